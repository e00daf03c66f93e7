import { type Kysely, sql } from "kysely";

// The language of the site an enquiry came from (DECISIONS.md 11): "en" or "hi". The borrower's
// confirmation e-mail is written in it, and the team sees it on the lead, so that a Hindi reader
// is answered and called in Hindi. Existing leads came from the English site, hence the default.
// A constant default means no row is rewritten on either engine; each reads the table once to
// test the check against the rows already there.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("language", "text", (col) =>
      col.notNull().defaultTo("en").check(sql`language in ('en', 'hi')`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("eligibility_applications").dropColumn("language").execute();
}
