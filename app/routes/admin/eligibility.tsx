import { data, Form, Link, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonPrimary,
  buttonSecondary,
  linkClass,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { Pagination } from "../../components/admin/pagination.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { EligibleBadge, STATUS_LABELS, StatusBadge } from "../../components/admin/status-badge.tsx";
import { FormMessage } from "../../components/forms/form-field.tsx";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { formatInr } from "../../domain/format.ts";
import { listApplications, parseApplicationListQuery } from "../../modules/leads/list.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { listMasker, overdueBefore, resolveAssigned } from "../../modules/team/views.server.ts";
import { listTeamMembers } from "../../modules/team/work.server.ts";
import type { Route } from "./+types/eligibility";

const PAGE_SIZE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "leads");
  const url = new URL(request.url);
  // The page size is fixed here; the other parameters are the API's, so the CSV link can reuse them.
  url.searchParams.delete("pageSize");
  const query = parseApplicationListQuery(url.searchParams);
  if (!query.ok) throw data({ message: query.error }, { status: 400 });
  const { page, q, eligible, status, verified } = query.data;
  const assigned = resolveAssigned(query.data.assigned, user.id);
  const [{ rows, total, totalExact }, team] = await Promise.all([
    listApplications({
      page,
      pageSize: PAGE_SIZE,
      q,
      eligible,
      status,
      verified,
      assigned,
      overdueBefore: overdueBefore(query.data.overdue),
    }),
    listTeamMembers(),
  ]);
  // Staff read contacts masked in lists; the detail page shows them in full (DECISIONS.md 9).
  const mask = listMasker(user.role);
  const names = new Map(team.map((m) => [m.id, m.email]));
  const deleted = url.searchParams.get("deleted");
  return {
    page,
    pageSize: PAGE_SIZE,
    total,
    totalExact,
    filter: {
      q: q ?? "",
      eligible: eligible === undefined ? "" : String(eligible),
      status: status ?? "",
      verified: verified === undefined ? "" : String(verified),
      assigned: query.data.assigned === null ? "" : String(query.data.assigned),
      overdue: query.data.overdue,
    },
    deleted: deleted && /^\d+$/.test(deleted) ? Number(deleted) : null,
    rows: rows.map(mask).map((r) => ({
      id: Number(r.id),
      reference: r.reference,
      verified: Number(r.phone_verified) === 1,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.email,
      phone: r.phone_number,
      borrow: r.borrow_amount,
      worth: r.property_worth,
      tenure: r.loan_tenure,
      eligible: Number(r.is_eligible),
      emi: r.calculated_emi,
      message: r.eligibility_message,
      status: r.status,
      createdAt: r.created_at,
      assignedTo:
        r.assigned_to == null ? null : (names.get(Number(r.assigned_to)) ?? `#${r.assigned_to}`),
      followUpOn: r.follow_up_on,
    })),
  };
}

/** 'My leads', 'Unassigned', 'Overdue' (DECISIONS.md 9): the list stays newest first in each. */
const VIEWS = [
  { label: "All leads", href: "/admin/eligibility", assigned: "", overdue: false },
  { label: "My leads", href: "/admin/eligibility?assigned=me", assigned: "me", overdue: false },
  {
    label: "Unassigned",
    href: "/admin/eligibility?assigned=none",
    assigned: "none",
    overdue: false,
  },
  { label: "Overdue", href: "/admin/eligibility?overdue=true", assigned: "", overdue: true },
];

function money(value: number | null) {
  return value == null ? "—" : formatInr(value);
}

export default function Eligibility({ loaderData }: Route.ComponentProps) {
  const { rows, total, totalExact, page, pageSize, filter, deleted } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase() === "/admin/eligibility";

  const filterParams = new URLSearchParams();
  if (filter.q) filterParams.set("q", filter.q);
  if (filter.eligible) filterParams.set("eligible", filter.eligible);
  if (filter.status) filterParams.set("status", filter.status);
  if (filter.verified) filterParams.set("verified", filter.verified);
  if (filter.assigned) filterParams.set("assigned", filter.assigned);
  if (filter.overdue) filterParams.set("overdue", "true");
  const csvParams = new URLSearchParams(filterParams);
  csvParams.set("format", "csv");
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const filtered = filterParams.toString() !== "";

  return (
    <>
      <AdminPageHeader
        title="Eligibility applications"
        description="Every application from the eligibility wizard, newest first."
        actions={
          <a
            href={`/api/eligibility-applications?${csvParams.toString()}`}
            download
            className={buttonSecondary}
          >
            Export CSV{filtered ? " (this filter)" : ""}
          </a>
        }
      />
      <nav aria-label="Lead views" className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((v) => {
          const current =
            v.assigned === filter.assigned && v.overdue === filter.overdue && !filter.q;
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
      {deleted ? (
        <div className="mb-4">
          <FormMessage kind="success">Application #{deleted} was deleted.</FormMessage>
        </div>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label="Filter applications"
        className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        <div>
          <label htmlFor="filter-q" className="block text-sm font-semibold">
            Search name, email, phone or reference
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={200}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="filter-eligible" className="block text-sm font-semibold">
            Eligible
          </label>
          <select
            id="filter-eligible"
            name="eligible"
            defaultValue={filter.eligible}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          >
            <option value="">All</option>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="block text-sm font-semibold">
            Status
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={filter.status}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-verified" className="block text-sm font-semibold">
            Mobile verified
          </label>
          <select
            id="filter-verified"
            name="verified"
            defaultValue={filter.verified}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          >
            <option value="">All</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonPrimary}>
            Apply
          </button>
          {filtered ? (
            <Link to="/admin/eligibility" className={buttonSecondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mb-2 text-sm text-slate-700" role="status">
        {loading
          ? "Loading applications…"
          : total === 0
            ? ""
            : totalExact
              ? `Showing ${first}–${last} of ${total} application${total === 1 ? "" : "s"}`
              : // A broad search stops counting at the cap (ADR 017).
                `Showing ${first}–${last} of more than ${total.toLocaleString("en-IN")} applications`}
      </p>

      {loading ? (
        <div aria-hidden="true" className="space-y-2">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-10 animate-pulse rounded-md bg-slate-200" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          No applications found.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[80rem] text-left text-sm">
            <caption className="sr-only">Eligibility applications, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {[
                  "ID",
                  "Reference",
                  "Name",
                  "Email",
                  "Phone",
                  "Borrow",
                  "Worth",
                  "Tenure",
                  "Eligible",
                  "EMI",
                  "Message",
                  "Status",
                  "Assigned",
                  "Follow-up",
                  "Date",
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top hover:bg-brand-50">
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/eligibility/${r.id}`}
                      className={linkClass}
                      aria-label={`Application ${r.id}`}
                    >
                      {r.id}
                    </Link>
                  </td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">{r.reference}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/eligibility/${r.id}`} className={linkClass}>
                      {r.name || "—"}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.phone}
                    {r.verified ? (
                      <span className="ml-1 text-xs text-green-800">(verified)</span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{money(r.borrow)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{money(r.worth)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.tenure == null ? "—" : `${r.tenure} yrs`}
                  </td>
                  <td className="px-3 py-2">
                    <EligibleBadge eligible={r.eligible} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.emi == null ? "—" : formatInr(Number(r.emi), { decimals: 2 })}
                  </td>
                  <td className="px-3 py-2 min-w-[16rem]">{r.message}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.assignedTo ?? "Unassigned"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.followUpOn ?? "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <DateTime iso={r.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loading ? null : (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          params={filterParams}
          label="Applications pages"
        />
      )}
    </>
  );
}

export function meta() {
  return adminMeta("Eligibility applications");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/eligibility" backLabel="Show all applications" />;
}
