import type { Kysely } from "kysely";

// A client_id on callback requests, contact messages and registrations, as leads have had since
// the first migration (docs/decisions/028-database-outages.md): the browser's form outbox sends a
// form again after a 503 or a lost connection with the same id, and the unique index makes the
// second arrival answer the first row instead of storing a second one. Nullable: rows from before,
// and posts without JavaScript, have none; both engines let a unique index hold many NULLs.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const TABLES = ["callback_requests", "contact_messages", "users"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("client_id", "text").execute();
    await db.schema
      .createIndex(`${table}_client_id_unique`)
      .on(table)
      .column("client_id")
      .unique()
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_client_id_unique`).execute();
    await db.schema.alterTable(table).dropColumn("client_id").execute();
  }
}
