// The send loop that mail and SMS share (docs/decisions/012-mail-outbox.md, ADR 026): due rows of
// one channel, oldest first, in batches; each claimed by a conditional UPDATE (the send marker:
// only the worker whose UPDATE changed the row sends it), marked sent after the send, or put back
// to pending with the error and a backoff. A channel says only what differs: whether a batch may
// go now, how one row is sent, and when a failed row is tried again.

import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database, MailOutboxTable } from "../../db/schema.ts";
import { log } from "../../utils/log.server.ts";

export type OutboxRow = Selectable<MailOutboxTable>;

/** What a new row of the outbox says: the channel (mail when absent), its key, whom and what. */
export type QueuedMessage = Pick<
  Insertable<MailOutboxTable>,
  "channel" | "dedupe_key" | "kind" | "recipient" | "subject" | "body_text" | "body_html"
>;

/**
 * Queues messages inside the caller's transaction, pending and first due at `dueAt`; a key
 * already queued is left as it is, so a replay queues nothing twice.
 */
export async function queueMessages(
  db: Kysely<Database> | Transaction<Database>,
  messages: QueuedMessage[],
  dueAt: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values(
      messages.map((m) => ({
        ...m,
        status: "pending",
        attempts: 0,
        next_attempt_at: dueAt,
        last_error: null,
        sending_since: null,
        sent_at: null,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
}

export interface DeliveryChannel {
  channel: OutboxRow["channel"];
  /**
   * Before a batch: false ends this run and sends nothing (mail cannot reach its server; SMS found
   * the sending hours closed). The channel puts the batch back as it sees fit.
   */
  ready(due: OutboxRow[], now: Date): Promise<boolean>;
  send(row: OutboxRow): Promise<void>;
  /** When a row that has now failed `attempts` times is tried again. */
  retryAt(attempts: number, now: Date): Date;
}

/** MAIL_RETRY_BASE_MS, the first retry delay of both channels. */
export function retryBaseMs(): number {
  const n = Number(process.env.MAIL_RETRY_BASE_MS);
  return Number.isFinite(n) && n > 0 ? n : 30_000;
}

/** Delay before attempt n+1 after n failures: base·2^(n-1), capped (30 s, 1 min, … 1 h). */
export function backoffMs(attempts: number, baseMs = 30_000, maxMs = 3_600_000): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), maxMs);
}

/**
 * One worker run of a channel: sends every due row, oldest first, until none is due, the channel
 * is not ready or `signal` aborts (checked between rows, never during a send). Returns how many
 * were sent.
 */
export async function deliverDue(
  ch: DeliveryChannel,
  signal?: AbortSignal,
  now = () => new Date(),
): Promise<number> {
  const db = getDb();
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const due = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("channel", "=", ch.channel)
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now().toISOString())
      .orderBy("id", "asc")
      .limit(20)
      .execute();
    if (due.length === 0 || !(await ch.ready(due, now()))) return sent;
    for (const row of due) {
      if (signal?.aborted) return sent;
      const claimed = await db
        .updateTable("mail_outbox")
        .set({ status: "sending", sending_since: now().toISOString(), attempts: row.attempts + 1 })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await ch.send(row);
        await db
          .updateTable("mail_outbox")
          .set({
            status: "sent",
            sent_at: now().toISOString(),
            sending_since: null,
            last_error: null,
          })
          .where("id", "=", row.id)
          .execute();
        sent++;
      } catch (error) {
        await recordFailure(ch, [row], error, now());
        // The server or provider is likely down: the rest waits for the next run.
        return sent;
      }
    }
  }
}

/** A failed attempt: back to pending with the error, next try when the channel says. */
export async function recordFailure(
  ch: DeliveryChannel,
  rows: OutboxRow[],
  error: unknown,
  now: Date,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  for (const row of rows) {
    // `row` is as read before this attempt: the attempt itself makes one more.
    const attempts = row.attempts + 1;
    await getDb()
      .updateTable("mail_outbox")
      .set({
        status: "pending",
        attempts,
        sending_since: null,
        last_error: message,
        next_attempt_at: ch.retryAt(attempts, now).toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "in", ["pending", "sending"])
      .execute();
  }
  log("warn", `${ch.channel === "sms" ? "sms" : "mail"} delivery failed`, {
    rows: rows.length,
    error: message,
  });
}
