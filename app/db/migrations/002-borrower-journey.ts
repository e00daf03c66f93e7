import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { referenceFromBytes } from "../../domain/reference/reference.ts";
import type { Dialect } from "../db.server.ts";

// docs/product/borrower-journey.md (issue 12): references on every enquiry, callback requests with
// their status history, one-time codes for mobile verification, verified and withdrawn leads.

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
type AnyDb = Kysely<any>;

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
  const id = (t: ReturnType<AnyDb["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

  // Leads: a reference, whether the phone was verified, and when consent was withdrawn.
  await db.schema.alterTable("eligibility_applications").addColumn("reference", "text").execute();
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("phone_verified", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("eligibility_applications")
    .addColumn("consent_withdrawn_at", "text")
    .execute();
  await backfill(db, "eligibility_applications");
  await db.schema
    .createIndex("eligibility_applications_reference")
    .on("eligibility_applications")
    .column("reference")
    .unique()
    .execute();

  await db.schema.alterTable("contact_messages").addColumn("reference", "text").execute();
  await backfill(db, "contact_messages");
  await db.schema
    .createIndex("contact_messages_reference")
    .on("contact_messages")
    .column("reference")
    .unique()
    .execute();

  await id(db.schema.createTable("callback_requests"))
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("preferred_slot", "text", (c) => c.notNull())
    .addColumn("bank_slug", "text")
    .addColumn("phone_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("status_updated_at", "text")
    .addColumn("status_updated_by", "text")
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_notice_version", "text", (c) => c.notNull())
    .addColumn("consent_withdrawn_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("callback_requests_created")
    .on("callback_requests")
    .column("created_at")
    .execute();

  await id(db.schema.createTable("callback_events"))
    .addColumn("callback_id", "integer", (c) =>
      c.notNull().references("callback_requests.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("callback_events_callback")
    .on("callback_events")
    .column("callback_id")
    .execute();

  // One row per code sent. Only an HMAC of the code is kept (docs/decisions/011).
  await id(db.schema.createTable("otp_codes"))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("wrong_tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consumed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("otp_codes_phone_created")
    .on("otp_codes")
    .columns(["phone", "created_at"])
    .execute();
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
