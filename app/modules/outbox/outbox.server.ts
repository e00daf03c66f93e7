// The mail outbox (docs/product/team.md "Notifications and the outbox",
// docs/decisions/012-mail-outbox.md). Mail is written as a row in the same transaction as what
// caused it (a lead, an assignment) and delivered by a worker that retries with exponential
// backoff, so an SMTP outage delays mail and loses none.
//
// The send marker: before talking to the SMTP server the worker sets `status = 'sending'`
// (a conditional UPDATE, so one worker wins a row); the server's acceptance sets `sent`, a failure
// puts it back to `pending` with the error and the next attempt time. A crash between the two
// leaves `sending`: that mail may or may not have gone, so it is not sent again on its own (a
// second copy is the worse outcome); it shows as failing with "interrupted" and an admin can
// "Retry now". A clean stop (SIGTERM) never interrupts a send: the worker stops between rows.

import type { Kysely, Transaction } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import type { MailContent } from "../../domain/team/mail.ts";
import {
  backoffMs,
  type DeliveryChannel,
  deliverDue,
  type OutboxRow,
  queueMessages,
  recordFailure,
  retryBaseMs,
} from "./delivery.server.ts";
import { getTransport, mailConfigured, mailFrom } from "./transport.server.ts";

export { backoffMs, type OutboxRow };

type Executor = Kysely<Database> | Transaction<Database>;

export const INTERRUPTED = "Interrupted while sending (the app stopped); not resent automatically.";

export interface NewMail extends MailContent {
  /** Unique per mail: `lead:12:team`, `lead:12:confirm`, `lead:12:assign:3:<time>` */
  dedupeKey: string;
  kind:
    | "new-lead"
    | "confirmation"
    | "assignment"
    | "new-callback"
    | "loan-file"
    | "grievance"
    | "escalation"
    | "my-loan";
  to: string;
}

/** Queues mail inside the caller's transaction; a key already queued is left as it is. */
export async function enqueueMail(db: Executor, mails: NewMail[], now = new Date()) {
  if (mails.length === 0) return;
  const at = now.toISOString();
  const queued = mails.map((m) => ({
    dedupe_key: m.dedupeKey,
    kind: m.kind,
    recipient: m.to,
    subject: m.subject,
    body_text: m.text,
    body_html: m.html,
  }));
  await queueMessages(db, queued, at, at);
}

/** Where the team's notifications go; unset means no team mail is queued. */
export function notifyEmail(): string | null {
  return process.env.NOTIFY_EMAIL?.trim() || null;
}

export function publicUrl(): string {
  return (process.env.PUBLIC_URL ?? "").replace(/\/$/, "");
}

/** Pending mail: the outbox depth (issue 14's /metrics reads it). */
/**
 * Every status but "sent", named: each is a range of the (status, next_attempt_at) index, where
 * `status != 'sent'` read the whole table, every mail ever sent, on every /metrics scrape (30–50 ms
 * beside the sends of a million leads, issue 40).
 */
const UNSENT = ["pending", "sending", "interrupted"] as const;

export async function outboxDepth(): Promise<number> {
  const row = await getDb()
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "in", [...UNSENT])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One worker run: sends every due mail, oldest first, until none is due or `signal` aborts
 * (delivery.server.ts). Returns how many were sent.
 */
export async function deliverDueMail(
  signal?: AbortSignal,
  now = () => new Date(),
): Promise<number> {
  const transport = getTransport();
  if (!transport) return 0;
  const base = retryBaseMs();
  const mail: DeliveryChannel = {
    channel: "email",
    // Reach the server before marking anything: while it is down no row is put in doubt (a crash
    // during a refused connection would otherwise leave a mail "interrupted" that never left).
    async ready(due, at) {
      try {
        await transport.verify();
        return true;
      } catch (error) {
        await recordFailure(mail, due, error, at);
        return false;
      }
    },
    async send(row) {
      await transport.sendMail({
        from: mailFrom(),
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        headers: { "X-GharSetu-Outbox": row.dedupe_key },
      });
    },
    retryAt: (attempts, at) => new Date(at.getTime() + backoffMs(attempts, base)),
  };
  return deliverDue(mail, signal, now);
}

/**
 * At start: rows left `sending` by a crash are in doubt. They are not sent again on their own;
 * they become failing with INTERRUPTED, and wait for an admin's "Retry now".
 */
export async function markInterruptedSends(): Promise<number> {
  const result = await getDb()
    .updateTable("mail_outbox")
    .set({ status: "interrupted", sending_since: null, last_error: INTERRUPTED })
    .where("status", "=", "sending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** "Retry now": due at once, whatever its backoff or in-doubt state said. */
export async function retryMailNow(id: number, now = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const result = await getDb()
    .updateTable("mail_outbox")
    .set({ status: "pending", next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["pending", "interrupted"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type OutboxState = "sent" | "waiting" | "failing";

export function outboxState(row: Pick<OutboxRow, "status" | "last_error">): OutboxState {
  if (row.status === "sent") return "sent";
  return row.last_error ? "failing" : "waiting";
}

export async function listOutbox(
  limit = 100,
): Promise<{ rows: OutboxRow[]; counts: Record<OutboxState, number>; configured: boolean }> {
  const db = getDb();
  const count = (state: OutboxState) => {
    let query = db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll().as("count"));
    if (state === "sent") query = query.where("status", "=", "sent");
    else {
      query = query
        .where("status", "!=", "sent")
        .where("last_error", state === "failing" ? "is not" : "is", null);
    }
    return query.executeTakeFirstOrThrow().then((r) => Number(r.count));
  };
  const [rows, sent, waiting, failing] = await Promise.all([
    db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(limit).execute(),
    count("sent"),
    count("waiting"),
    count("failing"),
  ]);
  const counts: Record<OutboxState, number> = { sent, waiting, failing };
  return { rows, counts, configured: mailConfigured() };
}
