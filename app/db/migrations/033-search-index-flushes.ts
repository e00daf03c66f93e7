import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { PG_SEARCH_EXPRESSIONS } from "../search-expressions.ts";
import type { AnyDb } from "./ddl.ts";

// PostgreSQL's search indexes (migration 004, GIN over trigrams) take new entries into a pending
// list, and the insert that fills it past its limit moves the whole list into the index before it
// commits. At the default 4 MB that insert, one lead POST in a few thousand, waited 90–110 ms on an
// idle machine and 186 ms during the export (issue 40, docs/performance.md). At 1 MB the list is
// moved four times as often, each time a quarter of the work: 8,000 single inserts at a million
// leads gave the same mean (1.4–2.1 ms) and a worst of 44–51 ms instead of 92–109 ms. Turning the
// list off (`fastupdate = off`) made every insert ~1 ms dearer. SQLite has no such index.

const LIMIT_KB = 1024;

const indexes = () =>
  Object.keys(PG_SEARCH_EXPRESSIONS).map(
    (key) => `eligibility_applications_search_${key.toLowerCase()}`,
  );

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  for (const index of indexes()) {
    await sql.raw(`ALTER INDEX ${index} SET (gin_pending_list_limit = ${LIMIT_KB})`).execute(db);
  }
}

export async function down(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  for (const index of indexes()) {
    await sql.raw(`ALTER INDEX ${index} RESET (gin_pending_list_limit)`).execute(db);
  }
}
