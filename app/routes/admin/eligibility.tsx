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
import { FormMessage } from "../../components/auth/form-field.tsx";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { formatInr } from "../../domain/format.ts";
import { listApplications, parseApplicationListQuery } from "../../modules/leads/list.server.ts";
import { requireAdmin } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/eligibility";

const PAGE_SIZE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  // The page size is fixed here; the other parameters are the API's, so the CSV link can reuse them.
  url.searchParams.delete("pageSize");
  const query = parseApplicationListQuery(url.searchParams);
  if (!query.ok) throw data({ message: query.error }, { status: 400 });
  const { page, q, eligible, status } = query.data;
  const { rows, total, totalExact } = await listApplications({
    page,
    pageSize: PAGE_SIZE,
    q,
    eligible,
    status,
  });
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
    },
    deleted: deleted && /^\d+$/.test(deleted) ? Number(deleted) : null,
    rows: rows.map((r) => ({
      id: Number(r.id),
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
    })),
  };
}

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
      {deleted ? (
        <div className="mb-4">
          <FormMessage kind="success">Application #{deleted} was deleted.</FormMessage>
        </div>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label="Filter applications"
        className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <div>
          <label htmlFor="filter-q" className="block text-sm font-semibold">
            Search name, email or phone
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
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/eligibility/${r.id}`} className={linkClass}>
                      {r.name || "—"}
                    </Link>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.email}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.phone}</td>
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
