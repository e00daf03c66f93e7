import type { Generated } from "kysely";
import type { CallOutcome } from "../domain/calls/limits.ts";

/**
 * One call attempt the team logged on a lead (migration 018, docs/product/borrower-view.md "Calls
 * the team logs"). Refused attempts are never stored, so every row counts toward the day's limit.
 */
export interface LeadCallsTable {
  id: Generated<number>;
  /** The lead (eligibility_applications.id). */
  application_id: number;
  outcome: CallOutcome;
  note: string | null;
  by_user_id: number | null;
  /** Kept beside the id so the lead's history reads the same after the account changes. */
  actor_email: string;
  created_at: string;
}
