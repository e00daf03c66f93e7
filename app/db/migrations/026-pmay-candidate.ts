import { type Kysely, sql } from "kysely";

// The wizard's PMAY-U 2.0 hint on the lead (docs/product/calculators.md "The wizard's hint"):
// `pmay_candidate`, 1 when the answers allow the subsidy's limits the wizard can see, worked out
// by the server at intake. Leads stored before this migration get it from their stored answers
// by the rule as it stands here (the four incomes before the tax bracket's share up to
// ₹9,00,000, worth up to ₹35,00,000, borrowing up to ₹25,00,000, buying or building). The
// admin list and the API filter on it: its index ends in the list's order (created_at, id), as
// the other filters' do (migration 007, ADR 017), so a filtered page and its capped count walk
// the index instead of the table at a million leads.
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const INDEX = "eligibility_applications_pmay_created";

/** An amount as the result rule reads it: counted above 0 unless its question was "no". */
const counted = (flag: string | null, column: string) =>
  flag === null
    ? sql`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} else 0 end`
    : sql`case when coalesce(${sql.ref(flag)}, '') <> 'no' and ${sql.ref(column)} > 0 then ${sql.ref(column)} else 0 end`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("pmay_candidate", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update eligibility_applications set pmay_candidate = 1
    where loan_purpose in ('i''m buying', 'i''m building')
      and ${counted(null, "property_worth")} <= 3500000
      and ${counted(null, "borrow_amount")} <= 2500000
      and ${counted(null, "yearly_income")}
        + ${counted("earn_additional_income", "additional_income_amount")}
        + ${counted("receive_rental_income", "rental_income_amount")}
        + ${counted("receive_non_taxable_income", "non_taxable_income_amount")} <= 900000`.execute(
    db,
  );
  await db.schema
    .createIndex(INDEX)
    .on("eligibility_applications")
    .columns(["pmay_candidate", "created_at", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(INDEX).ifExists().execute();
  await db.schema.alterTable("eligibility_applications").dropColumn("pmay_candidate").execute();
}
