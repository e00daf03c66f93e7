import { type Kysely, sql } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { istDay, istDayStart, nextDay } from "../../domain/india-day.ts";
import type { Stage } from "../../domain/loan-file/stages.ts";
import {
  type EnquiryFacts,
  encodeHistogram,
  FUNNEL_STAGES,
  reachedStage,
  summariseEnquiries,
} from "../../domain/reports/funnel.ts";

// The funnel report's summary, refreshed by the job runner (server/jobs.ts; one run at a time
// across instances, docs/decisions/016-one-runner-readiness-and-startup.md). Each run finds the
// IST days whose figures may have changed since the last run and recounts those days from the
// enquiries themselves; a day is a few thousand rows at a million leads, so a run costs
// milliseconds. Deleted enquiries are noted by a trigger (migration 023) and their days recounted
// too. With no record of a previous run, or once a day, it recounts every day: rows written behind
// the app's back (a restore, bulk SQL) are then counted too
// (docs/decisions/030-the-funnel-report-summary.md).

/**
 * Changes are looked for from the last run's start less this margin: a write stamped before the
 * run but committed after it (a lead waiting in the write batcher, a slow transaction) is still
 * seen by the next run.
 */
export const CHANGE_MARGIN_MS = 5 * 60_000;
/** bank_application_events ids re-read each run, for ids handed out before but committed after. */
const EVENT_ID_MARGIN = 1_000;
/** Deleted enquiries' notes read per run (migration 023). */
const REMOVED_PER_RUN = 10_000;
/** How often the whole summary is recounted. */
export const FULL_BUILD_EVERY_MS = 86_400_000;

type Db = Kysely<Database>;

/** The history's furthest funnel stage as a rank (1 = approved … 4 = disbursed; 0 = none). */
const historyRank = sql<number | null>`max(case e.stage ${sql.join(
  FUNNEL_STAGES.map((stage, i) => sql`when ${sql.lit(stage)} then ${sql.lit(i + 1)}`),
  sql` `,
)} else 0 end)`;

/** Every lead and callback request that arrived on one IST day, as the summary needs them. */
async function enquiriesOfDay(db: Db, day: string): Promise<EnquiryFacts[]> {
  const start = istDayStart(day);
  const end = istDayStart(nextDay(day));
  const leads = await db
    .selectFrom("eligibility_applications as l")
    .select((eb) => [
      "l.created_at",
      "l.first_source",
      "l.first_response_at",
      "l.furthest_stage",
      "l.disbursed_amount",
      eb
        .selectFrom("bank_application_events as e")
        .innerJoin("bank_applications as b", "b.id", "e.bank_application_id")
        .whereRef("b.application_id", "=", "l.id")
        .select(historyRank.as("rank"))
        .as("history_rank"),
    ])
    .where("l.created_at", ">=", start)
    .where("l.created_at", "<", end)
    .execute();
  const callbacks = await db
    .selectFrom("callback_requests")
    .select(["created_at", "first_source", "first_response_at"])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .execute();
  return [
    ...leads.map((l) => ({
      created_at: l.created_at,
      first_source: l.first_source,
      first_response_at: l.first_response_at,
      reached: reachedStage(
        l.furthest_stage as Stage | null,
        l.history_rank === null ? null : Number(l.history_rank),
      ),
      disbursed_amount: l.disbursed_amount === null ? null : Number(l.disbursed_amount),
    })),
    ...callbacks.map((c) => ({ ...c, reached: null, disbursed_amount: null })),
  ];
}

/** Recounts one IST day's summary rows in one transaction. */
export async function recountDay(db: Db, day: string): Promise<void> {
  const cells = summariseEnquiries(await enquiriesOfDay(db, day)).filter((c) => c.day === day);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("funnel_days").where("day", "=", day).execute();
    if (cells.length === 0) return;
    await trx
      .insertInto("funnel_days")
      .values(cells.map((c) => ({ ...c, response_minutes: encodeHistogram(c.response_minutes) })))
      .execute();
  });
}

/** Every IST day from the oldest enquiry's to today's. */
async function everyDay(db: Db, now: Date): Promise<string[]> {
  const oldest = await Promise.all(
    (["eligibility_applications", "callback_requests"] as const).map((table) =>
      db.selectFrom(table).select("created_at").orderBy("created_at").limit(1).executeTakeFirst(),
    ),
  );
  const today = istDay(now.toISOString());
  const first = oldest.map((row) => (row ? istDay(row.created_at) : today)).sort()[0] as string;
  const days: string[] = [];
  for (let day = first; day <= today; day = nextDay(day)) days.push(day);
  return days;
}

/** The IST days of enquiries that arrived, were first answered or moved a stage since then. */
async function changedDays(db: Db, since: string, eventId: number): Promise<string[]> {
  const created = (table: "eligibility_applications" | "callback_requests") =>
    db
      .selectFrom(table)
      .select("created_at")
      .where((eb) => eb.or([eb("created_at", ">=", since), eb("first_response_at", ">=", since)]))
      .execute();
  const moved = db
    .selectFrom("bank_application_events as e")
    .innerJoin("bank_applications as b", "b.id", "e.bank_application_id")
    .innerJoin("eligibility_applications as l", "l.id", "b.application_id")
    .select("l.created_at")
    .where("e.id", ">", eventId - EVENT_ID_MARGIN)
    .execute();
  const rows = (
    await Promise.all([created("eligibility_applications"), created("callback_requests"), moved])
  ).flat();
  return [...new Set(rows.map((r) => istDay(r.created_at)))].sort();
}

/**
 * The IST days of enquiries deleted since the last run (migration 023's triggers note them), and
 * the notes cleared. Cleared before the days are recounted: a deletion committed meanwhile leaves
 * a new note for the next run, so none is lost.
 */
async function takeRemovedDays(db: Db): Promise<string[]> {
  // At most so many a run: a bulk delete of many enquiries is worked off over several runs.
  const removed = await db
    .selectFrom("funnel_removed")
    .select(["id", "created_at"])
    .orderBy("id")
    .limit(REMOVED_PER_RUN)
    .execute();
  if (removed.length === 0) return [];
  const lastId = Number(removed[removed.length - 1].id);
  await db.deleteFrom("funnel_removed").where("id", "<=", lastId).execute();
  return [...new Set(removed.map((r) => istDay(r.created_at)))];
}

export interface RefreshResult {
  full: boolean;
  days: number;
}

/**
 * One run of the refresh. Stops between days when `signal` aborts (the server is stopping); the
 * progress record is written only after a complete run, so an interrupted one is simply redone.
 */
export async function refreshFunnelSummary(
  now: Date = new Date(),
  signal?: AbortSignal,
): Promise<RefreshResult> {
  const db = getDb();
  const startedAt = now.toISOString();
  const state = await db
    .selectFrom("funnel_refresh")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirst();
  const lastEvent = await db
    .selectFrom("bank_application_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const eventId = Number(lastEvent?.id ?? 0);
  const full = !state || Date.parse(state.built_at) + FULL_BUILD_EVERY_MS <= now.getTime();
  const removedDays = await takeRemovedDays(db);
  const days = full
    ? await everyDay(db, now)
    : [
        ...new Set([
          ...(await changedDays(
            db,
            new Date(Date.parse(state.refreshed_at) - CHANGE_MARGIN_MS).toISOString(),
            Number(state.event_id),
          )),
          ...removedDays,
        ]),
      ].sort();
  for (const day of days) {
    if (signal?.aborted) return { full, days: 0 };
    await recountDay(db, day);
  }
  if (full && days.length > 0) {
    // Rows of days no enquiry is on any more (all erased, or a restored older copy).
    await db
      .deleteFrom("funnel_days")
      .where((eb) =>
        eb.or([eb("day", "<", days[0] as string), eb("day", ">", days.at(-1) as string)]),
      )
      .execute();
  }
  const record = {
    refreshed_at: startedAt,
    built_at: full ? startedAt : (state?.built_at ?? startedAt),
    event_id: eventId,
  };
  await db
    .insertInto("funnel_refresh")
    .values({ id: 1, ...record })
    .onConflict((oc) => oc.column("id").doUpdateSet(record))
    .execute();
  return { full, days: days.length };
}
