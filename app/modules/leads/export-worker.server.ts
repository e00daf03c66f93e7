// The export worker's entry (built to <BUILD_DIR>/export-worker.js by scripts/build.mjs): makes
// one CSV export on a thread of its own, with its own database connection, and hands the bytes to
// the request's thread as they are asked for (export.server.ts, docs/decisions/040-the-export-on-
// a-worker.md). Messages in: {more: n} (n more pieces may be sent), {stop: true}. Out: {bytes},
// then {done: true} or {error}.

import fs from "node:fs";
import os from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { closeDb, sqliteConnection } from "../../db/db.server.ts";
import { csvExportText } from "./export-text.server.ts";

const port = parentPort;
if (!port) throw new Error("export-worker.server.ts runs as a worker thread");

// A lower priority for this thread (nice 10, Linux): the export runs at full speed on an idle
// machine and gives way when a request wants the core (docs/decisions/040-the-export-on-a-worker.md). Linux keeps a nice value per thread, and a
// thread's id names it to setpriority; elsewhere the thread keeps the process's priority.
try {
  const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
} catch {
  // not Linux, or not allowed: the same export at the same priority
}

// SQLite: a page cache of 8 MB, not the main connection's 64 MB (db.server.ts), which a
// million-row read would fill for nothing: each page is read once.
sqliteConnection()?.pragma("cache_size = -8192");

let credit = 0;
let stopped = false;
let wake: (() => void) | null = null;
port.on("message", (message: { more?: number; stop?: boolean }) => {
  if (message.stop) stopped = true;
  credit += message.more ?? 0;
  wake?.();
});

async function run() {
  const encoder = new TextEncoder();
  const pieces = csvExportText(workerData);
  try {
    for (;;) {
      while (credit === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return;
      const next = await pieces.next();
      if (next.done) break;
      credit--;
      const bytes = encoder.encode(next.value);
      port?.postMessage({ bytes }, [bytes.buffer]);
    }
    port?.postMessage({ done: true });
  } finally {
    await pieces.return(undefined);
    await closeDb();
  }
}

run().catch((error: unknown) => {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
});
