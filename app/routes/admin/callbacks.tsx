import { data } from "react-router";
import { ActionError, AdminPageHeader, adminMeta } from "../../components/admin/admin-page.tsx";
import { bankLabel, callbackView, slotLabel } from "../../components/admin/callback-parts.tsx";
import { DataTable, referenceColumn, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  booleanFilter,
  ESCALATED_FILTER,
  FilterBar,
  FilterSelects,
  filterQuery,
  RETURNING_FILTER,
  WorkViews,
  type WorkViewsSpec,
} from "../../components/admin/filter-bar.tsx";
import { PageSteps } from "../../components/admin/pagination.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { STATUS_LABELS, StatusBadge, VerifiedMark } from "../../components/admin/status-badge.tsx";
import { StatusForm } from "../../components/admin/status-form.tsx";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { contactMasker } from "../../domain/team/masking.ts";
import { parseAssignedFilter } from "../../domain/team/work.ts";
import {
  listCallbackPage,
  updateCallbackStatus,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { assigneeNames, overdueBefore, resolveAssigned } from "../../modules/team/views.server.ts";
import { idParam, pageParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/callbacks";

// Callback requests (docs/product/borrower-journey.md "Callback requests"): newest first, with
// status changed like a lead's; worked like leads (docs/product/team.md "Working a lead"): views by
// assignee and overdue follow-up, the detail page for the rest. Paged by Newer and Older rather
// than counted.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "callbacks");
  const params = new URL(request.url).searchParams;
  const parsed = parseAssignedFilter(params.get("assigned"));
  // A hand-edited bad filter shows everything rather than an error page.
  const assigned = parsed.ok ? parsed.data : null;
  const overdue = params.get("overdue") === "true";
  // Escalated for waiting past the first response's due time (docs/product/speed-to-lead.md), and
  // returning borrowers' later requests ("Returning borrowers"), filtered as in the lead list.
  const escalated = booleanFilter(params.get("escalated"));
  const duplicates = booleanFilter(params.get("duplicates"));
  const page = pageParam(params.get("page"));
  const [{ rows, more }, assignee] = await Promise.all([
    listCallbackPage(
      {
        assigned: resolveAssigned(assigned, user.id),
        overdueBefore: overdueBefore(overdue),
        escalated: escalated ? escalated === "true" : undefined,
        duplicates: duplicates ? duplicates === "true" : undefined,
      },
      page,
    ),
    assigneeNames(),
  ]);
  // Staff see the mobile masked here; the detail page (access-logged) shows it in full.
  const mask = contactMasker(user.role);
  return {
    filter: { assigned: assigned === null ? "" : String(assigned), overdue, escalated, duplicates },
    page,
    more,
    requests: rows.map(mask).map((r) => ({
      ...callbackView(r),
      id: Number(r.id),
      masked: r.phone.includes("*"),
      assignedTo: assignee(r.assigned_to),
      followUpOn: r.follow_up_on,
      returning: r.duplicate_of_id != null,
      // "Ask about moving this loan" from /my-loan (docs/product/my-loan.md "Pages"): the call is
      // about a transfer, and the detail page names the loan.
      aboutSavedLoan: r.saved_loan_id != null,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "callbacks");
  const form = await request.formData();
  const result = await updateCallbackStatus(
    idParam(String(form.get("id") ?? "")),
    form.get("status"),
    admin.email,
  );
  if (!result.ok)
    return data({ ok: false, error: result.error }, { status: result.notFound ? 404 : 400 });
  return { ok: true, error: null };
}

const VIEWS: WorkViewsSpec = {
  label: "Callback views",
  base: "/admin/callbacks",
  labels: { all: "All", mine: "My callbacks" },
};

export default function Callbacks({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, filter, page, more } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Callback requests"
        description={`People who asked us to call them, newest first. ${requests.filter((r) => r.status === "new").length} new.`}
      />
      <WorkViews spec={VIEWS} filter={filter} other={Boolean(filter.escalated)} />
      <FilterBar
        label="Filter callback requests"
        clearHref="/admin/callbacks"
        filtered={filterQuery(filter).size > 0}
        className="lg:grid-cols-[1fr_1fr_auto]"
      >
        <FilterSelects specs={[ESCALATED_FILTER, RETURNING_FILTER]} filter={filter} />
      </FilterBar>
      <ActionError result={actionData} />
      <DataTable {...TABLE} rows={requests} />
      <PageSteps
        page={page}
        more={more}
        params={filterQuery(filter)}
        label="Callback request pages"
      />
    </>
  );
}

type CallbackRow = Route.ComponentProps["loaderData"]["requests"][number];

const TABLE: TableSpec<CallbackRow> = {
  columns: [
    referenceColumn({ href: (r) => `/admin/callbacks/${r.id}` }),
    {
      header: "Name",
      cell: (r) => (
        <>
          {r.name}
          {r.hindi ? <span className="ml-1 text-xs text-slate-700">(Hindi)</span> : null}
          {r.aboutSavedLoan ? (
            <span className="ml-1 text-xs text-slate-700">(moving a saved loan)</span>
          ) : null}
        </>
      ),
    },
    {
      header: "Mobile",
      cell: (r) => (
        <>
          {r.masked ? (
            r.phone
          ) : (
            <a href={`tel:+91${r.phone}`} className="text-brand-700 underline">
              {r.phone}
            </a>
          )}
          <VerifiedMark verified={r.verified} />
        </>
      ),
    },
    { header: "City", cell: (r) => r.city },
    {
      header: "Call between (IST)",
      cell: (r) => slotLabel(r.slot),
    },
    { header: "Bank", cell: (r) => bankLabel(r.bank) },
    { header: "Received", cell: (r) => <DateTime iso={r.createdAt} /> },
    {
      header: "Assigned to",
      className: "whitespace-nowrap",
      cell: (r) => r.assignedTo ?? "Unassigned",
    },
    { header: "Follow-up", className: "whitespace-nowrap", cell: (r) => r.followUpOn ?? "—" },
    {
      header: "Status",
      cell: (r) => (
        <>
          <StatusBadge status={r.status} />
          <StatusForm
            id={r.id}
            reference={r.reference}
            status={r.status}
            statuses={LEAD_STATUSES}
            labels={STATUS_LABELS}
            idPrefix="cb-status"
            className="mt-2 flex gap-2"
          />
        </>
      ),
    },
  ],
  caption: "Callback requests",
  empty: "No callback requests here.",
};

export const meta = () => adminMeta("Callback requests");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
