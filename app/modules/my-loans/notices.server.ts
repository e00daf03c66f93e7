// Telling a saved loan's borrower when it matters (docs/product/my-loan.md "Told when it
// matters"): `benchmark_changed` when a new repo rate changes the rate at a loan's next reset, and
// `reset_due` once the next reset is 15 days or less away. Each message is queued by the insert
// that made its row in my_loan_notices: the key is unique, so a second instance, a restart or a
// second sweep finds the row there and queues nothing. Loans are read and told in batches, each its
// own short transaction, so 100,000 loans are queued in seconds while the site keeps answering.

import { type Selectable, sql } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { SavedLoansTable } from "../../db/schema-my-loans.ts";
import { roundedEmi } from "../../domain/calculators/emi.ts";
import { benchmarkInForce, round2 } from "../../domain/my-loan/benchmarks.ts";
import { addDays, istToday } from "../../domain/my-loan/dates.ts";
import { type MyLoanNotice, noticeText } from "../../domain/my-loan/messages.ts";
import {
  type BenchmarkRow,
  keepEmiSchedule,
  type LoanTerms,
  nextResetOn,
} from "../../domain/my-loan/outlook.ts";
import { log } from "../../utils/log.server.ts";
import { enqueueMail, type NewMail, publicUrl } from "../outbox/outbox.server.ts";
import { enqueueSms, type NewSms, smsConfigured } from "../outbox/sms-outbox.server.ts";
import { loanTerms } from "./saved-loans.server.ts";

/** A reset this many days away or fewer is told ("Told when it matters"). */
export const RESET_DUE_DAYS = 15;
/** A new benchmark is told about for this long after it was added (the sweep's window). */
const BENCHMARK_WINDOW_MS = 7 * 86_400_000;
// Loans read and told per transaction: on SQLite a batch holds the one connection while it is
// written, so it is kept short enough that a lead POST beside it waits a few milliseconds.
const BATCH = 200;

type LoanRow = Selectable<SavedLoansTable>;

interface Pending {
  loan: LoanRow;
  key: string;
  notice: MyLoanNotice;
}

/** The figures a message names for a loan whose next reset brings `rate`. */
function figures(terms: LoanTerms, rate: number) {
  const keep = keepEmiSchedule(terms, rate);
  return {
    newRate: rate,
    newEmi: roundedEmi(terms.outstanding, rate, terms.remaining_months),
    months: keep ? keep.length : null,
  };
}

/**
 * The messages a loan is owed now: for each benchmark added after the loan was saved (within the
 * window) that sets the rate at the loan's next reset and changes it, and the reset when it is 15
 * days or less away.
 */
export function owedNotices(
  loan: LoanRow,
  repo: readonly (BenchmarkRow & { created_at: string })[],
  today: string,
  nowMs: number,
): Pending[] {
  const terms = loanTerms(loan);
  if (terms.rate_type !== "repo" || !terms.last_reset_on || !terms.reset_every_months) return [];
  const atLast = benchmarkInForce(repo, terms.last_reset_on);
  if (!atLast) return [];
  const spread = round2(terms.current_rate - atLast.rate);
  const next = nextResetOn(terms.last_reset_on, terms.reset_every_months, today);
  const atNext = benchmarkInForce(repo, next);
  const owed: Pending[] = [];
  const rateWith = (row: BenchmarkRow) => Math.max(0, round2(row.rate + spread));
  if (
    atNext &&
    atNext.created_at > loan.created_at &&
    nowMs - Date.parse(atNext.created_at) <= BENCHMARK_WINDOW_MS
  ) {
    const before = benchmarkInForce(
      repo.filter((r) => r.id !== atNext.id),
      next,
    );
    const rate = rateWith(atNext);
    const previous = before ? rateWith(before) : terms.current_rate;
    if (rate !== previous) {
      owed.push({
        loan,
        key: `benchmark:${loan.id}:${atNext.id}`,
        notice: { kind: "benchmark_changed", repoRate: atNext.rate, ...figures(terms, rate) },
      });
    }
  }
  if (next <= addDays(today, RESET_DUE_DAYS)) {
    const rate = atNext ? rateWith(atNext) : terms.current_rate;
    owed.push({
      loan,
      key: `reset:${loan.id}:${next}`,
      notice: { kind: "reset_due", resetOn: next, ...figures(terms, rate) },
    });
  }
  return owed;
}

/** Claims the notices' keys and queues the messages of the ones this call claimed, in one transaction. */
async function tell(pending: Pending[], now: Date): Promise<number> {
  if (pending.length === 0) return 0;
  const at = now.toISOString();
  const url = publicUrl();
  const withSms = smsConfigured();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto("my_loan_notices")
        .values(pending.map((p) => ({ loan_id: p.loan.id, key: p.key, created_at: at })))
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .execute();
      const keys = new Set(claimed.map((c) => c.key));
      const mails: NewMail[] = [];
      const sms: NewSms[] = [];
      for (const p of pending) {
        if (!keys.has(p.key)) continue;
        const text = noticeText(p.notice, p.loan.language, url);
        if (p.loan.email) {
          mails.push({
            dedupeKey: `my-loan:${p.key}`,
            kind: "my-loan",
            to: p.loan.email,
            subject: text.subject,
            text: text.text,
            html: text.html,
          });
        }
        if (withSms) {
          sms.push({
            dedupeKey: `my-loan:${p.key}:sms`,
            kind: "my-loan",
            to: `+91${p.loan.phone}`,
            label: `My loan ${p.notice.kind} #${p.loan.id}`,
            message: text.sms,
          });
        }
      }
      await enqueueMail(trx, mails, now);
      await enqueueSms(trx, sms, now);
      return keys.size;
    });
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

type LoanQuery = ReturnType<typeof repoLoans>;

function repoLoans() {
  return getDb()
    .selectFrom("saved_loans")
    .selectAll()
    .where("rate_type", "=", "repo")
    .where("last_reset_on", "is not", null)
    .where("reset_every_months", "is not", null);
}

/**
 * Reads the loans `narrow` selects in batches of BATCH by id, calls `each` with every batch, and
 * gives the event loop a turn between batches. Stops early when `signal` aborts; returns whether
 * it went through every loan.
 */
async function inBatches(
  narrow: (query: LoanQuery) => LoanQuery,
  each: (loans: LoanRow[]) => Promise<void>,
  signal?: AbortSignal,
): Promise<boolean> {
  let after = 0;
  for (;;) {
    if (signal?.aborted) return false;
    const loans = await narrow(repoLoans())
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (loans.length === 0) return true;
    after = loans[loans.length - 1]?.id ?? after;
    await each(loans);
    await yieldToRequests();
  }
}

/**
 * One sweep: every message owed now is queued once. Returns how many notices this call claimed.
 * Safe to run on several instances at once. It reads only the loans it may have something to tell
 * (migration 028), so at 100,000 saved loans a sweep with nothing new reads next to nothing:
 * 1. loans whose next reset is not worked out yet or has passed: worked out again, and told;
 * 2. loans whose next reset is 15 days or less away and not told yet: told (reset_due, and a new
 *    rate that changes it);
 * 3. when a repo rate was added within the window and no sweep has been through every loan for
 *    it: every repo loan, then the rate is marked done (benchmark_sweeps).
 */
export async function sweepNotices(now: Date = new Date(), signal?: AbortSignal): Promise<number> {
  const db = getDb();
  const repo = (
    await db
      .selectFrom("benchmarks")
      .select(["id", "rate", "effective_from", "created_at"])
      .where("name", "=", "repo")
      .execute()
  ).map((r) => ({ ...r, rate: Number(r.rate) }));
  const today = istToday(now.getTime());
  let told = 0;
  const tellOwed = async (loans: LoanRow[]) => {
    const pending = loans.flatMap((l) => owedNotices(l, repo, today, now.getTime()));
    if (pending.length > 0) told += await tell(pending, now);
  };

  // 1. A reset not worked out yet (a new loan) or passed: its next one, then what it is owed.
  await inBatches(
    (q) =>
      q.where((eb) => eb.or([eb("next_reset_on", "is", null), eb("next_reset_on", "<=", today)])),
    async (loans) => {
      const moved = loans.map((l) => ({
        ...l,
        next_reset_on: nextResetOn(l.last_reset_on as string, Number(l.reset_every_months), today),
      }));
      // One UPDATE per date, not per loan: a batch's loans share a few reset dates.
      const byDate = new Map<string, number[]>();
      for (const l of moved)
        byDate.set(l.next_reset_on, [...(byDate.get(l.next_reset_on) ?? []), l.id]);
      await db.transaction().execute(async (trx) => {
        for (const [date, ids] of byDate)
          await trx
            .updateTable("saved_loans")
            .set({ next_reset_on: date })
            .where("id", "in", ids)
            .execute();
      });
      await tellOwed(moved);
    },
    signal,
  );

  // 2. A reset 15 days or less away that has no notice yet.
  const resetKey = sql<string>`'reset:' || cast(${sql.ref("saved_loans.id")} as text) || ':' || ${sql.ref("saved_loans.next_reset_on")}`;
  await inBatches(
    (q) =>
      q
        .where("next_reset_on", "<=", addDays(today, RESET_DUE_DAYS))
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("my_loan_notices")
                .select("my_loan_notices.id")
                .where("my_loan_notices.key", "=", resetKey),
            ),
          ),
        ),
    tellOwed,
    signal,
  );

  // 3. A new repo rate that no sweep has finished with: every repo loan once.
  const swept = new Set(
    (await db.selectFrom("benchmark_sweeps").select("benchmark_id").execute()).map((r) =>
      Number(r.benchmark_id),
    ),
  );
  const fresh = repo.filter(
    (b) => !swept.has(b.id) && now.getTime() - Date.parse(b.created_at) <= BENCHMARK_WINDOW_MS,
  );
  if (fresh.length > 0 && (await inBatches((q) => q, tellOwed, signal))) {
    await db
      .insertInto("benchmark_sweeps")
      .values(fresh.map((b) => ({ benchmark_id: b.id, finished_at: now.toISOString() })))
      .onConflict((oc) => oc.column("benchmark_id").doNothing())
      .execute();
  }
  return told;
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Starts a sweep now (a new rate, a new loan) unless this process runs one already; then another
 * runs after it when `repeat` is set, since the running one may have read the benchmarks before
 * the new row. One sweep at a time per process: the scheduled job joins a running one rather than
 * going through the same loans beside it.
 */
function startSweep(reason: string, { repeat, signal }: { repeat: boolean; signal?: AbortSignal }) {
  if (running) {
    if (repeat) again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        const told = await sweepNotices(new Date(), signal);
        if (told > 0) log("info", "my-loan notices queued", { told, reason });
      } catch (error) {
        log("error", "my-loan notices failed", { error: String(error), reason });
      }
    } while (again && !signal?.aborted);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The my-loan-notices job (server/jobs.ts): a sweep, or the one this process is running. */
export function runNoticesJob(signal?: AbortSignal): Promise<void> {
  return startSweep("job", { repeat: false, signal });
}

/** After a new benchmark: tell the loans it changes without waiting for the minute's job. */
export function startBenchmarkNotices(): void {
  void startSweep("benchmark", { repeat: true });
}

/** After a new loan: a reset 15 days or less away is told at once. */
export function startResetNotices(): void {
  void startSweep("saved-loan", { repeat: true });
}

/** Waits for a sweep this process started (tests, shutdown). */
export async function settleNotices(): Promise<void> {
  await running;
}
