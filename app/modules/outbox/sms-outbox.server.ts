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
import { smsProvider, verificationOffered } from "../otp/sms.server.ts";
import { backoffMs, deliverDue, queueMessages, retryBaseMs } from "./delivery.server.ts";

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewSms {
  /** Unique per message, like a mail's: the step's key and `:sms`. */
  dedupeKey: string;
  kind: "loan-file" | "my-loan";
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
  const queued = messages.map((m) => ({
    channel: "sms" as const,
    dedupe_key: m.dedupeKey,
    kind: m.kind,
    recipient: m.to,
    subject: m.label,
    body_text: m.message,
    body_html: "",
  }));
  await queueMessages(db, queued, due, at);
}

/**
 * One worker run for SMS: sends every due row, oldest first, while the hours are open
 * (delivery.server.ts). Returns how many were sent. Without a provider nothing is sent; the rows
 * wait.
 */
export async function deliverDueSms(signal?: AbortSignal, now = () => new Date()): Promise<number> {
  let provider: ReturnType<typeof smsProvider>;
  try {
    provider = smsProvider();
  } catch {
    return 0;
  }
  if (!provider) return 0;
  const send = provider.send.bind(provider);
  const hours = smsHours();
  const base = retryBaseMs();
  return deliverDue(
    {
      channel: "sms",
      async ready(due, at) {
        if (withinSmsHours(at, hours)) return true;
        // Queued inside the hours but reached after they closed (a backlog, an outage): held again.
        await getDb()
          .updateTable("mail_outbox")
          .set({ next_attempt_at: nextSmsTime(at, hours).toISOString() })
          .where(
            "id",
            "in",
            due.map((r) => r.id),
          )
          .where("status", "=", "pending")
          .execute();
        return false;
      },
      send: (row) => send({ to: row.recipient, message: row.body_text }),
      // A retry that falls outside the hours waits for them to open.
      retryAt: (attempts, at) =>
        nextSmsTime(new Date(at.getTime() + backoffMs(attempts, base)), hours),
    },
    signal,
    now,
  );
}
