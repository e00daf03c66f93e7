import { data } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonPrimary,
  buttonSecondary,
  PageNotice,
} from "../../components/admin/admin-page.tsx";
import { DataTable, type TableSpec } from "../../components/admin/data-table.tsx";
import { formatDateTime } from "../../components/admin/date-time.tsx";
import { controlClass, FilterControl, FilterInput } from "../../components/admin/filter-bar.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { ConversionChart, WeeklyChart } from "../../components/reports/funnel-charts.tsx";
import { Form } from "../../components/router-links.tsx";
import { formatIndianNumber } from "../../domain/format.ts";
import { type FunnelRow, funnelTotals } from "../../domain/reports/funnel.ts";
import {
  defaultFunnelQuery,
  type FunnelQuery,
  parseFunnelQuery,
} from "../../domain/reports/funnel-query.ts";
import { funnelPage } from "../../modules/reports/funnel-report.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/reports";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): a GET form of dates and
// grouping (works without JavaScript), the rows as a table, two server-drawn SVG charts and the
// CSV download. Admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "reports");
  const params = new URL(request.url).searchParams;
  const asked = params.has("from") || params.has("to") || params.has("group");
  const fallback = defaultFunnelQuery(new Date());
  const parsed = asked
    ? parseFunnelQuery({
        from: params.get("from"),
        to: params.get("to"),
        group: params.get("group"),
      })
    : ({ ok: true, data: fallback } as const);
  if (!parsed.ok) {
    const form = {
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
      group: params.get("group") ?? "source",
    };
    return data({ query: form, error: parsed.error, report: null }, { status: 400 });
  }
  return { query: parsed.data, error: null, report: await funnelPage(parsed.data) };
}

const minutes = (m: number | null) => (m === null ? "—" : String(m));

function tableSpec(group: FunnelQuery["group"] | string): TableSpec<FunnelRow> {
  return {
    columns: [
      {
        header: group === "week" ? "Week of" : "Source",
        rowHeader: true,
        className: "whitespace-nowrap",
        cell: (r) => r.key,
      },
      { header: "Enquiries", className: "tabular-nums", cell: (r) => r.enquiries },
      { header: "Contacted", className: "tabular-nums", cell: (r) => r.contacted },
      {
        header: "Approved by borrower",
        className: "tabular-nums",
        cell: (r) => r.approved_by_borrower,
      },
      { header: "Logged in", className: "tabular-nums", cell: (r) => r.logged_in },
      { header: "Sanctioned", className: "tabular-nums", cell: (r) => r.sanctioned },
      { header: "Disbursed", className: "tabular-nums", cell: (r) => r.disbursed },
      {
        header: "Disbursed (₹)",
        className: "tabular-nums whitespace-nowrap",
        cell: (r) => formatIndianNumber(r.disbursed_amount),
      },
      {
        header: "Median minutes to first response",
        className: "tabular-nums",
        cell: (r) => minutes(r.median_first_response_minutes),
      },
    ],
    caption: group === "week" ? "The funnel by week" : "The funnel by source",
    rowKey: (r) => r.key,
    minWidth: "min-w-[52rem]",
    empty: "No enquiries in this range.",
  };
}

function DateField({ name, label, value }: { name: string; label: string; value: string }) {
  const id = `report-${name}`;
  return (
    <FilterInput id={id} label={label} type="date" name={name} required defaultValue={value} />
  );
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { query, error, report } = loaderData;
  const csv = new URLSearchParams({ ...query, format: "csv" });
  const totals = report ? funnelTotals(report.rows) : null;
  return (
    <>
      <AdminPageHeader
        title="Reports"
        description={
          report
            ? `The funnel from ${query.from} to ${query.to} (IST). Figures as of ${formatDateTime(report.asOf)}; they are refreshed every 30 seconds.`
            : "The funnel: enquiries to disbursals."
        }
        actions={
          report ? (
            <a href={`/api/reports/funnel?${csv}`} className={buttonSecondary} download>
              Download CSV
            </a>
          ) : null
        }
      />
      <Form
        method="get"
        aria-label="Report range"
        className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <DateField name="from" label="From (IST)" value={query.from} />
        <DateField name="to" label="To (IST, included)" value={query.to} />
        <FilterControl id="report-group" label="Rows by">
          <select
            id="report-group"
            name="group"
            defaultValue={query.group}
            className={controlClass}
          >
            <option value="source">Source</option>
            <option value="week">Week</option>
          </select>
        </FilterControl>
        <div className="flex items-end">
          <button type="submit" className={buttonPrimary}>
            Show
          </button>
        </div>
      </Form>
      {error ? <PageNotice kind="error">{error}</PageNotice> : null}
      {report ? (
        <>
          <DataTable {...tableSpec(query.group)} rows={report.rows} />
          {totals && report.rows.length > 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              In all: {totals.enquiries} enquiries, {totals.contacted} contacted, {totals.disbursed}{" "}
              disbursed (₹{formatIndianNumber(totals.disbursed_amount)}).
            </p>
          ) : null}
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            <WeeklyChart rows={report.byWeek} />
            <ConversionChart rows={report.bySource} />
          </div>
        </>
      ) : null}
    </>
  );
}

export const meta = () => adminMeta("Reports");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
