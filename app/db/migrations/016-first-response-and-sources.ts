import type { Kysely } from "kysely";

// Speed to lead (docs/product/speed-to-lead.md): the first-response clock and where an enquiry came
// from. Both leads and callback requests carry the clock: when the first response is due (counted
// in business hours from arrival), when it happened (a note or a status change from new; the
// funnel report's "contacted" and its median minutes), and when the enquiry was escalated for
// waiting too long (once). Leads, callback requests and contact messages keep the first and the
// last touch as JSON text (utm_* fields, the referrer's host, the landing path), and the first
// touch's utm_source once more as a plain column so the funnel report can group by it.
// All nullable: rows from before have none, and an enquiry with no touch came direct.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const CLOCKED = ["eligibility_applications", "callback_requests"] as const;
const SOURCED = ["eligibility_applications", "callback_requests", "contact_messages"] as const;
const CLOCK_COLUMNS = ["first_response_due_at", "first_response_at", "escalated_at"] as const;
const SOURCE_COLUMNS = ["first_touch", "last_touch", "first_source"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of CLOCKED) {
    for (const column of CLOCK_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
    // The escalation job looks for enquiries still waiting whose due time has passed: a small
    // set, found through the due time alone.
    await db.schema
      .createIndex(`${table}_first_response_due`)
      .on(table)
      .column("first_response_due_at")
      .execute();
  }
  for (const table of SOURCED) {
    for (const column of SOURCE_COLUMNS) {
      await db.schema.alterTable(table).addColumn(column, "text").execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of CLOCKED) {
    await db.schema.dropIndex(`${table}_first_response_due`).execute();
    for (const column of CLOCK_COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  for (const table of SOURCED) {
    for (const column of SOURCE_COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
