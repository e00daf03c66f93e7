// The export worker's module (built to <BUILD_DIR>/export-worker.js by scripts/build.mjs): makes
// one CSV export on a thread of its own, with its own database connection, and hands the bytes to
// the request's thread as they are asked for (docs/decisions/040-the-export-on-a-worker.md).
//
// The thread is started ahead of the export that uses it, and waits (ADR 040 "Later: started
// ahead"). Its entry (lowPriorityEntry in export.server.ts) lowers the thread's priority, loads
// this module when the job arrives, and calls `serve` with what was posted so far.
//
// Messages in: {job} (the filter, role, chunk size, count and connection name), then {more: n}
// (n more pieces may be sent) and {stop: true}. Out: {bytes}, then {done: true} or {error}.

import { parentPort } from "node:worker_threads";
import { closeDb, sqliteConnection } from "../../db/db.server.ts";
import { type CsvExportText, csvExportText } from "./export-text.server.ts";

export interface ExportJob extends Pick<CsvExportText, "filter" | "role" | "chunkSize" | "count"> {
  /** The PostgreSQL connection's application_name (exportConnectionName in export.server.ts). */
  connectionName: string;
}

type ToWorker = { job?: ExportJob; more?: number; stop?: boolean };

let credit = 0;
let stopped = false;
let wake: (() => void) | null = null;

/** Takes over the thread's messages, starting with those the entry held for it. */
export function serve(early: ToWorker[]): void {
  const port = parentPort;
  if (!port) throw new Error("export-worker.server.ts runs as a worker thread");
  const receive = (message: ToWorker) => {
    if (message.job) {
      run(message.job).catch((error: unknown) => {
        port.postMessage({ error: error instanceof Error ? error.message : String(error) });
      });
      return;
    }
    if (message.stop) stopped = true;
    credit += message.more ?? 0;
    wake?.();
  };
  port.on("message", receive);
  for (const message of early) receive(message);
}

async function run(job: ExportJob) {
  // Read by pg when the connection opens (this thread's env is its own copy).
  process.env.PGAPPNAME = job.connectionName;
  // SQLite: a page cache of 8 MB, not the main connection's 64 MB (db.server.ts), which a
  // million-row read would fill for nothing: each page is read once.
  sqliteConnection()?.pragma("cache_size = -8192");
  const encoder = new TextEncoder();
  const pieces = csvExportText(job);
  try {
    for (;;) {
      while (credit === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return;
      const next = await pieces.next();
      if (next.done) break;
      credit--;
      const bytes = encoder.encode(next.value);
      parentPort?.postMessage({ bytes }, [bytes.buffer]);
    }
    parentPort?.postMessage({ done: true });
  } finally {
    await pieces.return(undefined);
    await closeDb();
  }
}
