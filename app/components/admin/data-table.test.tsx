import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DataTable, referenceColumn, type TableSpec } from "./data-table.tsx";

interface Row {
  id: number;
  reference: string;
  returning?: boolean;
  name: string;
}

/** Renders the table inside a router (the reference links are router links). */
function render(spec: TableSpec<Row>, rows: Row[]): string {
  return renderToString(
    <MemoryRouter initialEntries={["/admin/list"]}>
      <DataTable {...spec} rows={rows} />
    </MemoryRouter>,
  );
}

const rows: Row[] = [
  { id: 7, reference: "GS-7ABC", returning: true, name: "Asha" },
  { id: 8, reference: "GS-8DEF", name: "Ravi" },
];

describe("DataTable", () => {
  it("links each reference to its page, marks a returning borrower and names the row", () => {
    const html = render(
      {
        columns: [
          referenceColumn({ href: (r) => `/admin/things/${r.id}`, rowHeader: true }),
          { header: "Name", cell: (r) => r.name },
        ],
        caption: "Things",
      },
      rows,
    );
    expect(html).toContain('<caption class="sr-only">Things</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*><a[^>]*href="\/admin\/things\/7"[^>]*>GS-7ABC<\/a>/);
    expect(html).toContain('href="/admin/things/8"');
    // Only the first row is a returning borrower.
    expect(html.match(/\(returning borrower\)/g)).toHaveLength(1);
    expect(html).toContain('<td class="px-3 py-2 ">Ravi</td>');
  });

  it("shows a reference without a link when the list links elsewhere", () => {
    const html = render({ columns: [referenceColumn()], caption: "Leads" }, rows);
    expect(html).toContain(">GS-8DEF</td>");
    expect(html).not.toContain("<a");
  });

  it("shows the empty text instead of an empty table", () => {
    const html = render(
      { columns: [referenceColumn()], caption: "Leads", empty: "Nothing here yet." },
      [],
    );
    expect(html).toContain("Nothing here yet.");
    expect(html).not.toContain("<table");
  });
});
