// SQLite reads on worker threads (ADR 023): each worker holds its own read-only better-sqlite3
// connection on the database file and answers `{sql, parameters}` messages with rows, so a read
// that takes 20 ms keeps a worker busy for 20 ms instead of the event loop.

import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";

/**
 * The worker's code. It is a string run with `eval: true` (CommonJS) rather than a file of its
 * own: the same text then works under tsx, in vitest and in both production bundles (the React
 * Router build and build/app-server.js), whose `import.meta.url` point at different places and
 * none of which would carry a worker file along. It needs nothing but better-sqlite3, whose path
 * the parent resolves and hands over.
 *
 * Everything mirrors the main connection (db.server.ts and Kysely's SqliteConnection): the same
 * kept prepared statements, `all()` for a statement that returns rows and `run()` otherwise, and
 * numbers, not BigInts (better-sqlite3's default on both).
 */
const WORKER_SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("cache_size = " + Number(workerData.cacheSize));
const statements = new Map();
parentPort.on("message", (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      statement = db.prepare(message.sql);
      if (statements.size < workerData.statementCacheSize) statements.set(message.sql, statement);
    }
    if (statement.reader) {
      parentPort.postMessage({ id: message.id, rows: statement.all(message.parameters) });
    } else {
      const result = statement.run(message.parameters);
      parentPort.postMessage({ id: message.id, rows: [], changes: result.changes,
        lastInsertRowid: result.lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: {
      name: error && error.name, message: error && error.message, code: error && error.code } });
  }
});
`;

export interface SqliteReadResult {
  rows: Record<string, unknown>[];
  /** Set for a statement that returns no rows (which a read-only connection refuses anyway). */
  changes?: number;
  lastInsertRowid?: number | bigint;
}

export interface SqliteReadWorkers {
  query(sql: string, parameters: readonly unknown[]): Promise<SqliteReadResult>;
  /** Workers running now (they start at the first query, and again after one died). */
  readonly running: number;
  /** Answers the queries already sent, then closes the connections and ends the threads. */
  close(): Promise<void>;
}

export interface SqliteReadWorkerOptions {
  /** Worker threads, each with its own connection; a query goes to the least busy one. */
  workers?: number;
  /** PRAGMA cache_size for each worker's connection (negative: KiB). */
  cacheSize?: number;
  statementCacheSize?: number;
}

interface Pending {
  resolve: (result: SqliteReadResult) => void;
  reject: (error: unknown) => void;
}

interface Reply {
  id: number;
  rows?: Record<string, unknown>[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { name?: string; message?: string; code?: string };
}

/** One worker thread and the queries it has not answered yet. */
interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
}

const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

/** The error the main connection would have thrown: a SqliteError with its code when it was one. */
function toError(error: NonNullable<Reply["error"]>): Error {
  const message = error.message ?? "SQLite read failed in the worker";
  if (error.name === "SqliteError" && error.code)
    return new SQLite.SqliteError(message, error.code);
  const result = new Error(message);
  if (error.name) result.name = error.name;
  return result;
}

export function createSqliteReadWorkers(
  file: string,
  { workers = 1, cacheSize = -16_384, statementCacheSize = 500 }: SqliteReadWorkerOptions = {},
): SqliteReadWorkers {
  // One place per worker; null until its first query, and again after the thread ended.
  const slots: (Running | null)[] = Array.from({ length: Math.max(1, workers) }, () => null);
  let nextId = 1;
  let closed = false;

  function start(index: number): Running {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, driver: driverPath, cacheSize, statementCacheSize },
    });
    const running: Running = { worker, pending: new Map() };
    // An idle worker must not keep the process alive (scripts, tests); one with a query in
    // flight must, or a script awaiting only that query would exit before the answer.
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const p = running.pending.get(reply.id);
      if (!p) return;
      running.pending.delete(reply.id);
      if (running.pending.size === 0) worker.unref();
      if (reply.error) p.reject(toError(reply.error));
      else {
        const result: SqliteReadResult = { rows: reply.rows ?? [] };
        if (reply.changes !== undefined) {
          result.changes = reply.changes;
          result.lastInsertRowid = reply.lastInsertRowid;
        }
        p.resolve(result);
      }
    });
    // The thread died (the file could not be opened, out of memory…): its queries fail like any
    // failed query, and the next query starts a fresh worker.
    const fail = (error: Error) => {
      if (slots[index] === running) slots[index] = null;
      const pending = [...running.pending.values()];
      running.pending.clear();
      for (const p of pending) p.reject(error);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`SQLite read worker stopped (exit code ${code})`)));
    return running;
  }

  return {
    query(sql, parameters) {
      if (closed) return Promise.reject(new Error("the SQLite read workers are closed"));
      // The least busy worker; one not started yet counts as idle.
      let index = 0;
      for (let i = 1; i < slots.length; i++) {
        if ((slots[i]?.pending.size ?? 0) < (slots[index]?.pending.size ?? 0)) index = i;
      }
      const running = slots[index] ?? start(index);
      slots[index] = running;
      const id = nextId++;
      return new Promise<SqliteReadResult>((resolve, reject) => {
        try {
          // A parameter that cannot be cloned throws here: a rejected promise, as for bad SQL.
          running.worker.postMessage({ id, sql, parameters });
        } catch (error) {
          reject(error);
          return;
        }
        running.pending.set(id, { resolve, reject });
        running.worker.ref();
      });
    },
    get running() {
      return slots.filter((s) => s !== null).length;
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (running) => {
          if (!running) return;
          // Messages are handled in order: the queries sent before this are answered first.
          await closeConnectionThread(running.worker);
        }),
      );
    },
  };
}

/**
 * Asks a thread that holds an SQLite connection (a read worker, the checkpoint thread) to close it
 * with `{close: true}`, and waits until the thread has ended; one that has not after 5 s is ended.
 */
export async function closeConnectionThread(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.ref();
  worker.postMessage({ close: true });
  const timer = setTimeout(() => void worker.terminate(), 5_000);
  await exited;
  clearTimeout(timer);
}
