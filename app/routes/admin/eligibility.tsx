import { data, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonSecondary,
  linkClass,
  PageNotice,
} from "../../components/admin/admin-page.tsx";
import { DataTable, referenceColumn, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  ESCALATED_FILTER,
  FilterBar,
  FilterSearch,
  FilterSelects,
  type FilterSpec,
  filterQuery,
  RETURNING_FILTER,
  WorkViews,
  type WorkViewsSpec,
} from "../../components/admin/filter-bar.tsx";
import { Pagination } from "../../components/admin/pagination.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import {
  EligibleBadge,
  STATUS_LABELS,
  StatusBadge,
  VerifiedMark,
} from "../../components/admin/status-badge.tsx";
import { STAGE_LABELS, StageBadge } from "../../components/loan-file/stage-badge.tsx";
import { Link } from "../../components/router-links.tsx";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { formatInr } from "../../domain/format.ts";
import { BANK_APPLICATION_STAGES } from "../../domain/loan-file/stages.ts";
import { leadList } from "../../modules/leads/lead-list.server.ts";
import { parseLeadListQuery } from "../../modules/leads/list-query.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { assigneeNames } from "../../modules/team/views.server.ts";
import type { Route } from "./+types/eligibility";

const PAGE_SIZE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "leads");
  const url = new URL(request.url);
  // The page size is fixed here; the other parameters are the API's, so the CSV link can reuse them.
  url.searchParams.delete("pageSize");
  const query = parseLeadListQuery(url.searchParams);
  if (!query.ok) throw data({ message: query.error }, { status: 400 });
  const { page, q, eligible, status, verified, stage, escalated, duplicates, pmay_candidate } =
    query.data;
  // Staff read contacts masked in lists; the detail page shows them in full (docs/product/team.md
  // "Masking").
  // The page pages by number: a cursor (?after=) is the API's.
  const [{ rows, total, totalExact }, assignee] = await Promise.all([
    leadList({ ...query.data, after: null }, user, PAGE_SIZE),
    assigneeNames(),
  ]);
  const deleted = url.searchParams.get("deleted");
  return {
    page,
    pageSize: PAGE_SIZE,
    total,
    totalExact,
    filter: {
      q: filterValue(q),
      eligible: filterValue(eligible),
      status: filterValue(status),
      verified: filterValue(verified),
      assigned: filterValue(query.data.assigned),
      overdue: query.data.overdue,
      stage: filterValue(stage),
      escalated: filterValue(escalated),
      duplicates: filterValue(duplicates),
      pmay_candidate: filterValue(pmay_candidate),
    },
    deleted: deleted && /^\d+$/.test(deleted) ? Number(deleted) : null,
    rows: rows.map((r) => ({
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
      assignedTo: assignee(r.assigned_to),
      followUpOn: r.follow_up_on,
      stage: r.furthest_stage,
      // docs/product/speed-to-lead.md "Returning borrowers"
      returning: r.duplicate_of_id != null,
      sanctioned: r.sanctioned_amount,
      disbursed: r.disbursed_amount,
      pmay: Number(r.pmay_candidate) === 1,
    })),
  };
}

/** A filter's value as the form shows it: "" when it is off. */
function filterValue(value: string | number | boolean | null | undefined): string {
  return value == null ? "" : String(value);
}

function money(value: number | null) {
  return value == null ? "—" : formatInr(value);
}

const VIEWS: WorkViewsSpec = {
  label: "Lead views",
  base: "/admin/eligibility",
  labels: { all: "All leads", mine: "My leads" },
};

export default function Eligibility({ loaderData }: Route.ComponentProps) {
  const { rows, total, totalExact, page, pageSize, filter, deleted } = loaderData;
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname.toLowerCase() === "/admin/eligibility";

  const filterParams = filterQuery(filter);
  const csvParams = new URLSearchParams(filterParams);
  csvParams.set("format", "csv");
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const filtered = filterParams.toString() !== "";

  return (
    <>
      <AdminPageHeader
        title="Leads"
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
      <WorkViews spec={VIEWS} filter={filter} other={Boolean(filter.q)} />
      {deleted ? <PageNotice kind="success">Lead #{deleted} was deleted.</PageNotice> : null}

      <FilterBar
        label="Filter applications"
        clearHref="/admin/eligibility"
        filtered={filtered}
        className="lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr_1fr_auto]"
      >
        <FilterSearch name="q" label="Search name, email, phone or reference" value={filter.q} />
        <FilterSelects specs={SELECTS} filter={filter} />
      </FilterBar>

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
      ) : (
        <DataTable {...TABLE} rows={rows} />
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

const SELECTS: FilterSpec<
  "eligible" | "status" | "verified" | "stage" | "escalated" | "duplicates" | "pmay_candidate"
>[] = [
  {
    name: "eligible",
    label: "Eligible",
    options: [
      ["true", "Yes"],
      ["false", "No"],
    ],
  },
  {
    name: "status",
    label: "Status",
    options: LEAD_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const),
  },
  {
    name: "verified",
    label: "Mobile verified",
    options: [
      ["true", "Verified"],
      ["false", "Not verified"],
    ],
  },
  {
    name: "stage",
    label: "Bank stage",
    options: BANK_APPLICATION_STAGES.map((s) => [s, STAGE_LABELS[s]] as const),
  },
  ESCALATED_FILTER,
  RETURNING_FILTER,
  // docs/product/calculators.md "The wizard's hint"
  {
    name: "pmay_candidate",
    label: "PMAY-U 2.0",
    options: [
      ["true", "May qualify"],
      ["false", "Not a candidate"],
    ],
  },
];

type Lead = Route.ComponentProps["loaderData"]["rows"][number];
const nowrap = "whitespace-nowrap";

const TABLE: TableSpec<Lead> = {
  columns: [
    {
      header: "ID",
      cell: (r) => (
        <Link
          to={`/admin/eligibility/${r.id}`}
          className={linkClass}
          aria-label={`Application ${r.id}`}
        >
          {r.id}
        </Link>
      ),
    },
    referenceColumn(),
    {
      header: "Name",
      className: nowrap,
      cell: (r) => (
        <Link to={`/admin/eligibility/${r.id}`} className={linkClass}>
          {r.name || "—"}
        </Link>
      ),
    },
    { header: "Email", className: nowrap, cell: (r) => r.email },
    {
      header: "Phone",
      className: nowrap,
      cell: (r) => (
        <>
          {r.phone}
          <VerifiedMark verified={r.verified} />
        </>
      ),
    },
    { header: "Borrow", className: nowrap, cell: (r) => money(r.borrow) },
    { header: "Worth", className: nowrap, cell: (r) => money(r.worth) },
    {
      header: "Tenure",
      className: nowrap,
      cell: (r) => (r.tenure == null ? "—" : `${r.tenure} yrs`),
    },
    { header: "Eligible", cell: (r) => <EligibleBadge eligible={r.eligible} /> },
    { header: "PMAY-U 2.0", className: nowrap, cell: (r) => (r.pmay ? "May qualify" : "—") },
    {
      header: "EMI",
      className: nowrap,
      cell: (r) => (r.emi == null ? "—" : formatInr(Number(r.emi), { decimals: 2 })),
    },
    { header: "Message", className: "min-w-[16rem]", cell: (r) => r.message },
    { header: "Status", cell: (r) => <StatusBadge status={r.status} /> },
    {
      header: "Bank stage",
      className: nowrap,
      cell: (r) => (r.stage ? <StageBadge stage={r.stage} /> : "—"),
    },
    { header: "Sanctioned", className: nowrap, cell: (r) => money(r.sanctioned) },
    { header: "Disbursed", className: nowrap, cell: (r) => money(r.disbursed) },
    { header: "Assigned", className: nowrap, cell: (r) => r.assignedTo ?? "Unassigned" },
    { header: "Follow-up", className: nowrap, cell: (r) => r.followUpOn ?? "—" },
    { header: "Date", className: nowrap, cell: (r) => <DateTime iso={r.createdAt} /> },
  ],
  caption: "Leads, newest first",
  minWidth: "min-w-[98rem]",
  rowClassName: "hover:bg-brand-50",
  empty: "No applications found.",
};

export const meta = () => adminMeta("Leads");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/eligibility" backLabel="Show all applications" />;
}
