import pg from "pg";
import { getDialect, postgresUrl } from "./db.server.ts";

/** First half of every advisory-lock key the app takes ("ghar"); the second names the lock. */
export const ADVISORY_LOCK_NAMESPACE = 0x67686172;
const STARTUP_LOCK = 1;

/**
 * Runs `work` (migrations, seed rows, the first admin) while holding a PostgreSQL advisory lock,
 * so instances starting together take turns: the first migrates and seeds, the others wait and
 * then find nothing left to do. The lock lives on a connection of its own (not the pool's), so
 * `work` can use the whole pool; it is released when that connection closes, even on a crash.
 * SQLite: one process owns the file, nothing to wait for.
 */
export async function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
  const url = postgresUrl();
  if (getDialect() !== "postgres" || !url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1, $2)", [ADVISORY_LOCK_NAMESPACE, STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
