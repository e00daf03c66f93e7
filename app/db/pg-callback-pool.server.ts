import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/**
 * The pg pool as Kysely sees it, with every query sent in pg's callback form and the promise made
 * here, instead of pg's own promise form (`client.query(sql, values)` without a callback).
 *
 * Why (issue 23, docs/decisions/029-dashboard-at-a-million.md): reading 200-row pages in a loop
 * through pg's promise form, the old generation of V8's heap grew by ~20 MB between major
 * collections in a bare script (6 → 27 MB for 100,000 rows) and the server's RSS by ~100 MB over
 * a million-row CSV export; the same loop through the callback form grew it by ~1 MB (6 → 7 MB)
 * and ran faster. Objects that pg's promise path keeps reachable survive two scavenges, are
 * promoted, and stay until the next major collection, which V8 puts off while the old generation
 * is under a limit set from the live heap. The rows, the SQL and the errors are pg's own either
 * way; only who builds the promise changes.
 */
export function callbackFormPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let adapter = wrapped.get(client);
    if (!adapter) {
      const query = (sql: string, parameters: ReadonlyArray<unknown>) =>
        new Promise<PostgresQueryResult<unknown>>((resolve, reject) => {
          client.query(sql, parameters as unknown[], (error, result) =>
            error ? reject(error) : resolve(result as unknown as PostgresQueryResult<unknown>),
          );
        });
      adapter = {
        // Kysely's streaming (a pg-cursor object) is not used here; it would go through as is.
        query: ((sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) =>
          typeof sqlOrCursor === "string"
            ? query(sqlOrCursor, parameters ?? [])
            : client.query(sqlOrCursor as never)) as PostgresPoolClient["query"],
        release: () => client.release(),
      };
      wrapped.set(client, adapter);
    }
    return adapter;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
