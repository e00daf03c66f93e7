import { sql } from "kysely";
import { LEAD_PHONE_KEY } from "../phone-key.ts";
import type { AnyDb } from "./ddl.ts";

// Returning borrowers (docs/product/speed-to-lead.md "Returning borrowers"): every new enquiry
// looks up the earliest open one of its mobile, `ORDER BY created_at, id LIMIT 1`, under the
// rotation lock (app/modules/assignment/rotation.server.ts). Migration 017's indexes end at
// created_at, so the database read every earlier enquiry of that mobile and sorted them to find
// the first: 62 ms for a mobile with 24,000 (a test number, a benchmark), and since the lock holds
// every other enquiry meanwhile, the lead POST throughput at a million leads fell to 55 % of an
// empty table's on PostgreSQL (docs/performance.md). With `id` in the index the order is the
// index's own: one seek, 0.02 ms, however many enquiries the mobile has.

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("eligibility_applications_phone_key").execute();
  // Both engines take an expression in parentheses inside the column list.
  await sql`create index eligibility_applications_phone_key on eligibility_applications ((${sql.raw(LEAD_PHONE_KEY)}), created_at, id)`.execute(
    db,
  );
  await db.schema.dropIndex("callback_requests_phone_created").execute();
  await db.schema
    .createIndex("callback_requests_phone_created")
    .on("callback_requests")
    .columns(["phone", "created_at", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("eligibility_applications_phone_key").execute();
  await sql`create index eligibility_applications_phone_key on eligibility_applications ((${sql.raw(LEAD_PHONE_KEY)}), created_at)`.execute(
    db,
  );
  await db.schema.dropIndex("callback_requests_phone_created").execute();
  await db.schema
    .createIndex("callback_requests_phone_created")
    .on("callback_requests")
    .columns(["phone", "created_at"])
    .execute();
}
