import { AdminPageHeader, adminMeta, linkClass } from "../../components/admin/admin-page.tsx";
import { DataTable, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { Pagination } from "../../components/admin/pagination.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { Link } from "../../components/router-links.tsx";
import { ACCESS_LOG_PAGE_SIZE, listAccessLog } from "../../modules/access-log/access-log.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { pageParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/access-log";

// The access log (docs/product/team.md): who viewed, exported or erased which lead, and when.
// Admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "access-log");
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const { rows, total } = await listAccessLog(page);
  return {
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      actor: r.actor_email,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id == null ? null : Number(r.subject_id),
      detail: r.detail,
      at: r.created_at,
    })),
  };
}

type Entry = Route.ComponentProps["loaderData"]["rows"][number];

const TABLE: TableSpec<Entry> = {
  columns: [
    { header: "When", className: "whitespace-nowrap", cell: (r) => <DateTime iso={r.at} /> },
    { header: "Who", className: "break-all", cell: (r) => r.actor },
    { header: "What", cell: (r) => r.action },
    {
      header: "Which",
      className: "whitespace-nowrap",
      cell: (r) =>
        r.subjectType === "lead" && r.subjectId !== null && r.action !== "erase" ? (
          <Link to={`/admin/eligibility/${r.subjectId}`} className={linkClass}>
            Lead #{r.subjectId}
          </Link>
        ) : (
          `${r.subjectType}${r.subjectId === null ? "" : ` #${r.subjectId}`}`
        ),
    },
    { header: "Detail", className: "break-words", cell: (r) => r.detail ?? "—" },
  ],
  caption: "Access log, newest first",
  minWidth: "min-w-[44rem]",
  empty: "Nothing recorded yet.",
};

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageSize, total } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Access log"
        description={`Every view of a lead, every export and every erasure, newest first. ${total} entries.`}
      />
      <DataTable {...TABLE} rows={rows} />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        params={new URLSearchParams()}
        label="Access log pages"
      />
    </>
  );
}

export const meta = () => adminMeta("Access log");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
