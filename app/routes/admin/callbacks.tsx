import { data, Form, Link } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonPrimary,
  buttonSecondary,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { STATUS_LABELS, StatusBadge } from "../../components/admin/status-badge.tsx";
import { FormMessage } from "../../components/auth/form-field.tsx";
import { CALLBACK_SLOT_LABELS, type CallbackSlot } from "../../domain/callbacks/schema.ts";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { parseAssignedFilter } from "../../domain/team/work.ts";
import {
  listCallbackRequests,
  updateCallbackStatus,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { contactMasker, overdueBefore, resolveAssigned } from "../../modules/team/views.ts";
import { listTeamMembers } from "../../modules/team/work.server.ts";
import type { Route } from "./+types/callbacks";

// Callback requests (docs/product/borrower-journey.md "Callback requests"): newest first, with
// status changed like a lead's; worked like leads (docs/product/team.md "Working a lead"): views by
// assignee and overdue follow-up, the detail page for the rest.

/**
 * 'My', 'Unassigned', 'Overdue' (docs/product/team.md "Working a lead"), as in the leads' list;
 * newest first in each.
 */
const VIEWS = [
  { label: "All", href: "/admin/callbacks", assigned: "", overdue: false },
  { label: "My callbacks", href: "/admin/callbacks?assigned=me", assigned: "me", overdue: false },
  { label: "Unassigned", href: "/admin/callbacks?assigned=none", assigned: "none", overdue: false },
  { label: "Overdue", href: "/admin/callbacks?overdue=true", assigned: "", overdue: true },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "callbacks");
  const params = new URL(request.url).searchParams;
  const parsed = parseAssignedFilter(params.get("assigned"));
  // A hand-edited bad filter shows everything rather than an error page.
  const assigned = parsed.ok ? parsed.data : null;
  const overdue = params.get("overdue") === "true";
  const [rows, team] = await Promise.all([
    listCallbackRequests({
      assigned: resolveAssigned(assigned, user.id),
      overdueBefore: overdueBefore(overdue),
    }),
    listTeamMembers(),
  ]);
  const names = new Map(team.map((m) => [m.id, m.email]));
  // Staff see the mobile masked here; the detail page (access-logged) shows it in full.
  const mask = contactMasker(user.role);
  return {
    filter: { assigned: assigned === null ? "" : String(assigned), overdue },
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
      assignedTo:
        r.assigned_to == null ? null : (names.get(Number(r.assigned_to)) ?? `#${r.assigned_to}`),
      followUpOn: r.follow_up_on,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "callbacks");
  const form = await request.formData();
  const raw = String(form.get("id") ?? "");
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  const result = await updateCallbackStatus(id, form.get("status"), admin.email);
  if (!result.ok)
    return data({ ok: false, error: result.error }, { status: result.notFound ? 404 : 400 });
  return { ok: true, error: null };
}

export default function Callbacks({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, filter } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Callback requests"
        description={`People who asked us to call them, newest first. ${requests.filter((r) => r.status === "new").length} new.`}
      />
      <nav aria-label="Callback views" className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((v) => {
          const current = v.assigned === filter.assigned && v.overdue === filter.overdue;
          return (
            <Link
              key={v.label}
              to={v.href}
              aria-current={current ? "page" : undefined}
              className={current ? buttonPrimary : buttonSecondary}
            >
              {v.label}
            </Link>
          );
        })}
      </nav>
      {actionData && !actionData.ok ? (
        <div className="mb-4">
          <FormMessage kind="error">{actionData.error}</FormMessage>
        </div>
      ) : null}
      {requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          No callback requests here.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Callback requests</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Mobile
                </th>
                <th scope="col" className="px-3 py-2">
                  City
                </th>
                <th scope="col" className="px-3 py-2">
                  Call between (IST)
                </th>
                <th scope="col" className="px-3 py-2">
                  Bank
                </th>
                <th scope="col" className="px-3 py-2">
                  Received
                </th>
                <th scope="col" className="px-3 py-2">
                  Assigned to
                </th>
                <th scope="col" className="px-3 py-2">
                  Follow-up
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 font-mono">
                    <Link to={`/admin/callbacks/${r.id}`} className="text-brand-700 underline">
                      {r.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    {r.name}
                    {r.hindi ? <span className="ml-1 text-xs text-slate-700">(Hindi)</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {r.masked ? (
                      r.phone
                    ) : (
                      <a href={`tel:+91${r.phone}`} className="text-brand-700 underline">
                        {r.phone}
                      </a>
                    )}
                    {r.verified ? (
                      <span className="ml-1 text-xs text-green-800">(verified)</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{r.city}</td>
                  <td className="px-3 py-2">
                    {CALLBACK_SLOT_LABELS[r.slot as CallbackSlot] ?? r.slot}
                  </td>
                  <td className="px-3 py-2">{r.bank ? r.bank.toUpperCase() : "—"}</td>
                  <td className="px-3 py-2">
                    <DateTime iso={r.createdAt} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.assignedTo ?? "Unassigned"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.followUpOn ?? "—"}</td>
                  <td className="px-3 py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function meta() {
  return adminMeta("Callback requests");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
