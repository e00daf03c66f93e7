import { data, Form, Link } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonSecondary,
  PageNotice,
} from "../../components/admin/admin-page.tsx";
import { DataTable, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { ViewLinks, workViews } from "../../components/admin/filter-bar.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { STATUS_LABELS, StatusBadge } from "../../components/admin/status-badge.tsx";
import { CALLBACK_SLOT_LABELS, type CallbackSlot } from "../../domain/callbacks/schema.ts";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { parseAssignedFilter } from "../../domain/team/work.ts";
import {
  listCallbackRequests,
  updateCallbackStatus,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import {
  assigneeNames,
  contactMasker,
  overdueBefore,
  resolveAssigned,
} from "../../modules/team/views.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/callbacks";

// Callback requests (docs/product/borrower-journey.md "Callback requests"): newest first, with
// status changed like a lead's; worked like leads (docs/product/team.md "Working a lead"): views by
// assignee and overdue follow-up, the detail page for the rest.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "callbacks");
  const params = new URL(request.url).searchParams;
  const parsed = parseAssignedFilter(params.get("assigned"));
  // A hand-edited bad filter shows everything rather than an error page.
  const assigned = parsed.ok ? parsed.data : null;
  const overdue = params.get("overdue") === "true";
  // Escalated for waiting past the first response's due time (docs/product/speed-to-lead.md).
  const escalated = params.get("escalated") === "true";
  // docs/product/speed-to-lead.md "Returning borrowers": `duplicates=false` hides the later ones.
  const hideRepeats = params.get("duplicates") === "false";
  const [rows, assignee] = await Promise.all([
    listCallbackRequests({
      assigned: resolveAssigned(assigned, user.id),
      overdueBefore: overdueBefore(overdue),
      escalated: escalated || undefined,
      duplicates: hideRepeats ? false : undefined,
    }),
    assigneeNames(),
  ]);
  // Staff see the mobile masked here; the detail page (access-logged) shows it in full.
  const mask = contactMasker(user.role);
  return {
    filter: { assigned: assigned === null ? "" : String(assigned), overdue, escalated },
    hideRepeats,
    search: params.toString(),
    requests: rows.map(mask).map((r) => ({
      id: Number(r.id),
      reference: r.reference,
      name: r.name,
      phone: r.phone,
      masked: r.phone.includes("*"),
      city: r.city,
      slot: r.preferred_slot,
      bank: r.bank_slug,
      hindi: r.language === "hi",
      verified: Number(r.phone_verified) === 1,
      status: r.status,
      createdAt: r.created_at,
      assignedTo: assignee(r.assigned_to),
      followUpOn: r.follow_up_on,
      returning: r.duplicate_of_id != null,
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

export default function Callbacks({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, filter, hideRepeats, search } = loaderData;
  const repeats = new URLSearchParams(search);
  if (hideRepeats) repeats.delete("duplicates");
  else repeats.set("duplicates", "false");
  return (
    <>
      <AdminPageHeader
        title="Callback requests"
        description={`People who asked us to call them, newest first. ${requests.filter((r) => r.status === "new").length} new.`}
      />
      <ViewLinks
        label="Callback views"
        views={workViews(
          "/admin/callbacks",
          { all: "All", mine: "My callbacks" },
          filter,
          filter.escalated,
        )}
      />
      <p className="mb-4 text-sm">
        {filter.escalated ? (
          <Link to="/admin/callbacks" className="text-brand-700 underline">
            Show every request
          </Link>
        ) : (
          <Link to="/admin/callbacks?escalated=true" className="text-brand-700 underline">
            Escalated only (waited past their first response's due time)
          </Link>
        )}
      </p>
      <p className="mb-3 text-sm">
        <Link
          to={`/admin/callbacks${repeats.size > 0 ? `?${repeats}` : ""}`}
          className="text-brand-700 underline"
        >
          {hideRepeats
            ? "Show returning borrowers' later requests"
            : "Hide returning borrowers' later requests"}
        </Link>
      </p>
      {actionData && !actionData.ok ? (
        <PageNotice kind="error">{actionData.error}</PageNotice>
      ) : null}
      <DataTable {...TABLE} rows={requests} />
    </>
  );
}

type CallbackRow = Route.ComponentProps["loaderData"]["requests"][number];

const TABLE: TableSpec<CallbackRow> = {
  caption: "Callback requests",
  empty: "No callback requests here.",
  columns: [
    {
      header: "Reference",
      className: "font-mono",
      cell: (r) => (
        <>
          <Link to={`/admin/callbacks/${r.id}`} className="text-brand-700 underline">
            {r.reference}
          </Link>
          {r.returning ? (
            <span className="ml-1 font-sans text-xs text-amber-900">(returning borrower)</span>
          ) : null}
        </>
      ),
    },
    {
      header: "Name",
      cell: (r) => (
        <>
          {r.name}
          {r.hindi ? <span className="ml-1 text-xs text-slate-700">(Hindi)</span> : null}
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
          {r.verified ? <span className="ml-1 text-xs text-green-800">(verified)</span> : null}
        </>
      ),
    },
    { header: "City", cell: (r) => r.city },
    {
      header: "Call between (IST)",
      cell: (r) => CALLBACK_SLOT_LABELS[r.slot as CallbackSlot] ?? r.slot,
    },
    { header: "Bank", cell: (r) => (r.bank ? r.bank.toUpperCase() : "—") },
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
          <Form method="post" className="mt-2 flex gap-2">
            <input type="hidden" name="id" value={r.id} />
            <label htmlFor={`cb-status-${r.id}`} className="sr-only">
              Status of {r.reference}
            </label>
            <select
              id={`cb-status-${r.id}`}
              name="status"
              defaultValue={r.status}
              className="rounded-md border border-slate-400 px-2 py-1"
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonSecondary}>
              Save<span className="sr-only"> status of {r.reference}</span>
            </button>
          </Form>
        </>
      ),
    },
  ],
};

export const meta = () => adminMeta("Callback requests");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
