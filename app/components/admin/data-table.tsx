import type { ReactNode } from "react";
import { Form, Link } from "../router-links.tsx";
import { buttonSecondary } from "./admin-page.tsx";
import { EmptyState } from "./empty-state.tsx";

// The table of every admin list: a caption for screen readers, one header row, a row per item,
// scrolling sideways on narrow screens; the empty state instead of an empty table.

export interface Column<Row> {
  /** The heading; an empty one is read as `srHeader` (a column of buttons). */
  header: string;
  srHeader?: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells ("whitespace-nowrap", "break-all"…). */
  className?: string;
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
}

/**
 * What a list page says once, at module level, about its table; the rows come per request. It
 * is declared columns first (what the table shows), then the caption, the empty text and the
 * width (how it is presented).
 */
export interface TableSpec<Row> {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  /** The row's key; its `id` unless said otherwise. */
  rowKey?: (row: Row) => string | number;
  /** A Tailwind min-w-[…] class, so wide tables scroll instead of squeezing. */
  minWidth?: string;
  rowClassName?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/**
 * An enquiry list's reference column: the reference in monospace, linked to the enquiry's own
 * page when `href` is given, and marked when the same mobile enquired before or after
 * (docs/product/speed-to-lead.md "Returning borrowers").
 */
export function referenceColumn<Row extends { reference: string; returning?: boolean }>({
  href,
  rowHeader,
}: {
  href?: (row: Row) => string;
  rowHeader?: boolean;
} = {}): Column<Row> {
  return {
    header: "Reference",
    className: "font-mono whitespace-nowrap",
    rowHeader,
    cell: (row) => (
      <>
        {href ? (
          <Link to={href(row)} className="text-brand-700 underline">
            {row.reference}
          </Link>
        ) : (
          row.reference
        )}
        {row.returning ? (
          <span className="ml-1 font-sans text-xs text-amber-900">(returning borrower)</span>
        ) : null}
      </>
    ),
  };
}

const keyById = (row: unknown) => (row as { id: string | number }).id;

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = keyById,
  minWidth = "",
  rowClassName = "",
  empty,
}: TableSpec<Row> & { rows: readonly Row[] }) {
  if (rows.length === 0 && empty) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, i) => (
              <th key={column.header || i} scope="col" className="px-3 py-2 font-semibold">
                {column.header || <span className="sr-only">{column.srHeader ?? "Actions"}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`border-b border-slate-100 align-top ${rowClassName}`}>
              {columns.map((column, i) => {
                const className = `px-3 py-2 ${column.className ?? ""}`;
                return column.rowHeader ? (
                  <th key={column.header || i} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header || i} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A one-button form of a list row (mark as read, retry, grant a role): hidden `fields`, the
 * visible label and, for screen readers, which row it acts on.
 */
export function RowAction({
  fields,
  label,
  srLabel,
}: {
  fields: Record<string, string | number>;
  label: string;
  srLabel: string;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonSecondary}>
        {label}
        <span className="sr-only"> {srLabel}</span>
      </button>
    </Form>
  );
}
