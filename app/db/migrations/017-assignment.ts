import { type Kysely, sql } from "kysely";
import { LEAD_PHONE_KEY } from "../phone-key.ts";

// Speed to lead (docs/product/speed-to-lead.md, docs/decisions/031-taking-the-turn.md):
// - users: whether they take new enquiries now (everyone starts away), the languages they speak
//   (JSON list, English by default), and their place in the rotation: the turn of their last
//   assignment of any kind (a counter shared by all users, larger = more recent) and its time;
// - leads and callback requests: the earlier open enquiry with the same mobile (a returning
//   borrower), as its kind and id;
// - indexes: the mobile lookup of the last 90 days on both tables (a lead's phone is stored as
//   typed, so its index is on the key expression), and `duplicate_of_id` before the list's order
//   (created_at, id) for the `duplicates=false` filter and the link back (ADR 017).

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const ENQUIRY_TABLES = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("available", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("languages", "text", (col) => col.notNull().defaultTo('["en"]'))
    .execute();
  await db.schema.alterTable("users").addColumn("last_assigned_turn", "integer").execute();
  await db.schema.alterTable("users").addColumn("last_assigned_at", "text").execute();
  for (const table of ENQUIRY_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("duplicate_of_type", "text", (col) =>
        col.check(sql`duplicate_of_type in ('lead', 'callback')`),
      )
      .execute();
    await db.schema.alterTable(table).addColumn("duplicate_of_id", "integer").execute();
    await db.schema
      .createIndex(`${table}_duplicate_created`)
      .on(table)
      .columns(["duplicate_of_id", "created_at", "id"])
      .execute();
  }
  // Both engines take an expression in parentheses inside the column list.
  await sql`create index eligibility_applications_phone_key on eligibility_applications ((${sql.raw(LEAD_PHONE_KEY)}), created_at)`.execute(
    db,
  );
  await db.schema
    .createIndex("callback_requests_phone_created")
    .on("callback_requests")
    .columns(["phone", "created_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("callback_requests_phone_created").execute();
  await db.schema.dropIndex("eligibility_applications_phone_key").execute();
  for (const table of ENQUIRY_TABLES) {
    await db.schema.dropIndex(`${table}_duplicate_created`).execute();
    await db.schema.alterTable(table).dropColumn("duplicate_of_id").execute();
    await db.schema.alterTable(table).dropColumn("duplicate_of_type").execute();
  }
  for (const column of ["last_assigned_at", "last_assigned_turn", "languages", "available"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
