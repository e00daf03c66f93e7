import { Link } from "react-router";
import { AdminPageHeader, adminMeta, linkClass } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { Pagination } from "../../components/admin/pagination.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { ACCESS_LOG_PAGE_SIZE, listAccessLog } from "../../modules/access-log/access-log.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/access-log";

// The access log (docs/product/team.md): who viewed, exported or erased which lead, and when.
// Admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "access-log");
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
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

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageSize, total } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Access log"
        description={`Every view of a lead, every export and every erasure, newest first. ${total} entries.`}
      />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          Nothing recorded yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Access log, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {["When", "Who", "What", "Which", "Detail"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <DateTime iso={r.at} />
                  </td>
                  <td className="px-3 py-2 break-all">{r.actor}</td>
                  <td className="px-3 py-2">{r.action}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.subjectType === "lead" && r.subjectId !== null && r.action !== "erase" ? (
                      <Link to={`/admin/eligibility/${r.subjectId}`} className={linkClass}>
                        Lead #{r.subjectId}
                      </Link>
                    ) : (
                      `${r.subjectType}${r.subjectId === null ? "" : ` #${r.subjectId}`}`
                    )}
                  </td>
                  <td className="px-3 py-2 break-words">{r.detail ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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

export function meta() {
  return adminMeta("Access log");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
