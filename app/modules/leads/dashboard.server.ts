// The figures of the admin dashboard (docs/product/team.md "The admin area").

import { sql } from "kysely";
import { getReadDb } from "../../db/db.server.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import type { LeadRow } from "./intake.server.ts";

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

/** 00:00 in India (UTC+5:30, no daylight saving) of the day `now` falls on, as a UTC instant. */
export function startOfIndianDay(now: Date): Date {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/** The calendar day in India of an instant, as YYYY-MM-DD (the `day` of lead_counts). */
export function indianDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
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
  latest: LeadRow[];
  /** Applications by status, every status present (0 when none). */
  byStatus: Record<LeadStatus, number>;
  /** Applications per day in India over the last 30 days, oldest first, days without any as 0. */
  perDay: { day: string; count: number }[];
  /** Open leads nobody is assigned to. */
  unassigned: number;
  /** Open leads whose follow-up day is before today (IST). */
  overdue: number;
}

const OPEN = ["new", "contacted"] as const;

export const PER_DAY_DAYS = 30;

/**
 * Every count comes from what the database keeps as leads change, in the transaction of each
 * write (ADR 017, docs/decisions/029-dashboard-at-a-million.md): lead_counts per day, status and
 * eligibility, and lead_work_counts per status, assignment and follow-up day. A few thousand rows
 * at most whatever the number of leads; the five newest are one index range.
 */
export async function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const db = getReadDb();
  const todayStart = startOfIndianDay(now);
  const today = indianDay(todayStart);
  const weekStart = indianDay(new Date(todayStart.getTime() - 6 * DAY_MS));
  const firstDay = indianDay(new Date(todayStart.getTime() - (PER_DAY_DAYS - 1) * DAY_MS));
  const [groups, days, latest, work] = await Promise.all([
    db
      .selectFrom("lead_counts")
      .select(["status", "is_eligible", (eb) => eb.fn.sum<number>("n").as("n")])
      .groupBy(["status", "is_eligible"])
      .execute(),
    db
      .selectFrom("lead_counts")
      .select(["day", (eb) => eb.fn.sum<number>("n").as("n")])
      .where("day", ">=", firstDay)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("eligibility_applications")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(5)
      .execute(),
    // Open leads by assignment and follow-up day; '' is "no follow-up day" and sorts first.
    db
      .selectFrom("lead_work_counts")
      .select([
        sql<number>`coalesce(sum(case when assigned = 0 then n else 0 end), 0)`.as("unassigned"),
        sql<number>`coalesce(sum(case when follow_up_on > '' and follow_up_on < ${today} then n else 0 end), 0)`.as(
          "overdue",
        ),
      ])
      .where("status", "in", [...OPEN])
      .executeTakeFirstOrThrow(),
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<
    LeadStatus,
    number
  >;
  let total = 0;
  let eligible = 0;
  for (const g of groups) {
    const n = Number(g.n);
    total += n;
    if (Number(g.is_eligible) === 1) eligible += n;
    if (g.status in byStatus) byStatus[g.status as LeadStatus] += n;
  }
  const perDayMap = new Map<string, number>();
  let todayCount = 0;
  let last7Days = 0;
  for (const d of days) {
    const n = Number(d.n);
    perDayMap.set(d.day, n);
    // ">=" as the count by created_at had: a lead stamped ahead of the clock still counts today.
    if (d.day >= today) todayCount += n;
    if (d.day >= weekStart) last7Days += n;
  }
  const perDay = Array.from({ length: PER_DAY_DAYS }, (_, i) => {
    const day = indianDay(new Date(todayStart.getTime() - (PER_DAY_DAYS - 1 - i) * DAY_MS));
    return { day, count: perDayMap.get(day) ?? 0 };
  });
  return {
    today: todayCount,
    last7Days,
    total,
    eligibleShare: total === 0 ? 0 : eligible / total,
    latest,
    byStatus,
    perDay,
    unassigned: Number(work.unassigned),
    overdue: Number(work.overdue),
  };
}
