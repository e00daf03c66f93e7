// The status of a lead or a callback request (docs/product/team.md "Working a lead"): new →
// contacted → converted / closed. Each change is stamped on the row with who made it and when, and
// added to the enquiry's dated history, which /track shows the borrower. Both kinds are worked
// with this one code, inside the caller's transaction.

import type { Kysely, Transaction } from "kysely";
import type { CallbackRequestRow, Database, EligibilityApplicationRow } from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import { firstResponseOnStatus } from "../speed-to-lead/first-response.server.ts";
import { SUBJECT_TABLES, type WorkSubject } from "./work.server.ts";

type Executor = Kysely<Database> | Transaction<Database>;
type SubjectRow = { lead: EligibilityApplicationRow; callback: CallbackRequestRow };

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Adds a status to the enquiry's history (lead_events or callback_events). */
export async function recordStatusEvent(
  db: Executor,
  subject: WorkSubject,
  id: number,
  status: LeadStatus,
  actorEmail: string,
  at: string,
): Promise<void> {
  const event = { status, actor_email: actorEmail, created_at: at };
  await (subject === "lead"
    ? db.insertInto("lead_events").values({ application_id: id, ...event })
    : db.insertInto("callback_events").values({ callback_id: id, ...event })
  ).execute();
}

/**
 * Moves the enquiry to `status`, set by `actorEmail` at `at`, and records it in its history. A
 * change from new is the first response (docs/product/speed-to-lead.md). Answers the updated row,
 * or undefined when there is no such row (and nothing was recorded).
 */
export async function changeStatus<S extends WorkSubject>(
  trx: Executor,
  subject: S,
  id: number,
  status: LeadStatus,
  actorEmail: string,
  at: string,
): Promise<SubjectRow[S] | undefined> {
  const table: (typeof SUBJECT_TABLES)[WorkSubject] = SUBJECT_TABLES[subject];
  const updated = await trx
    .updateTable(table)
    .set({
      status,
      status_updated_at: at,
      status_updated_by: actorEmail,
      first_response_at: firstResponseOnStatus(status, at),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) return undefined;
  await recordStatusEvent(trx, subject, id, status, actorEmail, at);
  return updated as SubjectRow[S];
}
