import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import pg from "pg";

// The database's part of a backup (docs/decisions/039-backups.md): a consistent copy taken while
// the site keeps writing, and its restore. SQLite: the online backup API (better-sqlite3's
// `backup`). PostgreSQL: `pg_dump --format=custom` inside a snapshot that the manifest's counts
// were read in, so the counts describe exactly the dump; `pg_restore` in one transaction, so a
// failed restore leaves the database as it was.

export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** The database DATABASE_URL names, by the rule of app/db/db.server.ts. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  return {
    kind: "sqlite",
    file: url ? url.replace(/^file:/, "") : path.join(env.DATA_DIR ?? "data", "gharsetu.db"),
  };
}

/** What the manifest counts (docs/product/operations.md "Backups"), and the table each lives in. */
export const COUNTED_TABLES = {
  leads: "eligibility_applications",
  callback_requests: "callback_requests",
  messages: "contact_messages",
  users: "users",
  documents: "lead_document_files",
  bank_applications: "bank_applications",
  saved_loans: "saved_loans",
} as const;

export type Counts = Record<keyof typeof COUNTED_TABLES, number>;

function countSqlite(db: SQLite.Database): Counts {
  const counts = {} as Counts;
  for (const [label, table] of Object.entries(COUNTED_TABLES) as [keyof Counts, string][]) {
    const exists = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(table);
    counts[label] = exists
      ? Number((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n)
      : 0;
  }
  return counts;
}

async function countPostgres(client: pg.Client): Promise<Counts> {
  const counts = {} as Counts;
  for (const [label, table] of Object.entries(COUNTED_TABLES) as [keyof Counts, string][]) {
    const exists = await client.query("select to_regclass($1) as t", [`public.${table}`]);
    counts[label] = exists.rows[0].t
      ? Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
      : 0;
  }
  return counts;
}

/** The rows the target holds now (a missing database or table counts 0). */
export async function countTarget(target: DatabaseTarget): Promise<Counts> {
  if (target.kind === "sqlite") {
    if (!fs.existsSync(target.file)) return countSqlite(new SQLite(":memory:"));
    const db = new SQLite(target.file, { readonly: true, fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      return countSqlite(db);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return await countPostgres(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's and pg_restore's connection: the URL without its password, which goes in PGPASSWORD,
 * so it is not in the process list (`ps`) for every user of the machine to read.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.on("error", (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === "ENOENT"
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * The SQLite copy runs on a worker thread with its own read-only connection (the pattern of
 * app/db/sqlite-read-worker.server.ts, and for its reason: one source for both bundles). On the
 * site's event loop, a million leads' pages (and the copy's count(*)s) would hold every request
 * for seconds, and the site's connection would fill its 64 MB page cache with them (measured:
 * docs/performance.md "Backups at a million leads"). The backup goes in one step: one read
 * transaction, which in WAL mode lets the site write meanwhile, and a copy as of its first moment.
 */
const COPY_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const source = new Database(workerData.source, { readonly: true, fileMustExist: true });
source.pragma("busy_timeout = 5000");
source
  .backup(workerData.dest, { progress: ({ totalPages }) => totalPages + 1 })
  .then(() => {
    source.close();
    const copy = new Database(workerData.dest);
    copy.pragma("journal_mode = DELETE");
    const counts = {};
    for (const [label, table] of Object.entries(workerData.tables)) {
      const exists = copy
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      counts[label] = exists ? Number(copy.prepare("select count(*) as n from " + table).get().n) : 0;
    }
    copy.close();
    parentPort.postMessage({ counts });
  })
  .catch((error) => {
    try { source.close(); } catch {}
    parentPort.postMessage({ error: String(error && error.message || error) });
  });
`;

const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

function copySqliteOnWorker(source: string, dest: string): Promise<Counts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER_SOURCE, {
      eval: true,
      workerData: { driver: driverPath, source, dest, tables: COUNTED_TABLES },
    });
    worker.once("message", (message: { counts?: Counts; error?: string }) => {
      void worker.terminate();
      if (message.counts) {
        fs.chmodSync(dest, 0o600);
        resolve(message.counts);
      } else reject(new Error(`the SQLite copy failed: ${message.error}`));
    });
    worker.once("error", reject);
  });
}

export interface DatabaseCopy {
  /** The part's name in the archive. */
  name: "database.sqlite" | "database.pgdump";
  file: string;
  counts: Counts;
}

/** A consistent copy of the database into a new file in `workDir` (the caller removes it). */
export async function copyDatabase(target: DatabaseTarget, workDir: string): Promise<DatabaseCopy> {
  const file = path.join(workDir, `.gharsetu-backup-${crypto.randomBytes(6).toString("hex")}`);
  if (target.kind === "sqlite") {
    try {
      const counts = await copySqliteOnWorker(target.file, file);
      return { name: "database.sqlite", file, counts };
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query("select pg_export_snapshot() as s")).rows[0].s as string;
    const counts = await countPostgres(client);
    const { dbname, env } = connection(target.url);
    await run(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query("commit");
    return { name: "database.pgdump", file, counts };
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Puts a verified copy in place. SQLite: the staged file (beside the database) replaces it, with
 * its -wal and -shm; the server must be stopped. PostgreSQL: pg_restore in one transaction.
 */
export async function restoreDatabase(target: DatabaseTarget, staged: string): Promise<void> {
  if (target.kind === "sqlite") {
    for (const suffix of ["-wal", "-shm", "-journal"]) {
      fs.rmSync(`${target.file}${suffix}`, { force: true });
    }
    fs.renameSync(staged, target.file);
    return;
  }
  const { dbname, env } = connection(target.url);
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${dbname}`,
      staged,
    ],
    env,
  );
}
