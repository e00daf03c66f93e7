import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { noteDatabaseError } from "../utils/database-outage.server.ts";
import { singleton } from "../utils/singleton.server.ts";
import { callbackFormPool } from "./pg-callback-pool.server.ts";
import type { Database } from "./schema.ts";
import { type SqliteCheckpointer, startSqliteCheckpointer } from "./sqlite-checkpointer.server.ts";
import { SqliteReadDialect } from "./sqlite-read-dialect.server.ts";
import { createSqliteReadWorkers } from "./sqlite-read-worker.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  /**
   * Where the admin's reads go (ADR 023): on SQLite a file database's read workers, off the event
   * loop; otherwise (PostgreSQL, an in-memory database, DB_READ_WORKERS=0) the same as `db`.
   */
  readDb: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the pool, for its figures (/metrics) and for LISTEN's own connection. */
  pool?: pg.Pool;
  url?: string;
  /** SQLite only: the main connection, whose busy wait is shortened during an outage. */
  sqlite?: SQLite.Database;
  /** Whether another connection (a worker thread's) sees this database: not an in-memory one. */
  shared: boolean;
  /** SQLite file, main thread: the thread that copies the write-ahead log back (ADR 045). */
  checkpointer?: SqliteCheckpointer;
}

export interface DbHandleOptions {
  /** SQLite: how often the checkpoint thread runs (ADR 045); 0 only when asked (tests). */
  checkpointIntervalMs?: number;
}

/** SQLite's wait for another connection's lock before SQLITE_BUSY, normally. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** …and while an outage is known: a write fails fast instead of holding the event loop 5 s. */
export const SQLITE_OUTAGE_BUSY_TIMEOUT_MS = 50;

/**
 * ADR 045: the checkpoint thread's period, and the log size (in pages) at which the main
 * connection's COMMIT checkpoints after all: a backstop far above what the thread lets the log
 * reach, so that after a long read held every checkpoint back, the thread, not a lead POST,
 * copies the backlog. SQLITE_DEFAULT_CHECKPOINT_PAGES is SQLite's own, back if the thread stops.
 */
export const SQLITE_CHECKPOINT_INTERVAL_MS = 250;
export const SQLITE_BACKSTOP_CHECKPOINT_PAGES = 100_000;
const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1_000;

/**
 * DATABASE_URL=postgres://… selects PostgreSQL; anything else (unset, a file path, or
 * `file:…`) is an SQLite file, by default ./data/gharsetu.db.
 */
export function createDbHandle(
  url = process.env.DATABASE_URL ?? "",
  { checkpointIntervalMs = SQLITE_CHECKPOINT_INTERVAL_MS }: DbHandleOptions = {},
): DbHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // pg returns int8/numeric as strings; our counts go through Number() where they are read.
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // A request waits this long for a connection (a new one, or a free one from a busy pool),
      // then fails as "unavailable" and is answered 503, instead of waiting for ever while the
      // database is away (docs/decisions/028-database-outages.md).
      connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 3000),
    });
    // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error';
    // unheard, that would end the process. The query on it fails and the pool replaces it. The
    // outage is logged once, not once per connection (app/utils/database-outage.server.ts).
    const dropped = (error: Error) => {
      if (!noteDatabaseError(error)) {
        console.error(
          JSON.stringify({ level: "warn", msg: "database connection lost", error: error.message }),
        );
      }
    };
    pool.on("error", dropped);
    pool.on("connect", (client) => client.on("error", dropped));
    // Queries go through pg's callback form: its promise form kept enough garbage reachable to
    // grow the heap by ~100 MB over a million-row export (pg-callback-pool.server.ts).
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: callbackFormPool(pool) }),
    });
    return {
      db,
      readDb: db,
      dialect: "postgres",
      pool,
      url,
      shared: true,
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
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // 64 MB of page cache instead of SQLite's 2 MB: at a million leads every insert touches a
  // dozen index pages (scripts/scale.mjs), and a cache that holds the hot ones kept lead POST
  // throughput close to an empty table's (docs/performance.md).
  sqlite.pragma("cache_size = -65536");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  // An in-memory or temporary database ("" as the file) is private to this connection: no other
  // connection, and so no worker, can open it. Its reads stay on the main connection.
  const workers = Number(process.env.DB_READ_WORKERS ?? 1);
  const shared = file !== ":memory:" && file !== "" && !file.startsWith("file::memory:");
  const readDb =
    shared && workers > 0
      ? new Kysely<Database>({
          dialect: new SqliteReadDialect(createSqliteReadWorkers(path.resolve(file), { workers })),
        })
      : db;
  // The connection that writes is this thread's (a worker's handle only reads: the export).
  const checkpointer =
    shared && isMainThread
      ? checkpointOnAThread(sqlite, path.resolve(file), checkpointIntervalMs)
      : undefined;
  return { db, readDb, dialect: "sqlite", sqlite, shared, checkpointer };
}

/**
 * ADR 045: the log is copied back by a thread of its own, so a COMMIT on this connection (on the
 * event loop) no longer does it. If the thread stops, SQLite's own checkpoint on COMMIT comes back.
 */
export function checkpointOnAThread(
  sqlite: SQLite.Database,
  file: string,
  intervalMs: number,
): SqliteCheckpointer {
  sqlite.pragma(`wal_autocheckpoint = ${SQLITE_BACKSTOP_CHECKPOINT_PAGES}`);
  return startSqliteCheckpointer(file, {
    intervalMs,
    onStop(error) {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_PAGES}`);
      console.error(
        JSON.stringify({
          level: "warn",
          msg: "SQLite checkpoint thread stopped: the main connection checkpoints on commit again",
          error: error.message,
        }),
      );
    },
  });
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

/**
 * The connection for the admin's reads that may take milliseconds each: lead list, search,
 * counts, dashboard, export chunks (ADR 023). On SQLite they run on worker threads with their
 * own read-only connections, so the event loop stays free for borrowers and health checks; on
 * PostgreSQL this is getDb(). It sees every committed write (WAL), so a read after an awaited
 * write finds it; it runs no transactions, and a read that must see a transaction's own
 * uncommitted writes uses that transaction.
 */
export function getReadDb(): Kysely<Database> {
  return handle().readDb;
}

/**
 * True when getReadDb() runs its queries on worker threads (SQLite with read workers): the rows
 * are then produced off this thread, and reading the next chunk while this one is being sent
 * costs the loop nothing. On PostgreSQL the pg driver parses every row on this thread, and on
 * SQLite without workers the query itself runs here.
 */
export function readsOnWorkers(): boolean {
  const h = handle();
  return h.dialect === "sqlite" && h.readDb !== h.db;
}

/** True when a connection opened on another thread reaches the same data (not an in-memory SQLite). */
export function sharedWithOtherThreads(): boolean {
  return handle().shared;
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

/** SQLite's main connection, or undefined on PostgreSQL (app/db/health.server.ts). */
export function sqliteConnection(): SQLite.Database | undefined {
  return handle().sqlite;
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
  // The read workers first: they answer what was already sent, then close their connections.
  if (h.readDb !== h.db) await h.readDb.destroy();
  await h.checkpointer?.close();
  await h.db.destroy();
}
