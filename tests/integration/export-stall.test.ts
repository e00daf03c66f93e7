import crypto from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storedLead } from "../../app/db/lead-rows.test-support.ts";
import {
  csvExportStream,
  EXPORT_STALLED,
  setExportWorkerFile,
} from "../../app/modules/leads/export.server.ts";
import { exportConnections } from "../support/export-connections.ts";
import { type OwnServer, startOwnServer } from "../support/own-server.ts";

// An export whose reader stops taking pieces (a client that stopped reading but keeps its socket
// open) ends after the stall timeout, and its worker and its database connection go with it
// (app/modules/leads/export.server.ts, EXPORT_STALL_TIMEOUT_MS). Over HTTP a stall needs an export
// larger than loopback's socket buffers (up to 32 MB here), so this file runs the export's own
// stream in this process, on the built worker (ADR 040), against a database of its own.

const dialect = inject("dialect");
const ROWS = 300;
let own: OwnServer | undefined;
let databaseUrl = "";

beforeAll(async () => {
  own = await startOwnServer(dialect, "gharsetu-export-stall-");
  databaseUrl = process.env.DATABASE_URL as string;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const rows = Array.from({ length: ROWS }, (_, i) =>
    storedLead(at(i), {
      client_id: `stall-${i}`,
      reference: `GS-S${String(i).padStart(7, "0")}`,
      first_name: "Stall",
      last_name: `Lead${i}`,
      email: `stall${i}@example.test`,
    }),
  );
  await own.db.insertInto("eligibility_applications").values(rows).execute();
  setExportWorkerFile(path.resolve(process.env.BUILD_DIR ?? "build", "export-worker.js"));
}, 120_000);

afterAll(async () => {
  setExportWorkerFile(null);
  await own?.stop();
});

function exportOf(requestId: string, stallTimeoutMs: number) {
  return csvExportStream({
    filter: { q: "Stall" },
    role: "admin",
    chunkSize: 20,
    requestId,
    stallTimeoutMs,
  }).getReader();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an export whose reader stops reading", () => {
  it("ends after the stall timeout, with its worker and its connection", async () => {
    const requestId = `stall-${crypto.randomUUID()}`;
    const reader = exportOf(requestId, 400);
    const decoder = new TextDecoder();
    let text = "";
    while (text.split("\r\n").length < 3) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    if (dialect === "postgres") expect(await exportConnections(databaseUrl, requestId)).toBe(1);
    // The reader takes nothing more.
    await pause(1_000);
    if (dialect === "postgres") {
      await expect
        .poll(() => exportConnections(databaseUrl, requestId), { timeout: 10_000 })
        .toBe(0);
    }
    // The pieces already made were dropped with it: the stream says why it ended.
    await expect(reader.read()).rejects.toThrow(EXPORT_STALLED);
  }, 60_000);

  it("a slow reader that keeps taking pieces gets the whole export", async () => {
    const requestId = `slow-${crypto.randomUUID()}`;
    const reader = exportOf(requestId, 400);
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      // Slower than the worker by far, but never as slow as the timeout.
      await pause(100);
    }
    // The header, then every lead.
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(ROWS + 1);
    if (dialect === "postgres") {
      await expect
        .poll(() => exportConnections(databaseUrl, requestId), { timeout: 10_000 })
        .toBe(0);
    }
  }, 60_000);
});
