import { Link } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  linkClass,
  Panel,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { EligibleBadge, StatusBadge } from "../../components/admin/status-badge.tsx";
import { formatInr } from "../../domain/format.ts";
import { countUnreadMessages } from "../../modules/contact/contact.server.ts";
import { getDashboardStats } from "../../modules/leads/dashboard.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "team");
  const [stats, unread] = await Promise.all([getDashboardStats(new Date()), countUnreadMessages()]);
  return {
    today: stats.today,
    last7Days: stats.last7Days,
    total: stats.total,
    eligibleShare: stats.eligibleShare,
    unread,
    latest: stats.latest.map((row) => ({
      id: Number(row.id),
      name: `${row.first_name} ${row.last_name}`.trim(),
      createdAt: row.created_at,
      eligible: Number(row.is_eligible),
      message: row.eligibility_message,
      borrow: row.borrow_amount,
      status: row.status,
    })),
  };
}

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

function Stat({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{value}</dd>
    </>
  );
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {href ? (
        <Link to={href} className="block hover:underline">
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl>{body}</dl>
      )}
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Applications are counted by Indian Standard Time."
      />
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Stat label="Applications today" value={String(d.today)} href="/admin/eligibility" />
        <Stat label="Last 7 days" value={String(d.last7Days)} href="/admin/eligibility" />
        <Stat label="All applications" value={String(d.total)} href="/admin/eligibility" />
        <Stat
          label="Eligible share"
          value={percent.format(d.eligibleShare)}
          href="/admin/eligibility?eligible=true"
        />
        <Stat label="Unread messages" value={String(d.unread)} href="/admin/messages" />
      </section>

      <Panel title="Latest applications" className="mt-8">
        {d.latest.length === 0 ? (
          <p>No applications found.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">The five newest applications</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Borrow
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Eligible
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Result
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.latest.map((a) => (
                  <tr key={a.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4">
                      <Link to={`/admin/eligibility/${a.id}`} className={linkClass}>
                        {a.name || `Application #${a.id}`}
                      </Link>
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">
                      <DateTime iso={a.createdAt} />
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">
                      {a.borrow == null ? "—" : formatInr(a.borrow)}
                    </td>
                    <td className="py-2 pr-4">
                      <EligibleBadge eligible={a.eligible} />
                    </td>
                    <td className="py-2 pr-4">{a.message}</td>
                    <td className="py-2 pr-4">
                      <StatusBadge status={a.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-4">
          <Link to="/admin/eligibility" className={linkClass}>
            See all applications
          </Link>
        </p>
      </Panel>
    </>
  );
}

export function meta() {
  return adminMeta("Dashboard");
}
