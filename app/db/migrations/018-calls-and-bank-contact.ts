import type { Dialect } from "../db.server.ts";
import { type AnyDb, belongsTo, createTableWithId, indexOn, requiredText } from "./ddl.ts";

// The borrower's own view (docs/product/borrower-view.md):
// - lead_calls: each call attempt the team logs on a lead, with its outcome; the limits (3 a day,
//   08:00–19:00 IST) are counted from it by (application_id, created_at), and the borrower's
//   ledger lists it;
// - banks.notify_email: the bank's contact for GharSetu, mailed once when a borrower stops
//   sharing their file with the bank; null until an admin enters it;
// - an index on the access log by subject, so the ledger counts a lead's views without reading
//   the whole log.

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "lead_calls")
    .$call(belongsTo("application_id", "eligibility_applications"))
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("by_user_id", "integer")
    .$call(requiredText("actor_email", "created_at"))
    .execute();
  await indexOn(db, "lead_calls", "lead_time", ["application_id", "created_at"]);
  await db.schema.alterTable("banks").addColumn("notify_email", "text").execute();
  await indexOn(db, "access_log", "subject", ["subject_type", "subject_id", "action"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("access_log_subject").execute();
  await db.schema.alterTable("banks").dropColumn("notify_email").execute();
  await db.schema.dropTable("lead_calls").execute();
}
