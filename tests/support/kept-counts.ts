import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";
import {
  type DashboardStats,
  indianDay,
  PER_DAY_DAYS,
  startOfIndianDay,
} from "../../app/modules/leads/dashboard.server.ts";

// The counts the database keeps for the dashboard (lead_counts, migration 004; lead_work_counts,
// migration 014), recounted the slow way: every row read and counted here in JavaScript, with
// none of the SQL the triggers or the dashboard use. Shared by the module test (SQLite) and the
// integration test (SQLite and PostgreSQL).

export type Figures = Omit<DashboardStats, "latest">;

interface Recount {
  /** day|status|is_eligible → n, as lead_counts should hold it (rows of 0 left out) */
  leadCounts: Record<string, number>;
  /** status|assigned|follow_up_on → n, as lead_work_counts should hold it */
  workCounts: Record<string, number>;
  /** The dashboard's figures as the old count-every-row queries gave them. */
  figures: Figures;
}

const DAY_MS = 86_400_000;
const OPEN = new Set(["new", "contacted"]);

function bump(map: Record<string, number>, key: string, by = 1) {
  map[key] = (map[key] ?? 0) + by;
}

export async function recount(db: Kysely<Database>, now: Date): Promise<Recount> {
  const rows = await db
    .selectFrom("eligibility_applications")
    .select(["created_at", "status", "is_eligible", "assigned_to", "follow_up_on"])
    .execute();
  const todayStart = startOfIndianDay(now);
  const today = indianDay(todayStart);
  const weekStart = todayStart.getTime() - 6 * DAY_MS;
  const leadCounts: Record<string, number> = {};
  const workCounts: Record<string, number> = {};
  const byStatus: Record<string, number> = { new: 0, contacted: 0, converted: 0, closed: 0 };
  const perDay = new Map<string, number>();
  for (let i = 0; i < PER_DAY_DAYS; i++)
    perDay.set(indianDay(new Date(todayStart.getTime() - (PER_DAY_DAYS - 1 - i) * DAY_MS)), 0);
  let eligible = 0;
  let todayCount = 0;
  let last7Days = 0;
  let unassigned = 0;
  let overdue = 0;
  for (const row of rows) {
    const created = new Date(row.created_at);
    const day = indianDay(created);
    const isEligible = Number(row.is_eligible);
    bump(leadCounts, `${day}|${row.status}|${isEligible}`);
    bump(workCounts, `${row.status}|${row.assigned_to === null ? 0 : 1}|${row.follow_up_on ?? ""}`);
    bump(byStatus, row.status);
    if (isEligible === 1) eligible++;
    if (created.getTime() >= todayStart.getTime()) todayCount++;
    if (created.getTime() >= weekStart) last7Days++;
    if (perDay.has(day)) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (OPEN.has(row.status)) {
      if (row.assigned_to === null) unassigned++;
      if (row.follow_up_on !== null && row.follow_up_on < today) overdue++;
    }
  }
  return {
    leadCounts,
    workCounts,
    figures: {
      today: todayCount,
      last7Days,
      total: rows.length,
      eligibleShare: rows.length === 0 ? 0 : eligible / rows.length,
      byStatus: byStatus as Figures["byStatus"],
      perDay: [...perDay].map(([d, count]) => ({ day: d, count })),
      unassigned,
      overdue,
    },
  };
}

/** What the two kept tables hold, in the recount's shape (rows of 0 left out). */
export async function keptCounts(db: Kysely<Database>) {
  const leadCounts: Record<string, number> = {};
  for (const r of await db.selectFrom("lead_counts").selectAll().execute())
    if (Number(r.n) !== 0)
      leadCounts[`${r.day}|${r.status}|${Number(r.is_eligible)}`] = Number(r.n);
  const workCounts: Record<string, number> = {};
  for (const r of await db.selectFrom("lead_work_counts").selectAll().execute())
    if (Number(r.n) !== 0)
      workCounts[`${r.status}|${Number(r.assigned)}|${r.follow_up_on}`] = Number(r.n);
  return { leadCounts, workCounts };
}

/** The dashboard's figures without the five newest rows. */
export function figuresOf(stats: DashboardStats): Figures {
  const { latest: _latest, ...figures } = stats;
  return figures;
}
