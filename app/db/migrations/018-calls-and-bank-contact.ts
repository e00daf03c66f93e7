import type { Kysely } from "kysely";
import type { Dialect } from "../db.server.ts";

// The borrower's own view (docs/product/borrower-view.md):
// - lead_calls: each call attempt the team logs on a lead, with its outcome; the limits (3 a day,
//   08:00–19:00 IST) are counted from it by (application_id, created_at), and the borrower's
//   ledger lists it;
// - banks.notify_email: the bank's contact for GharSetu, mailed once when a borrower stops
//   sharing their file with the bank; null until an admin enters it;
// - an index on the access log by subject, so the ledger counts a lead's views without reading
//   the whole log.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable("lead_calls");
  await (dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
  )
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("eligibility_applications.id").onDelete("cascade"),
    )
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("by_user_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_calls_lead_time")
    .on("lead_calls")
    .columns(["application_id", "created_at"])
    .execute();
  await db.schema.alterTable("banks").addColumn("notify_email", "text").execute();
  await db.schema
    .createIndex("access_log_subject")
    .on("access_log")
    .columns(["subject_type", "subject_id", "action"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("access_log_subject").execute();
  await db.schema.alterTable("banks").dropColumn("notify_email").execute();
  await db.schema.dropTable("lead_calls").execute();
}
