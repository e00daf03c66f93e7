import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { type AnyDb, createTableWithId } from "./ddl.ts";

// Deleted enquiries leave the funnel report at the next refresh, not at the next daily recount
// (docs/decisions/030-the-funnel-report-summary.md). A deleted row leaves no trace the refresh
// could find, so a trigger on each enquiry table notes its arrival time in `funnel_removed`, in the
// deleting transaction, whoever deletes (the admin's DELETE, retention, bulk SQL); the refresh
// recounts those IST days and clears the rows it read.

const TABLES = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await createTableWithId(db, dialect, "funnel_removed")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  for (const table of TABLES) {
    if (dialect === "sqlite") {
      await run(`CREATE TRIGGER ${table}_funnel_removed AFTER DELETE ON ${table}
        BEGIN INSERT INTO funnel_removed (created_at) VALUES (old.created_at); END`);
      continue;
    }
    // PostgreSQL: one statement-level insert over the deleted rows (as migration 014's triggers).
    await run(`CREATE FUNCTION ${table}_funnel_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO funnel_removed (created_at) SELECT created_at FROM old_rows;
        RETURN NULL;
      END $$`);
    await run(`CREATE TRIGGER ${table}_funnel_removed AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_funnel_removed()`);
  }
}

export async function down(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  for (const table of TABLES) {
    if (dialect === "sqlite") {
      await run(`DROP TRIGGER IF EXISTS ${table}_funnel_removed`);
    } else {
      await run(`DROP TRIGGER IF EXISTS ${table}_funnel_removed ON ${table}`);
      await run(`DROP FUNCTION IF EXISTS ${table}_funnel_removed()`);
    }
  }
  await db.schema.dropTable("funnel_removed").ifExists().execute();
}
