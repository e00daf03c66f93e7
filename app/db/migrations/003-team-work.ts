import type { Kysely } from "kysely";
import type { Dialect } from "../db.server.ts";

// docs/product/team.md "Working a lead", the team's side: assignment and follow-up on leads, notes
// keyed by subject (so callback requests can be worked the same way), the mail outbox, the access
// log, and the mark that retention erased a row's personal fields.

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at their point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const id = (t: ReturnType<AnyDb["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("assigned_to", "integer")
    .execute();
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("follow_up_on", "text")
    .execute();
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("personal_data_erased_at", "text")
    .execute();
  await db.schema
    .createIndex("eligibility_applications_assigned")
    .on("eligibility_applications")
    .column("assigned_to")
    .execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("personal_data_erased_at", "text")
    .execute();

  await id(db.schema.createTable("work_notes"))
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer", (c) => c.notNull())
    .addColumn("author_id", "integer")
    .addColumn("author_email", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("work_notes_subject")
    .on("work_notes")
    .columns(["subject_type", "subject_id"])
    .execute();

  await id(db.schema.createTable("mail_outbox"))
    // What the mail is for, unique: a replayed lead or a retried batch cannot queue it twice.
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("body_html", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("sending_since", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await id(db.schema.createTable("access_log"))
    .addColumn("actor_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer")
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("access_log_created").on("access_log").column("created_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ["access_log", "mail_outbox", "work_notes"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
