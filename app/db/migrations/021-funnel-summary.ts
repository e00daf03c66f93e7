import { type Kysely, sql } from "kysely";

// The funnel report (docs/product/speed-to-lead.md "The funnel report",
// docs/decisions/030-the-funnel-report-summary.md): a summary the job runner refreshes, one row
// per IST day and first-touch source, so a report over a year reads a few thousand rows at any
// number of leads. `funnel_refresh` remembers how far the refresh got; with no row there the next
// run rebuilds the whole summary (deleting it is the repair after writes behind the app's back).
// The two indexes let each refresh find the enquiries first answered since the last one without
// reading the tables.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const RESPONDED = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb): Promise<void> {
  const count = (name: string) => sql`${sql.ref(name)} integer not null default 0`;
  await sql`create table funnel_days (
    day text not null,
    source text not null,
    ${count("enquiries")},
    ${count("contacted")},
    ${count("approved_by_borrower")},
    ${count("logged_in")},
    ${count("sanctioned")},
    ${count("disbursed")},
    disbursed_amount double precision not null default 0,
    response_minutes text not null default '{}',
    primary key (day, source)
  )`.execute(db);
  await db.schema
    .createTable("funnel_refresh")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("refreshed_at", "text", (c) => c.notNull())
    .addColumn("built_at", "text", (c) => c.notNull())
    .addColumn("event_id", "integer", (c) => c.notNull())
    .execute();
  for (const table of RESPONDED) {
    await db.schema
      .createIndex(`${table}_first_response`)
      .on(table)
      .column("first_response_at")
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of RESPONDED) await db.schema.dropIndex(`${table}_first_response`).execute();
  await db.schema.dropTable("funnel_refresh").execute();
  await db.schema.dropTable("funnel_days").execute();
}
