import type { Dialect } from "../db.server.ts";
import { type AnyDb, addColumnTo, createTableWithId, indexOn, requiredText } from "./ddl.ts";

// docs/product/team.md "Working a lead", the team's side: assignment and follow-up on leads, notes
// keyed by subject (so callback requests can be worked the same way), the mail outbox, the access
// log, and the mark that retention erased a row's personal fields.

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await addColumnTo(db, "eligibility_applications", "assigned_to", "integer").execute();
  await addColumnTo(db, "eligibility_applications", "follow_up_on", "text").execute();
  await addColumnTo(db, "eligibility_applications", "personal_data_erased_at", "text").execute();
  await indexOn(db, "eligibility_applications", "assigned", ["assigned_to"]);
  await addColumnTo(db, "contact_messages", "personal_data_erased_at", "text").execute();

  await createTableWithId(db, dialect, "work_notes")
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer", (c) => c.notNull())
    .addColumn("author_id", "integer")
    .$call(requiredText("author_email", "text", "created_at"))
    .execute();
  await indexOn(db, "work_notes", "subject", ["subject_type", "subject_id"]);

  await createTableWithId(db, dialect, "mail_outbox")
    // What the mail is for, unique: a replayed lead or a retried batch cannot queue it twice.
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .$call(requiredText("kind", "recipient", "subject", "body_text", "body_html"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sending_since", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "mail_outbox", "due", ["status", "next_attempt_at"]);

  await createTableWithId(db, dialect, "access_log")
    .addColumn("actor_id", "integer")
    .$call(requiredText("actor_email", "action", "subject_type"))
    .addColumn("subject_id", "integer")
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "access_log", "created", ["created_at"]);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ["access_log", "mail_outbox", "work_notes"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
