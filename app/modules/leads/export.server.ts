// The admin's CSV export, streamed (issue 16, docs/decisions/018-streamed-export-and-the-event-loop.md):
// rows are read in keyset chunks and encoded one chunk at a time as the response asks for more,
// so memory stays about one chunk whatever the number of leads, and a slow client slows the
// reads down instead of piling rows up in the server.
//
// In the production server the rows are read, encoded and masked on a worker thread with its own
// database connection (export-worker.server.ts, ADR 040): at a million leads the export is a
// core's worth of parsing and encoding, and on the request's thread it made every other request
// wait behind it. This thread only passes the bytes on.

import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type Dialect, getDialect, sharedWithOtherThreads } from "../../db/db.server.ts";
import { log } from "../../utils/log.server.ts";
import { singleton } from "../../utils/singleton.server.ts";
import { type CsvExportText, csvExportText } from "./export-text.server.ts";
import type { ExportJob } from "./export-worker.server.ts";

export interface CsvExportOptions extends CsvExportText {
  /** Called once before the first row is read (an access-log entry); an error stops the export. */
  onStart?: () => void | Promise<void>;
  /** The request's id, in the name of the worker's PostgreSQL connection (exportConnectionName). */
  requestId?: string;
  /** EXPORT_STALL_TIMEOUT_MS unless given (tests). */
  stallTimeoutMs?: number;
}

/**
 * A reader that has taken nothing for this long has stopped reading: the export ends, and its
 * worker thread and its database connection go with it. A client that stops reading but keeps
 * its socket open (a paused download, a laptop gone to sleep) would otherwise hold both until the
 * socket closes. A slow line still takes a piece (~80 kB) every few seconds.
 */
export const EXPORT_STALL_TIMEOUT_MS = 60_000;

/** Why a stalled export ended (the stream's error, and the log line's). */
export const EXPORT_STALLED = "the export's reader took nothing for too long; the export ended";

/**
 * The stall timer of one export: `wait()` when a piece has been handed over, `taken()` when the
 * reader asks for the next. `onStall` runs once, if the reader never asks.
 */
function stallTimer(options: CsvExportOptions, onStall: () => void) {
  const ms = options.stallTimeoutMs ?? EXPORT_STALL_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  return {
    wait() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        log("warn", EXPORT_STALLED, { requestId: options.requestId, stallTimeoutMs: ms });
        onStall();
      }, ms);
      // An open socket keeps the process alive; this timer need not.
      timer.unref();
    },
    taken() {
      clearTimeout(timer);
    },
  };
}

/** Where the built export worker is; null (tests, development): the export runs in-thread. */
const workerFile = () => singleton("export-worker-file", () => ({ file: null as string | null }));

/**
 * The production server names the built worker (server/index.ts), and its first thread starts
 * now, ahead of any export.
 */
export function setExportWorkerFile(file: string | null): void {
  // A build without the file (an older build script) exports in-thread rather than failing.
  workerFile().file = file && fs.existsSync(file) ? file : null;
  const waiting = spare().waiting;
  if (waiting && dropSpare(waiting.worker)) void waiting.worker.terminate();
  startSpare();
}

/** The export worker's PostgreSQL connection, as pg_stat_activity names it. */
export const EXPORT_CONNECTION_NAME = "gharsetu-export";

/**
 * The name of one export's connection: EXPORT_CONNECTION_NAME and the request's id, so that a
 * connection an export holds (a client that stopped reading keeps it) leads to the request's log
 * lines. PostgreSQL keeps 63 bytes of it; the id is ASCII (server/observability.ts).
 */
export function exportConnectionName(requestId = ""): string {
  return (requestId ? `${EXPORT_CONNECTION_NAME} ${requestId}` : EXPORT_CONNECTION_NAME).slice(
    0,
    63,
  );
}

/** Pieces a worker may make ahead of the reader: one being sent, one ready. */
const READ_AHEAD = 2;

/**
 * The export as a byte stream. A ReadableStream only pulls when its reader has taken what was
 * queued, and the server's writer waits for the socket to drain, so reads follow the client.
 */
export function csvExportStream(options: CsvExportOptions): ReadableStream<Uint8Array> {
  const file = workerFile().file;
  // A transform is a function, which cannot go to a worker; an in-memory SQLite database is
  // private to this thread's connection (db.server.ts).
  if (file && !options.transform && sharedWithOtherThreads()) return workerStream(file, options);
  return inThreadStream(options);
}

function inThreadStream(options: CsvExportOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pieces: AsyncGenerator<string> | null = null;
  let stall: ReturnType<typeof stallTimer> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        await options.onStart?.();
        pieces = csvExportText(options);
        stall = stallTimer(options, () => {
          controller.error(new Error(EXPORT_STALLED));
          void pieces?.return(undefined);
        });
      },
      async pull(controller) {
        stall?.taken();
        const next = await (pieces as AsyncGenerator<string>).next();
        if (next.done) controller.close();
        else {
          controller.enqueue(encoder.encode(next.value));
          stall?.wait();
        }
      },
      async cancel() {
        stall?.taken();
        // The client went away: stop reading (the generator's finally runs, no further query).
        await pieces?.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * The worker's first code: it lowers its own thread's priority to nice 10 (Linux keeps a nice value
 * per thread; its id comes from /proc/thread-self), then waits. The thread is started ahead of its
 * export (see `spare`); the export's module is loaded only when the job arrives, at that low
 * priority, so that loading the modules and opening the connection (~0.3 s of a core) give way to
 * requests: at the export's start every request used to wait 70–80 ms behind them
 * (scripts/scale.mjs, docs/decisions/040-the-export-on-a-worker.md), and a waiting thread holds
 * ~10 MB instead of the ~50 MB its modules take. Messages that arrive while the module loads are
 * held and handed to its `serve`. Elsewhere than Linux the priority step is skipped.
 */
export function lowPriorityEntry(file: string): string {
  return `
    try {
      const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
      if (Number.isInteger(tid) && tid > 0) require("node:os").setPriority(tid, 10);
    } catch {}
    const { parentPort } = require("node:worker_threads");
    const early = [];
    const hold = (message) => early.push(message);
    parentPort.on("message", hold);
    parentPort.once("message", () =>
      import(${JSON.stringify(pathToFileURL(file).href)}).then((module) => {
        parentPort.off("message", hold);
        module.serve(early);
      }),
    );`;
}

/**
 * The worker's heap. It holds one chunk at a time: a small heap keeps the process's memory within
 * the export's budget (docs/performance.md). On PostgreSQL the young generation is 16 MB, not 8:
 * pg's rows and buffers outlived 8 MB's scavenges, and collecting them took V8's helper
 * threads, which run at normal priority beside every request, ~10 µs a row; 16 MB cut that to
 * ~3.5 µs and the export's CPU by a quarter (issue 40). SQLite's rows did not (~4 µs either way)
 * and it stays at 8 MB, where its export already comes near the memory budget.
 */
export function exportWorkerHeap(dialect: Dialect): {
  maxYoungGenerationSizeMb: number;
  maxOldGenerationSizeMb: number;
} {
  return { maxYoungGenerationSizeMb: dialect === "postgres" ? 16 : 8, maxOldGenerationSizeMb: 64 };
}

type FromWorker = { bytes: Uint8Array } | { done: true } | { error: string };

/**
 * The export thread started ahead and waiting for its job (ADR 040 "Later: started ahead"). A
 * thread's start (~45 ms of a core) runs at normal priority, since the entry can lower the
 * priority only from its first line. Begun as an export began, it competed with the requests
 * answered right then; begun ahead (at the server's start, and as each export ends, for the
 * next), it does not. One waits at most; a second export at the same time starts a thread of its
 * own, as before. Each thread makes one export and is ended, which gives its memory back.
 */
interface Spare {
  worker: Worker;
  /** Forgets the spare if it fails or stops while it waits (the next export starts one). */
  forget: () => void;
}
const spare = () => singleton("export-worker-spare", () => ({ waiting: null as Spare | null }));

function startWorker(file: string): Worker {
  return new Worker(lowPriorityEntry(file), {
    eval: true,
    // One connection of its own, no read workers of its own (db.server.ts). Its PostgreSQL
    // connection is named by its job (exportConnectionName) when the job opens it.
    env: { ...process.env, DB_READ_WORKERS: "0", DB_POOL_SIZE: "1" },
    resourceLimits: exportWorkerHeap(getDialect()),
  });
}

/** Starts the thread the next export will take, unless one waits already. */
function startSpare() {
  const file = workerFile().file;
  const slot = spare();
  if (!file || slot.waiting) return;
  const worker = startWorker(file);
  const forget = () => dropSpare(worker);
  worker.on("error", forget);
  worker.on("exit", forget);
  // Waiting, it does not keep the process alive.
  worker.unref();
  slot.waiting = { worker, forget };
}

/** Stops counting on the waiting thread (taken by an export, failed, or no longer wanted). */
function dropSpare(worker: Worker): boolean {
  const slot = spare();
  if (slot.waiting?.worker !== worker) return false;
  worker.off("error", slot.waiting.forget);
  worker.off("exit", slot.waiting.forget);
  slot.waiting = null;
  return true;
}

/** The waiting thread, or a new one when none waits. */
function takeWorker(file: string): Worker {
  const waiting = spare().waiting;
  if (!waiting) return startWorker(file);
  dropSpare(waiting.worker);
  waiting.worker.ref();
  return waiting.worker;
}

function workerStream(file: string, options: CsvExportOptions): ReadableStream<Uint8Array> {
  let worker: Worker | null = null;
  const arrived: FromWorker[] = [];
  let waiting: ((message: FromWorker) => void) | null = null;
  const deliver = (message: FromWorker) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve(message);
    } else arrived.push(message);
  };
  const next = () =>
    arrived.length > 0
      ? Promise.resolve(arrived.shift() as FromWorker)
      : new Promise<FromWorker>((resolve) => (waiting = resolve));
  const end = () => {
    const w = worker;
    worker = null;
    // The worker closes its connection before it says done; stopped early, it is ended.
    if (w) void w.terminate();
    // The next export's thread starts now, after this one's download, not at that export's start.
    startSpare();
  };
  let stall: ReturnType<typeof stallTimer> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        stall = stallTimer(options, () => {
          end();
          controller.error(new Error(EXPORT_STALLED));
        });
        await options.onStart?.();
        const { filter, role, chunkSize, count } = options;
        const job: ExportJob = {
          filter,
          role,
          chunkSize,
          count,
          // pg_stat_activity names the connection with the request's id.
          connectionName: exportConnectionName(options.requestId),
        };
        worker = takeWorker(file);
        worker.on("message", deliver);
        worker.on("error", (error) => deliver({ error: error.message }));
        worker.on("exit", (code) => deliver({ error: `the export worker stopped (${code})` }));
        worker.postMessage({ job });
        worker.postMessage({ more: READ_AHEAD });
      },
      async pull(controller) {
        stall?.taken();
        const message = await next();
        if ("bytes" in message) {
          controller.enqueue(message.bytes);
          worker?.postMessage({ more: 1 });
          stall?.wait();
        } else if ("done" in message) {
          end();
          controller.close();
        } else {
          end();
          controller.error(new Error(message.error));
        }
      },
      cancel() {
        stall?.taken();
        worker?.postMessage({ stop: true });
        setTimeout(end, 1000).unref();
      },
    },
    { highWaterMark: 1 },
  );
}
