import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db.server.ts";

// Migrations take `any` because they describe the schema at their point in history, not today's.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

/**
 * Rate-limit counters shared by every instance (server/rate-limit-stores.ts, PostgreSQL only;
 * SQLite counts in memory). One row per limiter and client: `key` is `<prefix><limit>:<client>`.
 * Unlogged: counters are worth nothing after a crash, and skipping the WAL makes each count cheaper.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await db.schema
    .createTable("rate_limit_hits")
    .modifyFront(sql`unlogged`)
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await db.schema.dropTable("rate_limit_hits").execute();
}
