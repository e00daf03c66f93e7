// The figures of the admin dashboard (docs/product/team.md "The admin area").

import { getReadDb } from "../../db/db.server.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import type { ApplicationRow } from "./intake.server.ts";

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
  latest: ApplicationRow[];
  /** Applications by status, every status present (0 when none). */
  byStatus: Record<LeadStatus, number>;
  /** Applications per day in India over the last 30 days, oldest first, days without any as 0. */
  perDay: { day: string; count: number }[];
  /** Open leads nobody is assigned to, at most UNASSIGNED_CAP + 1 (shown as "more than" the cap). */
  unassigned: number;
  /** Open leads whose follow-up day is before today (IST). */
  overdue: number;
}

const OPEN = ["new", "contacted"] as const;

export const PER_DAY_DAYS = 30;

/** The dashboard counts open unassigned leads up to this many, then says "more than". */
export const UNASSIGNED_CAP = 10_000;

/**
 * Every figure comes from lead_counts, the counts the database keeps per day, status and
 * eligibility (migration 004, ADR 017): a few thousand rows at most whatever the number of leads.
 */
export async function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const db = getReadDb();
  const todayStart = startOfIndianDay(now);
  const today = indianDay(todayStart);
  const weekStart = indianDay(new Date(todayStart.getTime() - 6 * DAY_MS));
  const firstDay = indianDay(new Date(todayStart.getTime() - (PER_DAY_DAYS - 1) * DAY_MS));
  const [groups, days, latest, unassigned, overdue] = await Promise.all([
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
    // Capped like a broad search's count (ADR 017): on a site whose team has fallen behind,
    // counting every open unassigned lead read 800,000 index entries (0.4 s) per dashboard view.
    db
      .selectFrom((qb) =>
        qb
          .selectFrom("eligibility_applications")
          .select("id")
          .where("assigned_to", "is", null)
          .where("status", "in", [...OPEN])
          .limit(UNASSIGNED_CAP + 1)
          .as("open_unassigned"),
      )
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.count)),
    db
      .selectFrom("eligibility_applications")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("follow_up_on", "<", today)
      .where("status", "in", [...OPEN])
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.count)),
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
    unassigned,
    overdue,
  };
}
