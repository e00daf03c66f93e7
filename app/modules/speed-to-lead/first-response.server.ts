// The first-response clock on the record (docs/product/speed-to-lead.md "First response"): the due
// time set when a lead or callback request is stored, and the first response (the first note, or
// the first status change from new) stamped once.

import { type Expression, type Kysely, sql, type Transaction } from "kysely";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import type { Database } from "../../db/schema.ts";
import type { LeadStatus } from "../../domain/enums.ts";
import {
  addBusinessMinutes,
  DEFAULT_FIRST_RESPONSE_MINUTES,
} from "../../domain/speed-to-lead/business-hours.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** FIRST_RESPONSE_MINUTES (default 15): business minutes allowed before an escalation. */
export function firstResponseMinutes(): number {
  const n = Number(process.env.FIRST_RESPONSE_MINUTES);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_FIRST_RESPONSE_MINUTES;
}

/** When the first response to an enquiry arriving at `arrival` is due, as stored. */
export function firstResponseDueAt(arrival: Date): string {
  return addBusinessMinutes(arrival, firstResponseMinutes()).toISOString();
}

/**
 * The value of `first_response_at` in the UPDATE that sets a status: stamped when the status
 * moves away from new and nothing was stamped before (the columns on the right are read before
 * the row changes, on both engines).
 */
export function firstResponseOnStatus(status: LeadStatus, at: string): Expression<string | null> {
  if (status === "new") return sql<string | null>`first_response_at`;
  return sql<
    string | null
  >`case when first_response_at is null and status = 'new' then ${at} else first_response_at end`;
}

/** A note was added: the first response, unless one came before. */
export async function stampFirstResponse(
  db: Executor,
  subject: EnquiryKind,
  id: number,
  at: string,
): Promise<void> {
  await db
    .updateTable(ENQUIRY_TABLES[subject])
    .set({ first_response_at: at })
    .where("id", "=", id)
    .where("first_response_at", "is", null)
    .execute();
}
