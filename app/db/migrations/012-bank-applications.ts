import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import {
  type AnyDb,
  addColumnTo,
  belongsTo,
  createTableWithId,
  indexOn,
  inList,
  money,
  requiredText,
} from "./ddl.ts";

// The loan file's bank applications (docs/product/loan-file.md, ADR 026): one per bank per lead,
// their dated history and their tranches. The lead keeps three figures in step with them, written
// in the same transaction as every move, so the team's list filters and shows them from the lead
// row alone at a million leads: the furthest stage (indexed like every other filter, ending in
// the list's order), the standing sanction and the total paid out.
// The outbox gains a channel: the borrower's notices go by e-mail and by SMS through the one
// outbox, so an SMS is queued, retried and never sent twice exactly as mail is.

const STAGES = [
  "proposed",
  "approved",
  "declined",
  "logged_in",
  "sanctioned",
  "disbursed",
  "rejected",
  "withdrawn",
];
const stageCheck = (column: string) => inList(column, STAGES);

const LEAD_COLUMNS = ["furthest_stage", "sanctioned_amount", "disbursed_amount"] as const;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "bank_applications")
    .$call(belongsTo("application_id", "eligibility_applications"))
    .addColumn("bank_slug", "text", (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull().check(stageCheck("stage")))
    .addColumn("bank_reference", "text")
    .addColumn("sanctioned_amount", money)
    .addColumn("sanctioned_rate", money)
    .addColumn("processing_fee", money)
    .addColumn("sanction_valid_until", "text")
    .addColumn("disbursed_amount", money)
    .addColumn("reason", "text")
    .$call(requiredText("created_at", "updated_at"))
    // One per bank per lead: a second proposal of the same bank is refused by the database.
    .addUniqueConstraint("bank_applications_lead_bank", ["application_id", "bank_slug"])
    .execute();

  await createTableWithId(db, dialect, "bank_application_events")
    .$call(belongsTo("bank_application_id", "bank_applications"))
    .addColumn("stage", "text", (c) => c.notNull().check(stageCheck("stage")))
    // The team member who moved it; null for the borrower's own decisions.
    .addColumn("by_user_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "bank_application_events", "application", ["bank_application_id", "id"]);

  await createTableWithId(db, dialect, "bank_application_tranches")
    .$call(belongsTo("bank_application_id", "bank_applications"))
    .addColumn("amount", money, (c) => c.notNull())
    .addColumn("disbursed_on", "text", (c) => c.notNull())
    .$call(belongsTo("event_id", "bank_application_events"))
    .addColumn("created_at", "text", (c) => c.notNull())
    // The same amount on the same day twice is a double submit, not a second tranche.
    .addUniqueConstraint("bank_application_tranches_once", [
      "bank_application_id",
      "disbursed_on",
      "amount",
    ])
    .execute();

  await addColumnTo(db, "eligibility_applications", "furthest_stage", "text", (c) =>
    c.check(stageCheck("furthest_stage")),
  ).execute();
  await addColumnTo(db, "eligibility_applications", "sanctioned_amount", money).execute();
  await addColumnTo(db, "eligibility_applications", "disbursed_amount", money).execute();
  // The `stage` filter walks this index newest first, like the other filters (ADR 017).
  await indexOn(db, "eligibility_applications", "stage_created", [
    "furthest_stage",
    "created_at",
    "id",
  ]);

  await addColumnTo(db, "mail_outbox", "channel", "text", (c) =>
    c.notNull().defaultTo("email").check(sql`channel in ('email', 'sms')`),
  ).execute();
  await indexOn(db, "mail_outbox", "channel_due", ["channel", "status", "next_attempt_at"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("mail_outbox_channel_due").ifExists().execute();
  await db.schema.alterTable("mail_outbox").dropColumn("channel").execute();
  await db.schema.dropIndex("eligibility_applications_stage_created").ifExists().execute();
  for (const column of [...LEAD_COLUMNS].reverse()) {
    await db.schema.alterTable("eligibility_applications").dropColumn(column).execute();
  }
  for (const t of ["bank_application_tranches", "bank_application_events", "bank_applications"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
