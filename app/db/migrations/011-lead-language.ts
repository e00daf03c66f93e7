import { type Kysely, sql } from "kysely";

// The language of the site an enquiry came from (docs/product/pages.md "Hindi", ADR 024): "en" or
// "hi", on leads and callback requests. The borrower's confirmation e-mail is written in it, and
// the team sees it, so that a Hindi reader is answered and called in Hindi. Existing enquiries came
// from the English site, hence the default.
// A constant default means no row is rewritten on either engine; each reads the table once to
// test the check against the rows already there.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const TABLES = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("language", "text", (col) =>
        col.notNull().defaultTo("en").check(sql`language in ('en', 'hi')`),
      )
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("language").execute();
}
