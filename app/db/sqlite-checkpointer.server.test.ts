import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  checkpointOnAThread,
  createDbHandle,
  type DbHandle,
  SQLITE_BACKSTOP_CHECKPOINT_PAGES,
} from "./db.server.ts";
import { startSqliteCheckpointer } from "./sqlite-checkpointer.server.ts";

// ADR 045: the write-ahead log is copied back into the database file by a thread of its own, not
// by a COMMIT on the main connection (the event loop). In WAL mode only a checkpoint writes the
// database file, so its size says who copied the log, and when.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-checkpoint-"));
const handles: DbHandle[] = [];
afterAll(async () => {
  for (const h of handles) {
    await h.checkpointer?.close();
    await h.db.destroy();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

function open(name: string, checkpointIntervalMs: number): DbHandle & { file: string } {
  const file = path.join(dir, name);
  const h = createDbHandle(file, { checkpointIntervalMs });
  handles.push(h);
  return { ...h, file };
}

const size = (file: string) => fs.statSync(file).size;

/** ~2,400 pages of the log: past SQLite's own 1,000-page checkpoint, in one COMMIT and in many. */
async function writePages(h: DbHandle) {
  await sql`create table if not exists filler (id integer primary key, body blob)`.execute(h.db);
  await h.db.transaction().execute(async (trx) => {
    for (let i = 0; i < 1_200; i++) {
      await sql`insert into filler (body) values (randomblob(4000))`.execute(trx);
    }
  });
  for (let i = 0; i < 1_200; i++) {
    await sql`insert into filler (body) values (randomblob(4000))`.execute(h.db);
  }
}

describe("SQLite checkpoints on a thread of their own", () => {
  it("a COMMIT on the main connection leaves the log to the thread, which copies all of it", async () => {
    const h = open("asked.db", 0);
    expect(h.checkpointer).toBeDefined();
    expect(h.sqlite?.pragma("wal_autocheckpoint", { simple: true })).toBe(
      SQLITE_BACKSTOP_CHECKPOINT_PAGES,
    );
    await h.checkpointer?.checkpointNow();
    const before = size(h.file);

    await writePages(h);
    // SQLite's default would have copied the log into the file at the first COMMIT past 1,000 pages.
    expect(size(h.file)).toBe(before);

    const result = await h.checkpointer?.checkpointNow();
    expect(result?.log).toBeGreaterThan(2_000);
    expect(result?.checkpointed).toBe(result?.log);
    expect(size(h.file)).toBeGreaterThan(before + 2_000 * 4_000);
    // What the thread copied is what the main connection reads.
    const [row] = (await sql<{ n: number }>`select count(*) as n from filler`.execute(h.db)).rows;
    expect(row.n).toBe(2_400);
  });

  it("runs on its own timer", async () => {
    const h = open("timed.db", 20);
    await sql`create table filler (id integer primary key, body blob)`.execute(h.db);
    await vi.waitFor(() => expect(size(h.file)).toBeGreaterThan(0), { timeout: 5_000 });
    const before = size(h.file);
    await writePages(h);
    await vi.waitFor(() => expect(size(h.file)).toBeGreaterThan(before + 2_000 * 4_000), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it("never makes the writer wait, nor waits itself, while a reader holds a snapshot", async () => {
    const h = open("reader.db", 0);
    await writePages(h);
    await h.checkpointer?.checkpointNow();
    // A long read on another connection: its snapshot keeps the frames written after it in the
    // log, so the thread copies only up to it, and the writer goes on meanwhile.
    const reader = new SQLite(h.file, { readonly: true });
    try {
      reader.exec("begin");
      reader.prepare("select count(*) from filler").get();
      await sql`insert into filler (body) values (randomblob(4000))`.execute(h.db);
      const held = await h.checkpointer?.checkpointNow();
      expect(held?.checkpointed).toBeLessThan(held?.log ?? 0);
      reader.exec("commit");
      const after = await h.checkpointer?.checkpointNow();
      expect(after?.checkpointed).toBe(after?.log);
    } finally {
      reader.close();
    }
  });

  it("an in-memory database has none (no other connection can open it)", () => {
    const h = createDbHandle(":memory:");
    handles.push(h);
    expect(h.checkpointer).toBeUndefined();
  });

  it("if the thread stops, the main connection checkpoints on COMMIT again, and says so", async () => {
    const file = path.join(dir, "stops.db");
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    const warn = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // The thread's connection cannot open a file that is not there: it stops at once.
      const checkpointer = checkpointOnAThread(sqlite, path.join(dir, "missing", "x.db"), 0);
      expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(
        SQLITE_BACKSTOP_CHECKPOINT_PAGES,
      );
      // A thread starts in ~0.1 s; on a loaded machine, much later.
      await vi.waitFor(
        () => expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(1_000),
        { timeout: 10_000 },
      );
      expect(String(warn.mock.calls.at(-1)?.[0])).toMatch(/checkpoint thread stopped/);
      await expect(checkpointer.checkpointNow()).rejects.toThrow();
      await checkpointer.close();
    } finally {
      warn.mockRestore();
      sqlite.close();
    }
  });

  it("a checkpoint on a database not in WAL mode reports no log", async () => {
    const file = path.join(dir, "rollback.db");
    new SQLite(file).close();
    const checkpointer = startSqliteCheckpointer(file, { intervalMs: 0 });
    try {
      expect((await checkpointer.checkpointNow()).log).toBe(-1);
    } finally {
      await checkpointer.close();
    }
  });
});
