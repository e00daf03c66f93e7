import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { listLeads } from "../modules/leads/list.server.ts";
import { createDbHandle, getDb, getReadDb } from "./db.server.ts";
import { storedLead } from "./lead-rows.test-support.ts";
import { createSqliteReadWorkers } from "./sqlite-read-worker.server.ts";

// ADR 023: the admin's SQLite reads run on worker threads. The "modules" project gives this file
// a migrated SQLite file of its own (tests/support/module-db-setup.ts), so getReadDb() here is
// the worker-backed connection and getDb() the main one.

const file = process.env.DATABASE_URL as string;
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((w) => w.close()));
});

function workers(options: Parameters<typeof createSqliteReadWorkers>[1] = {}, at = file) {
  const w = createSqliteReadWorkers(at, options);
  opened.push(w);
  return w;
}

describe("getReadDb on an SQLite file", () => {
  it("is not the main connection", () => {
    expect(getReadDb()).not.toBe(getDb());
  });

  it("answers with the rows the main connection gives for the same query, types included", async () => {
    const queries = [
      getDb().selectFrom("banks").selectAll().orderBy("slug").compile(),
      getDb()
        .selectFrom("eligibility_applications")
        .select((eb) => [
          eb.fn.countAll().as("n"),
          eb.fn.sum<number>("id").as("ids"),
          eb.fn.max("created_at").as("newest"),
        ])
        .compile(),
      // Integers past 2^53 come back as the same (rounded) number, not a BigInt; reals, NULL,
      // text with every kind of character, and a bound parameter of each type.
      sql`select 9007199254740993 as big, -1.5e-7 as real, null as none,
        ${'₹ \u0000 "quoted" नमस्ते'} as text, ${42} as p_int, ${2.25} as p_real,
        ${null} as p_none, ${BigInt(7)} as p_bigint`.compile(getDb()),
    ];
    for (const query of queries) {
      const main = await getDb().executeQuery(query);
      const read = await getReadDb().executeQuery(query);
      expect(read.rows, query.sql).toEqual(main.rows);
      expect(read.rows.length, query.sql).toBeGreaterThan(0);
    }
    const [row] = (await getReadDb().executeQuery(queries[2])).rows as Record<string, unknown>[];
    expect(typeof row.big).toBe("number");
    expect(typeof row.p_bigint).toBe("number");
  });

  it("sees a lead as soon as its write has been answered (WAL: committed rows are visible)", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const db = getDb();
    for (let i = 0; i < 5; i++) {
      await db
        .insertInto("eligibility_applications")
        .values(
          storedLead(new Date().toISOString(), {
            client_id: `rw-${tag}-${i}`,
            reference: `GS-${crypto.randomBytes(4).toString("hex").toUpperCase()}`,
            first_name: "Readback",
            last_name: `Tag${tag}`,
            email: `rw${i}.${tag}@example.test`,
          }),
        )
        .execute();
      // Straight after each write, through the list (which reads on the worker).
      const page = await listLeads({ q: `Tag${tag}` });
      expect(page.rows).toHaveLength(i + 1);
      expect(page.total).toBe(i + 1);
    }
  });

  it("turns an error into a rejected promise and keeps answering afterwards", async () => {
    const error = await getReadDb()
      .executeQuery(sql`select * from no_such_table`.compile(getReadDb()))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SQLite.SqliteError);
    expect((error as { code?: string }).code).toBe("SQLITE_ERROR");
    expect((error as Error).message).toMatch(/no such table/);
    // The connection is read-only: a write through it is refused, not carried out.
    const write = await getReadDb()
      .deleteFrom("banks")
      .execute()
      .catch((e: unknown) => e);
    expect((write as { code?: string }).code).toBe("SQLITE_READONLY");
    expect(
      Number((await getDb().selectFrom("banks").select("slug").execute()).length),
    ).toBeGreaterThan(0);
    await expect(
      getReadDb()
        .transaction()
        .execute(async () => 1),
    ).rejects.toThrow(/getDb\(\)/);
    const { rows } = await getReadDb().executeQuery(sql`select 1 as one`.compile(getReadDb()));
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe("createSqliteReadWorkers", () => {
  it("runs a query off the event loop: timers fire while it runs", async () => {
    const w = workers();
    await w.query("select 1", []); // started and connected
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const { rows } = await w.query(
      "with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n",
      [],
    );
    const ms = performance.now() - started;
    clearInterval(timer);
    expect(rows).toEqual([{ c: 3_000_000 }]);
    // On the loop, the query would have let no timer fire until it ended.
    expect(ms).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(ms / 5 / 4));
  });

  it("answers concurrent queries each with its own rows, over several workers", async () => {
    const w = workers({ workers: 2 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => w.query("select ? as i, ? || 'x' as t", [i, `${i}`])),
    );
    expect(answers.map((a) => a.rows)).toEqual(
      Array.from({ length: 20 }, (_, i) => [{ i, t: `${i}x` }]),
    );
    expect(w.running).toBe(2);
  });

  it("rejects a parameter that cannot be sent to the worker", async () => {
    const w = workers();
    await expect(w.query("select ? as f", [() => 1])).rejects.toThrow();
    await expect(w.query("select ? as f", [1])).resolves.toEqual({ rows: [{ f: 1 }] });
  });

  it("rejects every query when the worker cannot open the file, without hanging", async () => {
    const w = workers({}, path.join(os.tmpdir(), `missing-${crypto.randomUUID()}.db`));
    await expect(w.query("select 1", [])).rejects.toThrow();
    // A fresh worker is tried for the next query, and fails the same way.
    await expect(w.query("select 1", [])).rejects.toThrow();
    expect(w.running).toBe(0);
  });

  it("answers the queries sent before close, then refuses new ones and ends the threads", async () => {
    const w = workers({ workers: 2 });
    const before = [w.query("select 1 as a", []), w.query("select 2 as a", [])];
    await w.close();
    await expect(Promise.all(before)).resolves.toEqual([
      { rows: [{ a: 1 }] },
      { rows: [{ a: 2 }] },
    ]);
    expect(w.running).toBe(0);
    await expect(w.query("select 1", [])).rejects.toThrow(/closed/);
  });
});

describe("createDbHandle", () => {
  it("keeps an in-memory database's reads on its own connection (no other can open it)", async () => {
    const h = createDbHandle(":memory:");
    expect(h.readDb).toBe(h.db);
    await h.db.destroy();
  });

  it("reads a file database through workers, and closes them with the handle", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-read-"));
    const h = createDbHandle(path.join(dir, "t.db"));
    expect(h.readDb).not.toBe(h.db);
    await sql`create table t (x integer)`.execute(h.db);
    await sql`insert into t values (1), (2)`.execute(h.db);
    const { rows } = await sql<{ x: number }>`select x from t order by x`.execute(h.readDb);
    expect(rows).toEqual([{ x: 1 }, { x: 2 }]);
    await h.readDb.destroy();
    await expect(sql`select 1`.execute(h.readDb)).rejects.toThrow();
    await h.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
