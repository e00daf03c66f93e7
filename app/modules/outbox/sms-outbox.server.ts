// SMS through the outbox (ADR 026): the borrower's loan-file notices are rows of mail_outbox with
// channel 'sms', written in the same transaction as the move they tell of, under the step's unique
// key. The same send marker as mail (outbox.server.ts): a row is claimed by a conditional UPDATE,
// a crash mid-send leaves it "sending" for an admin to judge, never sent twice on its own. An SMS
// waits for the sending hours (09:00–21:00 IST unless SMS_SEND_HOURS says otherwise): its
// next_attempt_at is the not-before time, set when it is queued and again whenever a run finds the
// hours closed or a failure pushes the retry past them.

import type { Kysely, Transaction } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import {
  DEFAULT_SMS_HOURS,
  nextSmsTime,
  parseSmsHours,
  type SmsHours,
  withinSmsHours,
} from "../../domain/outbox/sms-hours.ts";
import { log } from "../../utils/log.server.ts";
import { smsProvider, verificationOffered } from "../otp/sms.server.ts";
import { backoffMs, type OutboxRow } from "./outbox.server.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewSms {
  /** Unique per message, like a mail's: the step's key and `:sms`. */
  dedupeKey: string;
  kind: "loan-file";
  /** E.164: +91 and the 10 digits. */
  to: string;
  /** A few words for the admin's outbox list (no personal data). */
  label: string;
  message: string;
}

/** SMS_SEND_HOURS="09:00-21:00" (IST); an unreadable value keeps the default. */
export function smsHours(): SmsHours {
  const text = process.env.SMS_SEND_HOURS;
  return (text && parseSmsHours(text)) || DEFAULT_SMS_HOURS;
}

/** Whether SMS notices are queued at all: only when a provider is configured. */
export function smsConfigured(): boolean {
  return verificationOffered();
}

/** Queues SMS inside the caller's transaction, each due when the sending hours next open. */
export async function enqueueSms(db: Executor, messages: NewSms[], now = new Date()) {
  if (messages.length === 0) return;
  const at = now.toISOString();
  const due = nextSmsTime(now, smsHours()).toISOString();
  await db
    .insertInto("mail_outbox")
    .values(
      messages.map((m) => ({
        channel: "sms" as const,
        dedupe_key: m.dedupeKey,
        kind: m.kind,
        recipient: m.to,
        subject: m.label,
        body_text: m.message,
        body_html: "",
        status: "pending",
        attempts: 0,
        next_attempt_at: due,
        last_error: null,
        sending_since: null,
        sent_at: null,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
}

function numberEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * One worker run for SMS: sends every due row, oldest first, while the hours are open. Returns
 * how many were sent. Without a provider nothing is sent; the rows wait.
 */
export async function deliverDueSms(signal?: AbortSignal, now = () => new Date()): Promise<number> {
  let provider: ReturnType<typeof smsProvider>;
  try {
    provider = smsProvider();
  } catch {
    return 0;
  }
  if (!provider) return 0;
  const db = getDb();
  const hours = smsHours();
  const base = numberEnv("MAIL_RETRY_BASE_MS", 30_000);
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const due = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("channel", "=", "sms")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now().toISOString())
      .orderBy("id", "asc")
      .limit(20)
      .execute();
    if (due.length === 0) return sent;
    if (!withinSmsHours(now(), hours)) {
      // Queued inside the hours but reached after they closed (a backlog, an outage): held again.
      await db
        .updateTable("mail_outbox")
        .set({ next_attempt_at: nextSmsTime(now(), hours).toISOString() })
        .where(
          "id",
          "in",
          due.map((r) => r.id),
        )
        .where("status", "=", "pending")
        .execute();
      return sent;
    }
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
        await provider.send({ to: row.recipient, message: row.body_text });
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
        await recordSmsFailure(row, error, now(), base, hours);
        return sent;
      }
    }
  }
}

async function recordSmsFailure(
  row: OutboxRow,
  error: unknown,
  now: Date,
  base: number,
  hours: SmsHours,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const attempts = row.attempts + 1;
  const retryAt = nextSmsTime(new Date(now.getTime() + backoffMs(attempts, base)), hours);
  await getDb()
    .updateTable("mail_outbox")
    .set({
      status: "pending",
      attempts,
      sending_since: null,
      last_error: message,
      next_attempt_at: retryAt.toISOString(),
    })
    .where("id", "=", row.id)
    .where("status", "in", ["pending", "sending"])
    .execute();
  log("warn", "sms delivery failed", { error: message });
}
