import { type AnyDb, createPartialIndex } from "./ddl.ts";

// The escalated-only list with a status (`escalated=true&status=new`: the leads that waited too
// long and are still not worked, the combination a team lead opens). Migration 020's
// `*_escalated_created` finds the escalated rows newest first, but the status then had to be read
// from the table row by row: at a million leads the capped count (ADR 017) read ~36,000 rows,
// 161 ms on SQLite and 77 ms on PostgreSQL (docs/performance.md). Partial like 020's: it holds only
// the escalated rows, so it stays small whatever the number of leads.

const TABLES = ["eligibility_applications", "callback_requests"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await createPartialIndex(
      db,
      `${table}_escalated_status`,
      table,
      ["status", "created_at", "id"],
      "escalated_at is not null",
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_escalated_status`).ifExists().execute();
  }
}
