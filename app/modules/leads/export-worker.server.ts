// The export worker's module (built to <BUILD_DIR>/export-worker.js by scripts/build.mjs, loaded
// by the entry in export.server.ts, which first lowers the thread's priority): makes one CSV
// export on a thread of its own, with its own database connection, and hands the bytes to the
// request's thread as they are asked for (docs/decisions/040-the-export-on-a-worker.md).
// Messages in: {more: n} (n more pieces may be sent), {stop: true}. Out: {bytes}, then
// {done: true} or {error}.

import { parentPort, workerData } from "node:worker_threads";
import { closeDb, sqliteConnection } from "../../db/db.server.ts";
import { csvExportText } from "./export-text.server.ts";

const port = parentPort;
if (!port) throw new Error("export-worker.server.ts runs as a worker thread");

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
