// The figures of the admin dashboard (DECISIONS.md 1).

import type { Kysely } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
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
  const [today, last7Days, total, eligible, latest] = await Promise.all([
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
  ]);
  return { today, last7Days, total, eligibleShare: total === 0 ? 0 : eligible / total, latest };
}
