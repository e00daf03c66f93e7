import { AdminPageHeader, adminMeta, linkClass } from "../../components/admin/admin-page.tsx";
import { DataTable, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { Link } from "../../components/router-links.tsx";
import { listBanks } from "../../modules/banks/banks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/banks";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "banks");
  const banks = await listBanks();
  return {
    banks: banks.map((b) => ({
      slug: b.slug,
      name: b.name,
      interestRate: b.interestRate,
      calculatorRate: b.calculatorRate,
      asOf: b.asOf,
    })),
  };
}

type Bank = Route.ComponentProps["loaderData"]["banks"][number];

const TABLE: TableSpec<Bank> = {
  columns: [
    {
      header: "Bank",
      rowHeader: true,
      className: "font-semibold",
      cell: (b) => (
        <>
          {b.name} <span className="font-normal text-slate-600">({b.slug})</span>
        </>
      ),
    },
    { header: "Interest rate shown", cell: (b) => b.interestRate },
    { header: "Calculator rate", cell: (b) => `${b.calculatorRate}% p.a.` },
    { header: "As of", cell: (b) => <DateTime iso={b.asOf} dateOnly /> },
    {
      header: "",
      className: "text-right",
      cell: (b) => (
        <Link to={`/admin/banks/${b.slug}`} className={linkClass}>
          Edit<span className="sr-only"> {b.name}</span>
        </Link>
      ),
    },
  ],
  caption: "Banks and their rates",
  rowKey: (b) => b.slug,
  minWidth: "min-w-[40rem]",
};

export default function Banks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Banks"
        description="The figures shown on the bank pages and in the comparison. Changes are public as soon as you save."
      />
      <DataTable {...TABLE} rows={loaderData.banks} />
    </>
  );
}

export const meta = () => adminMeta("Banks");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
