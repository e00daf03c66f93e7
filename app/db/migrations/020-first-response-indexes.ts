import { type Kysely, sql } from "kysely";

// The first-response clock's reads at a million leads (docs/product/speed-to-lead.md "First
// response", ADR 017: an index for every filter the admin offers). All partial: each holds only the
// few rows its reader wants, however many leads there are.
// - `*_waiting_first_response`: enquiries not yet answered nor escalated, by due time: the
//   escalation job's "due before now" is a short range of it. (Migration 016's index on the due
//   time alone holds every enquiry ever answered too, all of them "due before now".)
// - `*_escalated_created`: the escalated-only list (`escalated=true`), newest first like every list.
// - `*_escalations_waiting`: the dashboard's "escalations waiting" (escalated, no first response).

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const TABLES = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .createIndex(`${table}_waiting_first_response`)
      .on(table)
      .columns(["first_response_due_at", "status"])
      .where(sql.raw<boolean>("escalated_at is null and first_response_at is null"))
      .execute();
    await db.schema
      .createIndex(`${table}_escalated_created`)
      .on(table)
      .columns(["created_at", "id"])
      .where(sql.raw<boolean>("escalated_at is not null"))
      .execute();
    await db.schema
      .createIndex(`${table}_escalations_waiting`)
      .on(table)
      .columns(["status"])
      .where(sql.raw<boolean>("escalated_at is not null and first_response_at is null"))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    for (const suffix of ["waiting_first_response", "escalated_created", "escalations_waiting"]) {
      await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
    }
  }
}
