import { type AnyDb, addColumnTo, indexOn } from "./ddl.ts";

// docs/product/offers.md: fair offers.
//
// `banks.offer_policy`: the lender's published lending policy as JSON (null: the bank does not
// take part in the offers), with `policy_updated_at`, the day the borrower is shown beside it. The
// seed fills a policy for each partner bank whose policy nobody has set yet
// (app/db/seed.server.ts), so this migration only adds the columns.
//
// `offer_snapshots`: what POST /api/offers answered, kept as the exact JSON text so that GET
// /api/offers/{id} answers it byte for byte whatever policies change later. The id is random (at
// least 128 bits), so it is the key itself; `created_at` serves the retention job and the 30-day
// expiry of choosing. It holds no name or contact.
//
// `bank_applications.offer_id` and `.offer`: the snapshot a borrower chose a lender from, and that
// offer's figures as JSON, kept with the bank application the choice made.

export async function up(db: AnyDb): Promise<void> {
  await addColumnTo(db, "banks", "offer_policy", "text").execute();
  await addColumnTo(db, "banks", "policy_updated_at", "text").execute();
  await db.schema
    .createTable("offer_snapshots")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "offer_snapshots", "created", ["created_at"]);
  await addColumnTo(db, "bank_applications", "offer_id", "text").execute();
  await addColumnTo(db, "bank_applications", "offer", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("bank_applications").dropColumn("offer").execute();
  await db.schema.alterTable("bank_applications").dropColumn("offer_id").execute();
  await db.schema.dropTable("offer_snapshots").execute();
  await db.schema.alterTable("banks").dropColumn("policy_updated_at").execute();
  await db.schema.alterTable("banks").dropColumn("offer_policy").execute();
}
