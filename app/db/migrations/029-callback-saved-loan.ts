import type { Kysely } from "kysely";

// "Ask about moving this loan" (docs/product/my-loan.md "Pages"): the callback request it makes
// names the saved loan, so the team calls knowing which loan to move. No foreign key: the request
// is the team's work and outlives the loan, which the borrower or the retention job may erase; the
// team then reads that the loan is gone. (028 is another change's.)
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("callback_requests").addColumn("saved_loan_id", "integer").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("callback_requests").dropColumn("saved_loan_id").execute();
}
