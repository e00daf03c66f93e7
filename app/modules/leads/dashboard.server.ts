// The figures of the admin dashboard (DECISIONS.md 1).

import type { Kysely } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import type { ApplicationRow } from "./intake.server.ts";

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

/** 00:00 in India (UTC+5:30, no daylight saving) of the day `now` falls on, as a UTC instant. */
export function startOfIndianDay(now: Date): Date {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

export interface DashboardStats {
  /** Applications since 00:00 IST today. */
  today: number;
  /** Applications since 00:00 IST six days ago: today and the six days before it. */
  last7Days: number;
  total: number;
  /** Share of all applications that were eligible, 0..1 (0 when there are none). */
  eligibleShare: number;
  /** The five newest applications. */
  latest: ApplicationRow[];
  /** DECISIONS 9 (shape shared with issue 16): leads per status. */
  byStatus: Record<LeadStatus, number>;
  /** Leads per IST day, the last 30 days, oldest first, zeros included. */
  perDay: { day: string; count: number }[];
  /** Open leads nobody is assigned to. */
  unassigned: number;
  /** Open leads whose follow-up day is before today (IST). */
  overdue: number;
}

const OPEN = ["new", "contacted"] as const;

function istDay(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export async function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const db = getDb();
  const todayStart = startOfIndianDay(now);
  const weekStart = new Date(todayStart.getTime() - 6 * DAY_MS);
  const count = (db2: Kysely<Database>, since?: Date, eligibleOnly = false) => {
    let query = db2
      .selectFrom("eligibility_applications")
      .select((eb) => eb.fn.countAll().as("count"));
    if (since) query = query.where("created_at", ">=", since.toISOString());
    if (eligibleOnly) query = query.where("is_eligible", "=", 1);
    return query.executeTakeFirstOrThrow().then((r) => Number(r.count));
  };
  const monthStart = new Date(todayStart.getTime() - 29 * DAY_MS);
  const [today, last7Days, total, eligible, latest, statusRows, recent, unassigned, overdue] =
    await Promise.all([
      count(db, todayStart),
      count(db, weekStart),
      count(db),
      count(db, undefined, true),
      db
        .selectFrom("eligibility_applications")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(5)
        .execute(),
      db
        .selectFrom("eligibility_applications")
        .select(["status", (eb) => eb.fn.countAll().as("count")])
        .groupBy("status")
        .execute(),
      db
        .selectFrom("eligibility_applications")
        .select("created_at")
        .where("created_at", ">=", monthStart.toISOString())
        .execute(),
      db
        .selectFrom("eligibility_applications")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("assigned_to", "is", null)
        .where("status", "in", [...OPEN])
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.count)),
      db
        .selectFrom("eligibility_applications")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("follow_up_on", "<", istDay(now.toISOString()))
        .where("status", "in", [...OPEN])
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.count)),
    ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of statusRows) {
    if (row.status in byStatus) byStatus[row.status as LeadStatus] = Number(row.count);
  }
  const perDay = Array.from({ length: 30 }, (_, i) => ({
    day: istDay(new Date(monthStart.getTime() + i * DAY_MS).toISOString()),
    count: 0,
  }));
  const index = new Map(perDay.map((d, i) => [d.day, i]));
  for (const row of recent) {
    const i = index.get(istDay(row.created_at));
    if (i !== undefined) perDay[i].count++;
  }
  return {
    today,
    last7Days,
    total,
    eligibleShare: total === 0 ? 0 : eligible / total,
    latest,
    byStatus,
    perDay,
    unassigned,
    overdue,
  };
}
