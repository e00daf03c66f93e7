import { sql } from "kysely";
import {
  getDb,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_OUTAGE_BUSY_TIMEOUT_MS,
  sqliteConnection,
} from "./db.server.ts";

export async function checkDatabase(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDb());
    return true;
  } catch {
    return false;
  }
}

let busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS;

/**
 * Can a request be served and its writes stored? The readiness probe during and around an outage
 * (docs/decisions/028-database-outages.md). PostgreSQL: `select 1` on a pooled connection. SQLite:
 * reads go on under another connection's lock (WAL), so the probe takes the write lock for an
 * instant (BEGIN IMMEDIATE, ROLLBACK) with a short busy wait, on the main connection through
 * Kysely, so it never collides with one of our own transactions.
 */
export async function probeDatabase(): Promise<boolean> {
  const sqlite = sqliteConnection();
  if (!sqlite) return checkDatabase();
  try {
    return await getDb()
      .connection()
      .execute(async (connection) => {
        await sql.raw(`PRAGMA busy_timeout = ${SQLITE_OUTAGE_BUSY_TIMEOUT_MS}`).execute(connection);
        try {
          await sql.raw("BEGIN IMMEDIATE").execute(connection);
          await sql.raw("ROLLBACK").execute(connection);
          return true;
        } catch {
          return false;
        } finally {
          await sql.raw(`PRAGMA busy_timeout = ${busyTimeoutMs}`).execute(connection);
        }
      });
  } catch {
    return false;
  }
}

/**
 * While an outage is known, SQLite's writes wait 50 ms for a lock instead of 5 s: the driver is
 * synchronous, and each 5-second wait would hold every other request too. Back to 5 s after.
 */
export function onOutageChange(down: boolean): void {
  busyTimeoutMs = down ? SQLITE_OUTAGE_BUSY_TIMEOUT_MS : SQLITE_BUSY_TIMEOUT_MS;
  const sqlite = sqliteConnection();
  if (!sqlite) return;
  void getDb()
    .connection()
    .execute((connection) => sql.raw(`PRAGMA busy_timeout = ${busyTimeoutMs}`).execute(connection))
    .catch(() => {});
}
