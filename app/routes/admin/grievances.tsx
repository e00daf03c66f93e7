import { data } from "react-router";
import { ActionError, AdminPageHeader, adminMeta } from "../../components/admin/admin-page.tsx";
import { DataTable, referenceColumn, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { ViewLinks } from "../../components/admin/filter-bar.tsx";
import {
  GrievanceClockBadge,
  GrievanceStatusForm,
} from "../../components/admin/grievance-parts.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { isGrievanceStatus } from "../../domain/grievances/schema.ts";
import { countOverdue, listGrievances } from "../../modules/grievances/list.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { grievanceStatusAction } from "../+shared/grievance-admin-action.server.ts";
import type { Route } from "./+types/grievances";

// Grievances (docs/product/borrower-view.md "Grievances", docs/product/team.md "Grievances"): open
// ones first, oldest first, each with its 30-day clock; the status resolves or reopens one.
// Admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "grievances");
  const wanted = new URL(request.url).searchParams.get("status");
  const status = isGrievanceStatus(wanted) ? wanted : null;
  const rows = await listGrievances({ status });
  return {
    status,
    overdue: countOverdue(rows),
    grievances: rows.map((g) => ({
      id: g.id,
      reference: g.reference,
      enquiry: g.enquiry_reference,
      phone: g.phone,
      hindi: g.language === "hi",
      createdAt: g.created_at,
      status: g.status,
      clock: g.clock,
      excerpt: g.text.length > 120 ? `${g.text.slice(0, 120)}…` : g.text,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await grievanceStatusAction(request);
  return data(result, { status });
}

export default function Grievances({ loaderData, actionData }: Route.ComponentProps) {
  const { grievances, status, overdue } = loaderData;
  const view = (label: string, value: string | null) => ({
    label,
    href: value ? `/admin/grievances?status=${value}` : "/admin/grievances",
    current: status === value,
  });
  return (
    <>
      <AdminPageHeader
        title="Grievances"
        description={`Grievances to the Grievance Officer, open ones first and oldest first. Each must be resolved within 30 days of arrival; after that the borrower may go to the RBI's complaint portal. ${overdue} overdue.`}
      />
      <ViewLinks
        label="Grievance views"
        views={[view("All", null), view("Open", "open"), view("Resolved", "resolved")]}
      />
      <ActionError result={actionData} />
      <DataTable {...TABLE} rows={grievances} />
    </>
  );
}

type GrievanceListRow = Route.ComponentProps["loaderData"]["grievances"][number];

const TABLE: TableSpec<GrievanceListRow> = {
  columns: [
    referenceColumn({ href: (g) => `/admin/grievances/${g.id}`, rowHeader: true }),
    {
      header: "30-day clock",
      className: "whitespace-nowrap",
      cell: (g) => <GrievanceClockBadge clock={g.clock} status={g.status} />,
    },
    { header: "Received", cell: (g) => <DateTime iso={g.createdAt} /> },
    {
      header: "Mobile",
      cell: (g) => (
        <>
          {g.phone}
          {g.hindi ? <span className="ml-1 text-xs text-slate-700">(Hindi)</span> : null}
        </>
      ),
    },
    { header: "Enquiry", className: "font-mono", cell: (g) => g.enquiry ?? "—" },
    { header: "Grievance", className: "break-words", cell: (g) => g.excerpt },
    {
      header: "Status",
      cell: (g) => <GrievanceStatusForm id={g.id} reference={g.reference} status={g.status} />,
    },
  ],
  caption: "Grievances",
  empty: "No grievances here.",
  minWidth: "min-w-[56rem]",
};

export const meta = () => adminMeta("Grievances");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
