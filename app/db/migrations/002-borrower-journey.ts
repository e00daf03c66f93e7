import crypto from "node:crypto";
import { referenceFromBytes } from "../../domain/reference/reference.ts";
import type { Dialect } from "../db.server.ts";
import {
  type AnyDb,
  addColumnTo,
  belongsTo,
  createIndexOn,
  createTableWithId,
  indexOn,
  requiredText,
} from "./ddl.ts";

// docs/product/borrower-journey.md (issue 12): references on every enquiry, callback requests with
// their status history, one-time codes for mobile verification, verified and withdrawn leads.

/** Gives every existing row of `table` a reference; the unique index added after catches a clash. */
async function backfill(db: AnyDb, table: string): Promise<void> {
  const rows: { id: number }[] = await db
    .selectFrom(table)
    .select("id")
    .where("reference", "is", null)
    .execute();
  const used = new Set<string>();
  for (const { id } of rows) {
    let reference = referenceFromBytes(crypto.randomBytes(8));
    while (used.has(reference)) reference = referenceFromBytes(crypto.randomBytes(8));
    used.add(reference);
    await db.updateTable(table).set({ reference }).where("id", "=", id).execute();
  }
}

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  // Leads: a reference, whether the phone was verified, and when consent was withdrawn.
  await addColumnTo(db, "eligibility_applications", "reference", "text").execute();
  await addColumnTo(db, "eligibility_applications", "phone_verified", "integer", (c) =>
    c.notNull().defaultTo(0),
  ).execute();
  await addColumnTo(db, "eligibility_applications", "consent_withdrawn_at", "text").execute();
  await backfill(db, "eligibility_applications");
  await createIndexOn(db, "eligibility_applications_reference", "eligibility_applications", [
    "reference",
  ])
    .unique()
    .execute();

  await addColumnTo(db, "contact_messages", "reference", "text").execute();
  await backfill(db, "contact_messages");
  await createIndexOn(db, "contact_messages_reference", "contact_messages", ["reference"])
    .unique()
    .execute();

  await createTableWithId(db, dialect, "callback_requests")
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .$call(requiredText("name", "phone", "city", "preferred_slot"))
    .addColumn("bank_slug", "text")
    .addColumn("phone_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("status_updated_at", "text")
    .addColumn("status_updated_by", "text")
    .$call(requiredText("consent_at", "consent_notice_version"))
    .addColumn("consent_withdrawn_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "callback_requests", "created", ["created_at"]);

  await createTableWithId(db, dialect, "callback_events")
    .$call(belongsTo("callback_id", "callback_requests"))
    .$call(requiredText("status", "actor_email", "created_at"))
    .execute();
  await indexOn(db, "callback_events", "callback", ["callback_id"]);

  // One row per code sent. Only an HMAC of the code is kept (docs/decisions/011).
  await createTableWithId(db, dialect, "otp_codes")
    .$call(requiredText("phone", "code_hash"))
    .addColumn("wrong_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consumed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "otp_codes", "phone_created", ["phone", "created_at"]);
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of ["otp_codes", "callback_events", "callback_requests"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.dropIndex("contact_messages_reference").ifExists().execute();
  await db.schema.alterTable("contact_messages").dropColumn("reference").execute();
  await db.schema.dropIndex("eligibility_applications_reference").ifExists().execute();
  for (const column of ["consent_withdrawn_at", "phone_verified", "reference"]) {
    await db.schema.alterTable("eligibility_applications").dropColumn(column).execute();
  }
}
