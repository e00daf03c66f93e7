import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { singleton } from "../utils/singleton.server.ts";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the pool, for its figures (/metrics) and for LISTEN's own connection. */
  pool?: pg.Pool;
  url?: string;
}

/**
 * DATABASE_URL=postgres://… selects PostgreSQL; anything else (unset, a file path, or
 * `file:…`) is an SQLite file, by default ./data/gharsetu.db.
 */
export function createDbHandle(url = process.env.DATABASE_URL ?? ""): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // pg returns int8/numeric as strings; our counts go through Number() where they are read.
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error';
    // unheard, that would end the process. The query on it fails and the pool replaces it.
    const dropped = (error: Error) =>
      console.error(
        JSON.stringify({ level: "warn", msg: "database connection lost", error: error.message }),
      );
    pool.on("error", dropped);
    pool.on("connect", (client) => client.on("error", dropped));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      pool,
      url,
    };
  }
  const file = url
    ? url.replace(/^file:/, "")
    : path.join(process.env.DATA_DIR ?? "data", "gharsetu.db");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while a lead is written; NORMAL sync is still crash-safe in WAL mode.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // 64 MB of page cache instead of SQLite's 2 MB: at a million leads every insert touches a
  // dozen index pages (scripts/scale.mjs), and a cache that holds the hot ones kept lead POST
  // throughput close to an empty table's (docs/performance.md).
  sqlite.pragma("cache_size = -65536");
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: "sqlite",
  };
}

/**
 * Kysely prepares every query afresh, and preparing (parsing and planning the SQL) cost more than
 * running the insert itself: about a third of a lead's time. Our SQL texts are a small fixed set
 * (values are always bound parameters), so each prepared statement is kept and reused. The cap
 * is a guard: a text that is not in the first few hundred is prepared as before.
 */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== "prepare") {
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (source: string) => {
        let statement = statements.get(source);
        if (!statement) {
          statement = prepare(source);
          if (statements.size < STATEMENT_CACHE_SIZE) statements.set(source, statement);
        }
        return statement;
      };
    },
  });
}

function handle(): DbHandle {
  return singleton("db", () => createDbHandle());
}

/** The process-wide database. */
export function getDb(): Kysely<Database> {
  return handle().db;
}

export function getDialect(): Dialect {
  return handle().dialect;
}

/** The pool's connections in use and requests waiting for one (PostgreSQL; zeros on SQLite). */
export function poolStats(): { inUse: number; waiting: number } {
  const pool = handle().pool;
  if (!pool) return { inUse: 0, waiting: 0 };
  return { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}

/** The PostgreSQL connection string in use, or undefined on SQLite. */
export function postgresUrl(): string | undefined {
  return handle().url;
}

export async function closeDb(): Promise<void> {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  const h = store.__singletons?.get("db") as DbHandle | undefined;
  if (!h) return;
  store.__singletons?.delete("db");
  await h.db.destroy();
}
