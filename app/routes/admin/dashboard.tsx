import type { ReactNode } from "react";
import {
  AdminPageHeader,
  adminMeta,
  linkClass,
  Panel,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { EligibleBadge, STATUS_LABELS, StatusBadge } from "../../components/admin/status-badge.tsx";
import { Link } from "../../components/router-links.tsx";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { formatInr } from "../../domain/format.ts";
import { dashboardBackupWarning } from "../../modules/backups/backup-job.server.ts";
import { countUnreadMessages } from "../../modules/contact/contact.server.ts";
import { getDashboardStats } from "../../modules/leads/dashboard.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { getFirstResponseFigures } from "../../modules/speed-to-lead/dashboard.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "team");
  const now = new Date();
  const [stats, unread, firstResponse, backup] = await Promise.all([
    getDashboardStats(now),
    countUnreadMessages(),
    getFirstResponseFigures(now),
    // Admins only: they are the ones who can act on it (docs/product/operations.md "Backups").
    user.role === "admin" ? dashboardBackupWarning(now) : null,
  ]);
  return {
    backup,
    today: stats.today,
    last7Days: stats.last7Days,
    total: stats.total,
    eligibleShare: stats.eligibleShare,
    unread,
    unassigned: stats.unassigned,
    overdue: stats.overdue,
    firstResponse,
    byStatus: stats.byStatus,
    perDay: stats.perDay,
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

/** Bars for 30 days; the table beside it carries the same figures for screen readers. */
function LeadsPerDayChart({ days }: { days: { day: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <figure>
      <div aria-hidden="true" className="flex h-40 items-end gap-1">
        {days.map((d) => (
          <div
            key={d.day}
            title={`${d.day}: ${d.count}`}
            className="flex-1 rounded-t bg-brand-600"
            style={{ height: `${(d.count / max) * 100}%`, minHeight: d.count > 0 ? "2px" : 0 }}
          />
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-xs text-slate-700">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Figures by day</summary>
        <table className="mt-2 text-left">
          <caption className="sr-only">Leads per day (IST)</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                Day
              </th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td className="pr-4">{d.day}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

type StatProps = Parameters<typeof Stat>[0];
type Latest = Route.ComponentProps["loaderData"]["latest"][number];

/** The five newest applications' columns: the cell's extra classes, then what it shows. */
const LATEST_COLUMNS: { header: string; className?: string; cell: (a: Latest) => ReactNode }[] = [
  {
    header: "Name",
    cell: (a) => (
      <Link to={`/admin/eligibility/${a.id}`} className={linkClass}>
        {a.name || `Lead #${a.id}`}
      </Link>
    ),
  },
  { header: "Date", className: "whitespace-nowrap", cell: (a) => <DateTime iso={a.createdAt} /> },
  {
    header: "Borrow",
    className: "whitespace-nowrap",
    cell: (a) => (a.borrow == null ? "—" : formatInr(a.borrow)),
  },
  { header: "Eligible", cell: (a) => <EligibleBadge eligible={a.eligible} /> },
  { header: "Result", cell: (a) => a.message },
  { header: "Status", cell: (a) => <StatusBadge status={a.status} /> },
];

/**
 * docs/product/operations.md "Backups": the last backup failed, or the last good one is over 26
 * hours old.
 */
function BackupWarning({
  warning,
}: {
  warning: {
    kind: "failed" | "stale" | "never";
    lastSuccessAt: string | null;
    error: string | null;
  };
}) {
  return (
    <div
      role="alert"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {warning.kind === "failed"
          ? "The last backup failed."
          : warning.kind === "never"
            ? "No backup has been taken yet."
            : "The last backup is more than 26 hours old."}
      </p>
      <p className="mt-1">
        {warning.lastSuccessAt ? (
          <>
            Last good backup: <DateTime iso={warning.lastSuccessAt} />.
          </>
        ) : (
          "There is no good backup."
        )}
        {warning.error ? ` Error: ${warning.error}` : ""} See docs/product/operations.md, “Backups”.
      </p>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const sections: { label: string; className: string; stats: StatProps[] }[] = [
    {
      label: "Key figures",
      className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
      stats: [
        { label: "Applications today", value: String(d.today), href: "/admin/eligibility" },
        { label: "Last 7 days", value: String(d.last7Days), href: "/admin/eligibility" },
        { label: "All leads", value: String(d.total), href: "/admin/eligibility" },
        {
          label: "Eligible share",
          value: percent.format(d.eligibleShare),
          href: "/admin/eligibility?eligible=true",
        },
        { label: "Unread messages", value: String(d.unread), href: "/admin/messages" },
      ],
    },
    {
      label: "Team work",
      className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
      stats: [
        {
          label: "Unassigned leads",
          value: String(d.unassigned),
          href: "/admin/eligibility?assigned=none",
        },
        {
          label: "Overdue follow-ups",
          value: String(d.overdue),
          href: "/admin/eligibility?overdue=true",
        },
        ...LEAD_STATUSES.map((s) => ({
          label: `Status: ${STATUS_LABELS[s]}`,
          value: String(d.byStatus[s]),
          href: `/admin/eligibility?status=${s}`,
        })),
      ],
    },
    {
      label: "First response",
      className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5",
      stats: [
        {
          label: "Escalated leads waiting",
          value: String(d.firstResponse.escalationsWaiting.lead),
          href: "/admin/eligibility?escalated=true&status=new",
        },
        {
          label: "Escalated callbacks waiting",
          value: String(d.firstResponse.escalationsWaiting.callback),
          href: "/admin/callbacks?escalated=true",
        },
        {
          label: "Median minutes to first response, this week",
          value:
            d.firstResponse.medianFirstResponseMinutes === null
              ? "—"
              : String(d.firstResponse.medianFirstResponseMinutes),
        },
      ],
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Applications are counted by Indian Standard Time."
      />
      {d.backup ? <BackupWarning warning={d.backup} /> : null}
      {sections.map((section) => (
        <section key={section.label} aria-label={section.label} className={section.className}>
          {section.stats.map((stat) => (
            <Stat key={stat.label} {...stat} />
          ))}
        </section>
      ))}
      <Panel title="Leads per day, last 30 days" className="mt-8">
        <LeadsPerDayChart days={d.perDay} />
      </Panel>

      <Panel title="Latest applications" className="mt-8">
        {d.latest.length === 0 ? (
          <p>No applications found.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">The five newest applications</caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  {LATEST_COLUMNS.map((column) => (
                    <th key={column.header} scope="col" className="py-2 pr-4">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.latest.map((a) => (
                  <tr key={a.id} className="border-b border-slate-100 align-top">
                    {LATEST_COLUMNS.map((column) => (
                      <td
                        key={column.header}
                        className={column.className ? `py-2 pr-4 ${column.className}` : "py-2 pr-4"}
                      >
                        {column.cell(a)}
                      </td>
                    ))}
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

export const meta = () => adminMeta("Dashboard");
