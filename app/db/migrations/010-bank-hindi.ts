import type { Kysely } from "kysely";

// The Hindi text of a bank's free-text fields (docs/product/pages.md "Hindi", issue 15): nullable,
// so a bank without Hindi keeps showing its English on /hi pages. Lists (pros, cons, documentation)
// are JSON arrays of strings like their English columns. The seed fills them for the ten seeded
// banks (app/db/seed-banks-hi.ts); admins edit them at /admin/banks/{slug}.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export const BANK_HINDI_COLUMNS = [
  "description_hi",
  "purpose_hi",
  "interest_rate_hi",
  "max_loan_hi",
  "tenure_hi",
  "eligibility_hi",
  "payment_charges_hi",
  "processing_fee_hi",
  "pros_hi",
  "cons_hi",
  "documentation_hi",
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of BANK_HINDI_COLUMNS) {
    await db.schema.alterTable("banks").addColumn(column, "text").execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of [...BANK_HINDI_COLUMNS].reverse()) {
    await db.schema.alterTable("banks").dropColumn(column).execute();
  }
}
