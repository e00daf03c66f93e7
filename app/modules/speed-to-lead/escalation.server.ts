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

/** Still new, never answered nor escalated: the job's read and its UPDATE test the same. */
const STILL_WAITING = sql<boolean>`coalesce(escalated_at, first_response_at) is null and status || '' = 'new'`;

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
    .where(STILL_WAITING)
    .where("first_response_due_at", "<=", at)
    .orderBy("first_response_due_at")
    .limit(BATCH);
}

/**
 * One transaction a run: a single conditional UPDATE takes every enquiry of the batch that still
 * waits, and the mails of those it took are queued with it. (One transaction per enquiry made a
 * morning's backlog of 200 overdue leads 200 commits and 200 runs of the table's triggers, and
 * every request waited beside them: issue 40.)
 */
async function escalateKind(subject: EnquiryKind, now: Date): Promise<number> {
  const table = ENQUIRY_TABLES[subject];
  const at = now.toISOString();
  const due = await overdueEnquiries(subject, at).execute();
  if (due.length === 0) return 0;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .updateTable(table)
        .set({ escalated_at: at })
        .where(
          "id",
          "in",
          due.map((row) => Number(row.id)),
        )
        .where(STILL_WAITING)
        // A note is a first response even if it came by a path that did not stamp one.
        .where(
          sql<boolean>`not exists (select 1 from work_notes where subject_type = ${subject} and subject_id = ${sql.ref(`${table}.id`)})`,
        )
        .returning("id")
        .execute();
      const takenIds = new Set(taken.map((row) => Number(row.id)));
      const team = notifyEmail();
      if (team) {
        const url = publicUrl();
        await enqueueMail(
          trx,
          due
            .filter((row) => takenIds.has(Number(row.id)))
            .map((row) => ({
              ...escalationMail(
                subject,
                {
                  id: Number(row.id),
                  reference: row.reference,
                  created_at: row.created_at,
                  due_at: row.first_response_due_at as string,
                },
                url,
              ),
              dedupeKey: `${subject}:${row.id}:escalated`,
              kind: "escalation" as const,
              to: team,
            })),
          // Queued for the outbox's own clock (now, for real): the job's clock decides what is
          // overdue, not when the mail may go.
        );
      }
      return takenIds.size;
    });
}
