import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { EXPORT_CONNECTION_NAME, exportConnectionName, lowPriorityEntry } from "./export.server.ts";

// The export worker's entry (docs/decisions/040-the-export-on-a-worker.md): its thread gives way
// to requests from its first line, before the export's modules are loaded, and then loads them.
describe("the export worker's entry", () => {
  it.runIf(process.platform === "linux")(
    "lowers its thread to nice 10 before the module it loads runs, and runs it",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-entry-"));
      const file = path.join(dir, "probe.mjs");
      // The module reports its own thread's nice value (/proc/thread-self/stat, field 19).
      fs.writeFileSync(
        file,
        `import fs from "node:fs";
        import { parentPort } from "node:worker_threads";
        const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
        parentPort.postMessage(Number(stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[16]));`,
      );
      const worker = new Worker(lowPriorityEntry(file), { eval: true });
      try {
        const nice = await new Promise((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        });
        expect(nice).toBe(10);
        // …and only that thread: this one keeps its priority.
        const own = fs.readFileSync("/proc/thread-self/stat", "utf8");
        expect(Number(own.slice(own.lastIndexOf(") ") + 2).split(" ")[16])).not.toBe(10);
      } finally {
        await worker.terminate();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

// pg_stat_activity shows which request's export holds a connection; PostgreSQL keeps 63 bytes of
// an application_name and silently drops the rest.
describe("exportConnectionName", () => {
  it("names the request, within PostgreSQL's 63 bytes", () => {
    expect(exportConnectionName("4f1c2a9e-aa")).toBe(`${EXPORT_CONNECTION_NAME} 4f1c2a9e-aa`);
    expect(exportConnectionName()).toBe(EXPORT_CONNECTION_NAME);
    const long = exportConnectionName("x".repeat(100));
    expect(long).toHaveLength(63);
    expect(long.startsWith(`${EXPORT_CONNECTION_NAME} x`)).toBe(true);
  });
});
