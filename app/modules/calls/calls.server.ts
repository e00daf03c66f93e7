// The team's call log (docs/product/borrower-view.md "Calls the team logs"): staff and admins log
// each attempt to reach a borrower with its outcome. The limits the site promises (3 attempts per
// lead per IST day, none outside 08:00–19:00 IST) are judged by app/domain/calls/limits.ts against
// the attempts already stored for that day, behind the lead's lock (records.server.ts), so two
// clicks at once cannot both be the third. A refused attempt stores nothing and so never counts.

import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { LeadCallsTable } from "../../db/schema-calls.ts";
import {
  CALL_MESSAGES,
  CALL_OUTCOMES,
  callRefusal,
  istDayRange,
  parseCall,
} from "../../domain/calls/limits.ts";
import { refuseNul } from "../../utils/form-guards.ts";
import type { Actor } from "../loan-file/bank-applications.server.ts";
import { lockLead } from "../loan-file/records.server.ts";

export const CALL_LEAD_MESSAGES = {
  notFound: "Application not found.",
  withdrawn: "The borrower withdrew consent: this lead may not be called.",
} as const;

/** A logged call as the API answers it and the lead's history shows it. */
export const callSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int().describe("The lead."),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  by: z.string().describe("The team member's e-mail."),
  at: z.iso.datetime(),
});
export type CallView = z.output<typeof callSchema>;

export type CallResult =
  | { ok: true; call: CallView }
  | { ok: false; status: 400 | 404 | 409; error: string; fields?: Record<string, string> };

type CallRow = Pick<
  LeadCallsTable,
  "application_id" | "outcome" | "note" | "actor_email" | "created_at"
> & { id: number };

const toView = (row: CallRow): CallView => ({
  id: Number(row.id),
  application_id: Number(row.application_id),
  outcome: row.outcome,
  note: row.note,
  by: row.actor_email,
  at: row.created_at,
});

/**
 * POST /api/eligibility-applications/{id}/calls and the lead page's buttons. The body first (400),
 * then the lead (404), then the rule (409 with its reason); admins are bound like staff.
 */
export async function logCall(
  leadId: number,
  input: unknown,
  actor: Actor,
  now: Date = new Date(),
): Promise<CallResult> {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) {
    return { ok: false, status: 404, error: CALL_LEAD_MESSAGES.notFound };
  }
  const refused = refuseNul(input);
  if (refused) return { ...refused, status: 400 };
  const parsed = parseCall(input);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  const { start, end } = istDayRange(now);
  const at = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx): Promise<CallResult> => {
      const lead = await lockLead(trx, leadId);
      if (!lead) return { ok: false, status: 404, error: CALL_LEAD_MESSAGES.notFound };
      if (lead.consent_withdrawn_at !== null) {
        return { ok: false, status: 409, error: CALL_LEAD_MESSAGES.withdrawn };
      }
      const { n } = await trx
        .selectFrom("lead_calls")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("application_id", "=", leadId)
        .where("created_at", ">=", start.toISOString())
        .where("created_at", "<", end.toISOString())
        .executeTakeFirstOrThrow();
      const refusal = callRefusal(Number(n), now);
      if (refusal) return { ok: false, status: 409, error: CALL_MESSAGES[refusal] };
      const row = await trx
        .insertInto("lead_calls")
        .values({
          application_id: leadId,
          outcome: parsed.data.outcome,
          note: parsed.data.note,
          by_user_id: actor.id,
          actor_email: actor.email,
          created_at: at,
        })
        .returning(["id", "application_id", "outcome", "note", "actor_email", "created_at"])
        .executeTakeFirstOrThrow();
      return { ok: true, call: toView(row) };
    });
}

/** A lead's calls, oldest first (the team's history and the borrower's ledger). */
export async function listCalls(leadId: number): Promise<CallView[]> {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return [];
  const rows = await getDb()
    .selectFrom("lead_calls")
    .select(["id", "application_id", "outcome", "note", "actor_email", "created_at"])
    .where("application_id", "=", leadId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toView);
}
