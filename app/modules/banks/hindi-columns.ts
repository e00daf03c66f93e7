// The banks table's Hindi columns (migration 010). They are declared here, beside the bank module
// that reads and writes them, and joined to the shared Database type for the queries that use them.
import type { Kysely, Selectable } from "kysely";
import type { BanksTable, Database } from "../../db/schema.ts";

export interface BankHindiColumns {
  description_hi: string | null;
  purpose_hi: string | null;
  interest_rate_hi: string | null;
  max_loan_hi: string | null;
  tenure_hi: string | null;
  eligibility_hi: string | null;
  payment_charges_hi: string | null;
  processing_fee_hi: string | null;
  /** JSON array of strings, or null */
  pros_hi: string | null;
  /** JSON array of strings, or null */
  cons_hi: string | null;
  /** JSON array of strings, or null */
  documentation_hi: string | null;
}

export type BanksWithHindiTable = BanksTable & BankHindiColumns;
export type BankRowWithHindi = Selectable<BanksWithHindiTable>;
export type BanksDatabase = Omit<Database, "banks"> & { banks: BanksWithHindiTable };

/** The same connection, typed with the Hindi columns of the banks table. */
export function banksDb(db: Kysely<Database>): Kysely<BanksDatabase> {
  return db as unknown as Kysely<BanksDatabase>;
}
