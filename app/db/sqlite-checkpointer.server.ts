// SQLite's WAL checkpoints on a thread of their own (docs/decisions/045-sqlite-checkpoints-off-the-event-loop.md).
// By default SQLite copies the write-ahead log back into the database file inside the COMMIT
// that takes the log past 1,000 pages, on the committing connection: ours is the main one, on
// the event loop, so every ~4 MB of writes one lead POST's COMMIT also did the copy and its
// fsync (10–15 ms of CPU at 10,000 leads) while every other request waited. Here a worker
// thread with a connection of its own runs a PASSIVE checkpoint every few hundred
// milliseconds: it copies what no reader still needs, never waits for a lock and never makes a
// writer wait, and the main connection's own checkpoint becomes a backstop it should not reach.

import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { closeConnectionThread } from "./sqlite-read-worker.server.ts";

/**
 * The worker's code, a string run with `eval: true` for the same reason as the read workers'
 * (sqlite-read-worker.server.ts): one text for tsx, vitest and both production bundles.
 */
const WORKER_SOURCE = `
"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
// A checkpoint reads the log's frames, not the database's pages: no cache to speak of.
db.pragma("cache_size = -1024");
function checkpoint() {
  try {
    const [row] = db.pragma("wal_checkpoint(PASSIVE)");
    return { busy: row.busy, log: row.log, checkpointed: row.checkpointed };
  } catch (error) {
    return { error: String(error && error.message) };
  }
}
// A failing checkpoint (a full disk, say) is logged when it starts failing, not four times a second.
let failing = null;
function onTimer() {
  const result = checkpoint();
  const error = result.error || null;
  if (error && error !== failing) {
    console.error(JSON.stringify({ level: "warn", msg: "SQLite checkpoint failed", error }));
  }
  failing = error;
}
let timer = null;
if (workerData.intervalMs > 0) timer = setInterval(onTimer, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message.close) {
    clearInterval(timer);
    db.close();
    parentPort.close();
    return;
  }
  parentPort.postMessage({ id: message.id, result: checkpoint() });
});
`;

/** What one PASSIVE checkpoint reported (PRAGMA wal_checkpoint): frames in the log, and copied. */
export interface CheckpointResult {
  busy: number;
  /** Frames in the write-ahead log (-1 when the database is not in WAL mode). */
  log: number;
  /** Of those, the frames now copied into the database file. */
  checkpointed: number;
}

export interface SqliteCheckpointer {
  /** One checkpoint now, besides the timer's (the tests). */
  checkpointNow(): Promise<CheckpointResult>;
  /** Stops the timer and closes the thread's connection. */
  close(): Promise<void>;
}

export interface SqliteCheckpointerOptions {
  /** How often the thread checkpoints; 0: only when asked (checkpointNow). */
  intervalMs: number;
  /** The thread ended without being closed (its connection could not open, or it crashed). */
  onStop?: (error: Error) => void;
}

const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

export function startSqliteCheckpointer(
  file: string,
  { intervalMs, onStop }: SqliteCheckpointerOptions,
): SqliteCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, driver: driverPath, intervalMs },
  });
  // The timer must not keep a script or a test alive; an awaited checkpointNow must.
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (r: CheckpointResult) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let closing = false;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    if (!closing) onStop?.(error);
  };
  worker.on("message", (reply: { id: number; result: CheckpointResult | { error: string } }) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ("error" in reply.result) p.reject(new Error(reply.result.error));
    else p.resolve(reply.result);
  });
  worker.on("error", stop);
  worker.on("exit", (code) =>
    stop(new Error(`SQLite checkpoint thread stopped (exit code ${code})`)),
  );

  return {
    checkpointNow() {
      if (stopped) return Promise.reject(stopped);
      const id = nextId++;
      return new Promise<CheckpointResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id });
      });
    },
    async close() {
      if (closing) return;
      closing = true;
      if (stopped) return;
      await closeConnectionThread(worker);
    },
  };
}
