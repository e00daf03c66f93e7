import type { Generated, Selectable } from "kysely";
import type { BankApplicationFigures, Stage } from "../domain/loan-file/stages.ts";
import type { BankApplicationOfferColumns } from "./schema-offers.ts";

// The loan file's bank applications (migration 012, docs/decisions/026-the-loan-file.md): their
// tables, apart from schema.ts so that each schema file stays one screenful of a subject.

/**
 * One bank working a lead's file (migration 012): one per bank per lead. Its figures are the
 * columns of BankApplicationFigures; `disbursed_amount` is the sum of the tranches, which have a
 * table of their own.
 */
export interface BankApplicationsTable
  extends Omit<BankApplicationFigures, "tranches">,
    BankApplicationOfferColumns {
  id: Generated<number>;
  /** The lead (eligibility_applications.id). */
  application_id: number;
  bank_slug: string;
  stage: Stage;
  /** Why it was rejected or withdrawn. */
  reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface BankApplicationEventsTable {
  id: Generated<number>;
  bank_application_id: number;
  stage: Stage;
  /** The team member who made the move; null when the borrower decided. */
  by_user_id: number | null;
  created_at: string;
}

export interface BankApplicationTranchesTable {
  id: Generated<number>;
  bank_application_id: number;
  amount: number;
  /** YYYY-MM-DD */
  disbursed_on: string;
  /** The history event of the move that paid it. */
  event_id: number;
  created_at: string;
}

export type BankApplicationRecord = Selectable<BankApplicationsTable>;
