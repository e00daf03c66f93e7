// The status of a lead or a callback request (docs/product/team.md "Working a lead"): new →
// contacted → converted / closed. Each change is stamped on the row with who made it and when, and
// added to the enquiry's dated history, which /track shows the borrower. Both kinds are worked
// with this one code, inside the caller's transaction.

import type { Kysely, Selectable, Transaction } from "kysely";
import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import type {
  CallbackEventRow,
  CallbackRequestRow,
  Database,
  LeadEventsTable,
  LeadRow,
} from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { firstResponseOnStatus } from "../speed-to-lead/first-response.server.ts";
import type { ChangeRefused } from "./work.server.ts";

type Executor = Kysely<Database> | Transaction<Database>;
type SubjectRow = { lead: LeadRow; callback: CallbackRequestRow };

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Adds a status to the enquiry's history (lead_events or callback_events). */
export async function recordStatusEvent(
  db: Executor,
  subject: EnquiryKind,
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

/** Each kind's history (recordStatusEvent's rows): its table and the column naming the enquiry. */
const EVENT_TABLES = {
  lead: { table: "lead_events", key: "application_id" },
  callback: { table: "callback_events", key: "callback_id" },
} as const satisfies Record<EnquiryKind, { table: keyof Database; key: string }>;
type EventRow = { lead: Selectable<LeadEventsTable>; callback: CallbackEventRow };

/** The enquiry's status history, oldest first: the team's lead page and the borrower's /track. */
export async function statusEvents<S extends EnquiryKind>(
  db: Executor,
  subject: S,
  id: number,
): Promise<EventRow[S][]> {
  const { table, key }: (typeof EVENT_TABLES)[EnquiryKind] = EVENT_TABLES[subject];
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where(key, "=", id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows as EventRow[S][];
}

/**
 * Moves the enquiry to `status`, set by `actorEmail` at `at`, and records it in its history. A
 * change from new is the first response (docs/product/speed-to-lead.md). Answers the updated row,
 * or undefined when there is no such row (and nothing was recorded).
 */
export async function changeStatus<S extends EnquiryKind>(
  trx: Executor,
  subject: S,
  id: number,
  status: LeadStatus,
  actorEmail: string,
  at: string,
): Promise<SubjectRow[S] | undefined> {
  const table: (typeof ENQUIRY_TABLES)[EnquiryKind] = ENQUIRY_TABLES[subject];
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

/**
 * The team's status change of one enquiry (a lead's or a callback request's PATCH), in a
 * transaction of its own: a status that is not a lead status is refused with `messages.status` on
 * the `status` field, an id with no row with `messages.notFound`.
 */
export async function updateStatus<S extends EnquiryKind>(
  subject: S,
  id: number,
  status: unknown,
  actorEmail: string,
  now: Date,
  messages: { status: string; notFound: string },
): Promise<{ ok: true; row: SubjectRow[S] } | ChangeRefused> {
  if (!isLeadStatus(status)) {
    return { ok: false, error: messages.status, fields: { status: messages.status } };
  }
  const notFound = { ok: false, notFound: true, error: messages.notFound } as const;
  if (!Number.isSafeInteger(id) || id <= 0) return notFound;
  const row = await getDb()
    .transaction()
    .execute((trx) => changeStatus(trx, subject, id, status, actorEmail, now.toISOString()));
  return row ? { ok: true, row } : notFound;
}

/**
 * A kind's status PATCH (updateLeadStatus, updateCallbackStatus): updateStatus, answering the
 * changed row under the name that kind's answer gives it (a lead's `application`, a callback
 * request's `request`).
 */
export function statusPatch<S extends EnquiryKind, K extends string>(
  subject: S,
  key: K,
  messages: { status: string; notFound: string },
) {
  type Changed = { ok: true } & Record<K, SubjectRow[S]>;
  return async (
    id: number,
    status: unknown,
    actorEmail: string,
    now: Date = new Date(),
  ): Promise<Changed | ChangeRefused> => {
    const changed = await updateStatus(subject, id, status, actorEmail, now, messages);
    return changed.ok ? ({ ok: true, [key]: changed.row } as Changed) : changed;
  };
}
