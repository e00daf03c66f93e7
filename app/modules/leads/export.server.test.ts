import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  csvExportStream,
  EXPORT_CONNECTION_NAME,
  exportConnectionName,
  lowPriorityEntry,
  setExportWorkerFile,
} from "./export.server.ts";

// The export worker's entry (docs/decisions/040-the-export-on-a-worker.md): its thread gives way
// to requests from its first line, before the export's modules are loaded, and then loads them.
describe("the export worker's entry", () => {
  it.runIf(process.platform === "linux")(
    "lowers its thread to nice 10, then loads the module when its job comes and hands it the messages",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-entry-"));
      const file = path.join(dir, "probe.mjs");
      // The module reports its own thread's nice value (/proc/thread-self/stat, field 19), and
      // what was posted before it was loaded.
      fs.writeFileSync(
        file,
        `import fs from "node:fs";
        import { parentPort } from "node:worker_threads";
        export function serve(early) {
          const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
          parentPort.postMessage({
            nice: Number(stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[16]),
            early,
          });
        }`,
      );
      const worker = new Worker(lowPriorityEntry(file), { eval: true });
      try {
        // The module is loaded when the first message comes, and is handed every message so far.
        worker.postMessage({ job: 1 });
        worker.postMessage({ more: 2 });
        const { nice, early } = await new Promise<{ nice: number; early: unknown[] }>(
          (resolve, reject) => {
            worker.once("message", resolve);
            worker.once("error", reject);
          },
        );
        expect(early).toEqual([{ job: 1 }, { more: 2 }]);
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

// The export's thread is started ahead of the export (ADR 040 "Later: started ahead"): a
// thread's start runs at normal priority, and begun as an export began it competed with the
// requests answered right then. A stand-in module speaks the real one's protocol
// (export-worker.server.ts) and says which thread made each piece, when that thread started (in
// clock ticks since boot, /proc/thread-self/stat field 22) and the connection name its job
// carried.
describe.runIf(process.platform === "linux")("the export's thread", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-thread-"));
  const file = path.join(dir, "stand-in.mjs");
  beforeAll(() => {
    fs.writeFileSync(
      file,
      `import fs from "node:fs";
      import { parentPort, threadId } from "node:worker_threads";
      const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
      const startedAt = stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[19];
      let credit = 0, stopped = false, wake = null;
      export function serve(early) {
        const receive = (m) => {
          if (m.job) return void run(m.job);
          if (m.stop) stopped = true;
          credit += m.more ?? 0;
          wake?.();
        };
        parentPort.on("message", receive);
        for (const m of early) receive(m);
      }
      async function run(job) {
        if (job.role === "fail") return parentPort.postMessage({ error: "failed on purpose" });
        for (let i = 0; i < job.chunkSize; i++) {
          while (credit === 0 && !stopped) await new Promise((r) => (wake = r));
          if (stopped) return;
          credit--;
          const line = [threadId, startedAt, job.connectionName].join(" ") + "\\n";
          const bytes = new TextEncoder().encode(line);
          parentPort.postMessage({ bytes }, [bytes.buffer]);
        }
        parentPort.postMessage({ done: true });
      }`,
    );
    setExportWorkerFile(file);
  });
  afterAll(() => {
    setExportWorkerFile(null);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Reads one export (its first `pieces` pieces, when given) and says who made it. */
  async function exportPieces(options: { requestId?: string; role?: string; pieces?: number }) {
    const reader = csvExportStream({
      filter: {},
      chunkSize: 3,
      requestId: options.requestId,
      role: options.role,
    }).getReader();
    const lines: string[] = [];
    while (options.pieces === undefined || lines.length < options.pieces) {
      const { value, done } = await reader.read();
      if (done) break;
      lines.push(new TextDecoder().decode(value).trim());
    }
    if (options.pieces !== undefined) await reader.cancel();
    const [thread, startedAt, ...name] = (lines[0] ?? "").split(" ");
    return {
      lines,
      thread: Number(thread),
      startedAt: Number(startedAt),
      connectionName: name.join(" "),
    };
  }

  /** Lets a thread just started finish starting. */
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));
  /** Now, in the clock of a thread's start time: ticks (1/100 s) since boot. */
  const ticksNow = () => Number(fs.readFileSync("/proc/uptime", "utf8").split(" ")[0]) * 100;

  it("was started before its export asked, and the next export's thread before that one asked", async () => {
    await aMoment();
    const asked = ticksNow();
    const first = await exportPieces({ requestId: "req-1" });
    expect(first.lines).toHaveLength(3);
    expect(first.startedAt).toBeLessThan(asked);
    expect(first.connectionName).toBe(exportConnectionName("req-1"));
    await aMoment();
    const askedAgain = ticksNow();
    const second = await exportPieces({ requestId: "req-2" });
    // A thread makes one export; the next one was started as the first ended.
    expect(second.thread).not.toBe(first.thread);
    expect(second.startedAt).toBeLessThan(askedAgain);
    expect(second.startedAt).toBeGreaterThan(first.startedAt);
    expect(second.connectionName).toBe(exportConnectionName("req-2"));
    expect(second.lines).toHaveLength(3);
  });

  it("after a reader that went away or a job that failed, the next export's thread is ready", async () => {
    const stopped = await exportPieces({ requestId: "req-3", pieces: 1 });
    expect(stopped.lines).toHaveLength(1);
    await aMoment();
    const afterStop = ticksNow();
    const next = await exportPieces({});
    expect(next.thread).not.toBe(stopped.thread);
    expect(next.lines).toHaveLength(3);
    const failing = csvExportStream({ filter: {}, chunkSize: 3, role: "fail" }).getReader();
    await expect(failing.read()).rejects.toThrow("failed on purpose");
    await aMoment();
    const afterFailure = ticksNow();
    const last = await exportPieces({});
    expect(last.lines).toHaveLength(3);
    expect(last.startedAt).toBeLessThan(afterFailure);
    expect(last.startedAt).toBeGreaterThan(afterStop);
  });

  it("two exports at once each get a thread of their own", async () => {
    await aMoment();
    const [one, two] = await Promise.all([exportPieces({}), exportPieces({})]);
    expect(one.thread).not.toBe(two.thread);
    expect(one.lines).toHaveLength(3);
    expect(two.lines).toHaveLength(3);
  });
});
