// Escalation (docs/product/speed-to-lead.md "First response"): a lead or callback request still
// new, with no note, past its first response's due time is escalated once: `escalated_at` is set
// and a mail naming it goes to NOTIFY_EMAIL through the outbox. Run by the one-at-a-time job
// runner (server/jobs.ts, docs/decisions/016-one-runner-readiness-and-startup.md), with the clock
// passed in. "Once" holds three times over: the runner's lock (one instance at a time), the
// conditional UPDATE (only a row not yet escalated is taken, so a second run finds nothing), and
// the mail's dedupe key (`lead:12:escalated`), which the outbox never queues twice.

import { sql } from "kysely";
import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import { escalationMail } from "../../domain/speed-to-lead/escalation-mail.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { enqueueMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";

/** At most this many per kind and run; the next run takes the rest. */
const BATCH = 200;

export interface EscalationResult {
  lead: number;
  callback: number;
}

export async function escalateOverdue(now: Date = new Date()): Promise<EscalationResult> {
  return {
    lead: await escalateKind("lead", now),
    callback: await escalateKind("callback", now),
  };
}

/**
 * The enquiries of one kind the job takes now: still new, never answered nor escalated, due before
 * `at`; the oldest due first. Its condition is migration 032's partial index's, word for word, so
 * that both engines read that index (a short range however many leads there are) rather than one
 * on `status` or `first_response_at`, every lead still new or unanswered
 * (app/db/migrations/032-overdue-enquiries.ts).
 */
export function overdueEnquiries(subject: EnquiryKind, at: string) {
  return getDb()
    .selectFrom(ENQUIRY_TABLES[subject])
    .select(["id", "reference", "created_at", "first_response_due_at"])
    .where(sql<boolean>`coalesce(escalated_at, first_response_at) is null and status || '' = 'new'`)
    .where("first_response_due_at", "<=", at)
    .orderBy("first_response_due_at")
    .limit(BATCH);
}

async function escalateKind(subject: EnquiryKind, now: Date): Promise<number> {
  const table = ENQUIRY_TABLES[subject];
  const at = now.toISOString();
  const db = getDb();
  const due = await overdueEnquiries(subject, at).execute();
  let escalated = 0;
  for (const row of due) {
    const id = Number(row.id);
    const taken = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable(table)
        .set({ escalated_at: at })
        .where("id", "=", id)
        .where("escalated_at", "is", null)
        .where("first_response_at", "is", null)
        .where("status", "=", "new")
        // A note is a first response even if it came by a path that did not stamp one.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("work_notes")
                .select("work_notes.id")
                .where("subject_type", "=", subject)
                .where("subject_id", "=", id),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      const team = notifyEmail();
      if (team) {
        await enqueueMail(
          trx,
          [
            {
              ...escalationMail(
                subject,
                {
                  id,
                  reference: row.reference,
                  created_at: row.created_at,
                  due_at: row.first_response_due_at as string,
                },
                publicUrl(),
              ),
              dedupeKey: `${subject}:${id}:escalated`,
              kind: "escalation",
              to: team,
            },
          ],
          // Queued for the outbox's own clock (now, for real): the job's clock decides what is
          // overdue, not when the mail may go.
        );
      }
      return true;
    });
    if (taken) escalated++;
  }
  return escalated;
}
