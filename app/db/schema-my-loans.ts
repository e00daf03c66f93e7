// My loan (migration 027, docs/product/my-loan.md): the repo rate's history, the loans borrowers
// saved, and the messages told about them, apart from schema.ts so that each schema file stays one
// screenful of a subject.

import type { ColumnType, Generated } from "kysely";

/** A nullable column an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface BenchmarksTable {
  id: Generated<number>;
  name: "repo";
  rate: number;
  effective_from: string;
  source_url: string;
  created_at: string;
  created_by: Optional<string>;
}

export interface SavedLoansTable {
  id: Generated<number>;
  /** The 10 digits of the Indian mobile verified by OTP. */
  phone: string;
  email: Optional<string>;
  /** A bank's slug, or 'other' with lender_name. */
  bank: string;
  lender_name: Optional<string>;
  rate_type: "repo" | "other";
  current_rate: number;
  last_reset_on: Optional<string>;
  reset_every_months: Optional<number>;
  outstanding: number;
  remaining_months: number;
  emi: Optional<number>;
  language: ColumnType<"en" | "hi", "en" | "hi" | undefined, "en" | "hi">;
  consent_at: string;
  consent_notice_version: string;
  created_at: string;
  /** A repo loan's next reset as the notices' sweep last worked it out; null until then. */
  next_reset_on: Optional<string>;
}

/** A repo rate whose messages a sweep has gone through every loan for (migration 028). */
export interface BenchmarkSweepsTable {
  benchmark_id: number;
  finished_at: string;
}

export interface MyLoanNoticesTable {
  id: Generated<number>;
  loan_id: number;
  /** `benchmark:<loan>:<benchmark>` or `reset:<loan>:<day>`; unique. */
  key: string;
  created_at: string;
}
