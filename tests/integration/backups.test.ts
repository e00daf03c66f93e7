import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WORKED_SAVED_LOAN } from "../../app/domain/my-loan/test-fixtures.ts";
import { authenticator } from "../../scripts/lib/authenticator.mjs";
import { ApiClient } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { postCallbackTo, postContactTo } from "../support/enquiries.ts";
import { startAppOfItsOwn } from "../support/own-server.ts";
import { createThrowawayDatabase } from "../support/pg.ts";
import { startS3 } from "../support/s3.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// Backups that restore (docs/product/operations.md "Backups", docs/decisions/039-backups.md), end
// to end on this project's database: a site with every kind of row and real documents,
// `npm run backup` while it runs, a restore into an empty target (a new data folder or a new
// database, as on a new machine), every row count back and every document served byte for byte by
// a server on the restored target. Then the refusals: a non-empty target, a wrong key, a truncated
// archive and a flipped byte, each with nothing written.

const dialect = inject("dialect") as "sqlite" | "postgres";
const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const KEY = crypto.randomBytes(32).toString("hex");

const TABLES = [
  "eligibility_applications",
  "callback_requests",
  "contact_messages",
  "users",
  "lead_document_files",
  "bank_applications",
  "saved_loans",
] as const;

let b: BorrowerServer;
let backupDir: string;
let archive: string;
const cleanups: (() => Promise<void> | void)[] = [];
const documents: { id: number; bytes: Buffer }[] = [];
let sourceCounts: Record<string, number>;

interface Target {
  dataDir: string;
  databaseUrl: string;
  /** The SQLite file or the PostgreSQL URL, for queryDb. */
  dbRef: string;
}

/**
 * An empty target, as on a new machine: a data folder, a new database, and the source's files key
 * (the test servers share FILES_KEY, tests/support/server.ts; a key file is copied when there is one).
 */
async function emptyTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-restore-"));
  const keyFile = path.join(b.server.dataDir, "files-key");
  if (fs.existsSync(keyFile)) fs.copyFileSync(keyFile, path.join(dataDir, "files-key"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (dialect !== "postgres") {
    return { dataDir, databaseUrl: "", dbRef: path.join(dataDir, "gharsetu.db") };
  }
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
  cleanups.push(database.drop);
  return { dataDir, databaseUrl: database.url, dbRef: database.url };
}

async function script(
  name: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [`scripts/${name}.ts`, ...args], {
      env: { ...process.env, BACKUP_KEY: KEY, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const restore = (target: Target, file: string, extra: string[] = [], env = {}) =>
  script("restore", [file, ...extra], {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    ...env,
  });

async function counts(ref: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await queryDb<{ n: number | string }>(
      dialect,
      ref,
      `select count(*) as n from ${table}`,
    );
    out[table] = Number(rows[0].n);
  }
  return out;
}

/** What is in the target: the data folder's names and, on PostgreSQL, its tables. */
async function contents(target: Target): Promise<string[]> {
  const names = fs.readdirSync(target.dataDir, { recursive: true }).map(String).sort();
  if (dialect !== "postgres") return names;
  const tables = await queryDb<{ n: string }>(
    dialect,
    target.databaseUrl,
    "select count(*) as n from information_schema.tables where table_schema = 'public'",
  );
  return [...names, `tables:${tables[0].n}`];
}

async function upload(base: string, cookie: string, leadId: number, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "doc.pdf");
  const res = await fetch(`${base}/api/eligibility-applications/${leadId}/documents/income/files`, {
    method: "POST",
    body: form,
    headers: {
      cookie,
      "x-forwarded-for": `10.7.${crypto.randomInt(1, 254)}.${crypto.randomInt(1, 254)}`,
    },
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return Number(JSON.parse(text).id);
}

const pdf = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${crypto.randomBytes(2000).toString("base64")}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { RATE_LIMIT_FACTOR: "50" });
  const base = b.server.baseUrl;
  for (let i = 0; i < 3; i += 1) {
    const lead = await b.postLead();
    await b.propose(lead, i === 0 ? "hdfc" : "sbi");
    const bytes = pdf();
    documents.push({ id: await upload(base, b.admin.cookie, lead.id, bytes), bytes });
  }
  await postCallbackTo(base);
  await postCallbackTo(base, { phone: randomMobile() });
  for (let i = 0; i < 2; i += 1) {
    await postContactTo(base);
  }
  await new ApiClient(base).registerCustomer("backup");
  for (let i = 0; i < 2; i += 1) {
    const phone = randomMobile();
    const token = await b.verify(phone);
    const res = await new ApiClient(base).post("/api/my-loans", {
      phone,
      otp_verification: token,
      ...WORKED_SAVED_LOAN,
    });
    expect(res.status, res.text).toBe(201);
  }
  backupDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-backups-"));
  cleanups.push(() => fs.rmSync(backupDir, { recursive: true, force: true }));
  sourceCounts = await counts(b.databaseUrl);
}, 180_000);

afterAll(async () => {
  await b?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("npm run backup, then restore into an empty target", () => {
  it("takes one archive while the site runs, with the manifest's counts", async () => {
    const res = await script("backup", [], {
      DATA_DIR: b.server.dataDir,
      DATABASE_URL: dialect === "postgres" ? b.databaseUrl : "",
      BACKUP_DIR: backupDir,
    });
    expect(res.code, res.stderr).toBe(0);
    const names = fs.readdirSync(backupDir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^gharsetu-backup-\d{8}T\d{6}Z\.gsbk$/);
    archive = path.join(backupDir, names[0]);
    expect(res.stdout).toMatch(/leads\s+3\n/);
    // Nothing of the documents is readable in the archive.
    const bytes = fs.readFileSync(archive);
    expect(bytes.includes(documents[0].bytes.subarray(20, 60))).toBe(false);
    expect(sourceCounts.eligibility_applications).toBe(3);
    expect(sourceCounts.lead_document_files).toBe(3);
    expect(sourceCounts.saved_loans).toBe(2);

    const verified = await script("restore", [archive, "--verify"], {});
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain("every SHA-256 matches");
  }, 60_000);

  it("restores every row and every document byte for byte", async () => {
    const target = await emptyTarget();
    const res = await restore(target, archive);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain("3 documents");
    expect(res.stdout).not.toContain("differs");
    expect(await counts(target.dbRef)).toEqual(sourceCounts);

    let restored: RunningServer | undefined;
    try {
      restored = await startServer({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
      // A copy of the source's database: its accounts' two-step secrets are the source's.
      authenticator.linkState(restored.baseUrl, authenticator.stateKeyOf(b.server.baseUrl));
      const admin = new ApiClient(restored.baseUrl);
      await admin.login();
      for (const doc of documents) {
        const download = await fetch(`${restored.baseUrl}/api/documents/${doc.id}`, {
          headers: { cookie: admin.cookie },
        });
        expect(download.status).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(doc.bytes)).toBe(true);
      }
    } finally {
      await restored?.stop();
    }

    // The restored target is no longer empty: a second restore is refused and changes nothing.
    const before = await counts(target.dbRef);
    const again = await restore(target, archive);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty.*--force/);
    expect(again.stderr).toContain("nothing was written");
    expect(await counts(target.dbRef)).toEqual(before);

    // With --force it is replaced, and holds the archive's rows again.
    const forced = await restore(target, archive, ["--force"]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await counts(target.dbRef)).toEqual(sourceCounts);
  }, 120_000);
});

describe("to a bucket (BACKUP_S3_BUCKET, at the files' endpoint)", () => {
  it("puts the archive there, keeps the newest BACKUP_KEEP, and restores from s3://", async () => {
    const s3 = await startS3("gharsetu-backups");
    cleanups.push(() => s3.stop());
    const env = {
      BACKUP_S3_BUCKET: s3.bucket,
      BACKUP_S3_PREFIX: "nightly/",
      BACKUP_KEEP: "1",
      FILES_S3_ENDPOINT: s3.endpoint,
      FILES_S3_REGION: "ap-south-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    };
    const source = {
      DATA_DIR: b.server.dataDir,
      DATABASE_URL: dialect === "postgres" ? b.databaseUrl : "",
    };
    expect((await script("backup", [], { ...env, ...source })).code).toBe(0);
    // A second later, so the second archive has a newer name.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await script("backup", [], { ...env, ...source });
    expect(second.code, second.stderr).toBe(0);
    const keys = [...s3.objects().keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^nightly\/gharsetu-backup-\d{8}T\d{6}Z\.gsbk$/);
    expect(second.stdout).toContain(`s3://${s3.bucket}/${keys[0]}`);

    const target = await emptyTarget();
    const res = await restore(target, `s3://${s3.bucket}/${keys[0]}`, [], env);
    expect(res.code, res.stderr).toBe(0);
    expect(await counts(target.dbRef)).toEqual(sourceCounts);
  }, 60_000);
});

describe("refusals, each with nothing written", () => {
  const damaged = (name: string, change: (bytes: Buffer) => Buffer) => {
    const file = path.join(backupDir, name);
    fs.writeFileSync(file, change(fs.readFileSync(archive)));
    return file;
  };

  it.each([
    [
      "a wrong key",
      () => archive,
      { BACKUP_KEY: crypto.randomBytes(32).toString("hex") },
      /wrong key/,
    ],
    [
      "a truncated archive",
      () => damaged("cut.gsbk", (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))),
      {},
      /truncated/,
    ],
    [
      "a flipped byte",
      () =>
        damaged("flipped.gsbk", (bytes) => {
          const copy = Buffer.from(bytes);
          copy[Math.floor(copy.length / 2)] ^= 0x10;
          return copy;
        }),
      {},
      /damaged/,
    ],
  ] as const)(
    "%s",
    async (_what, file, env, message) => {
      const target = await emptyTarget();
      const before = await contents(target);
      const res = await restore(target, file(), [], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(message);
      expect(res.stderr).toContain("nothing was written");
      expect(await contents(target)).toEqual(before);
      const verify = await script("restore", [file(), "--verify"], env);
      expect(verify.code).toBe(1);
      expect(verify.stderr).toMatch(message);
    },
    60_000,
  );
});

describe("the job runner's backups", () => {
  const TOKEN = "backup-metrics-token";
  const metric = async (baseUrl: string, name: string) => {
    const text = await (
      await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  };

  it("takes one every BACKUP_EVERY_MS, keeps the newest BACKUP_KEEP, and /metrics has the last success", async () => {
    const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-job-backups-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const server = await startAppOfItsOwn({
      BACKUP_DIR: dir,
      BACKUP_EVERY_MS: "1500",
      BACKUP_KEEP: "2",
      BACKUP_KEY: KEY,
      METRICS_TOKEN: TOKEN,
    });
    let stopped = false;
    try {
      const before = Date.now() / 1000;
      await waitFor(
        async () =>
          (await metric(server.baseUrl, "gharsetu_backup_last_success_timestamp_seconds")) > 0,
        { what: "a first scheduled backup", timeoutMs: 20_000 },
      );
      // Three or more runs later, only the newest two archives are left.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const last = await metric(server.baseUrl, "gharsetu_backup_last_success_timestamp_seconds");
      expect(last).toBeGreaterThan(before + 1);
      expect(await metric(server.baseUrl, "gharsetu_backup_last_failure_timestamp_seconds")).toBe(
        0,
      );
      // Stopped before the archives are read: a run that came while the restore script started
      // (slower than 1.5 s on a loaded machine) pruned the archive it was about to verify.
      await server.stop();
      stopped = true;
      const names = fs.readdirSync(dir).filter((n) => n.endsWith(".gsbk"));
      expect(names).toHaveLength(2);
      const verified = await script("restore", [path.join(dir, names[1]), "--verify"], {});
      expect(verified.code, verified.stderr).toBe(0);
    } finally {
      if (!stopped) await server.stop();
    }
  }, 60_000);

  it("a failed backup shows on /metrics and the admin dashboard warns", async () => {
    const blocker = path.join(backupDir, "not-a-folder");
    fs.writeFileSync(blocker, "");
    const server = await startAppOfItsOwn({
      BACKUP_DIR: path.join(blocker, "backups"),
      BACKUP_KEY: KEY,
      METRICS_TOKEN: TOKEN,
    });
    try {
      await waitFor(
        async () =>
          (await metric(server.baseUrl, "gharsetu_backup_last_failure_timestamp_seconds")) > 0,
        { what: "a failed scheduled backup", timeoutMs: 20_000 },
      );
      expect(await metric(server.baseUrl, "gharsetu_backup_last_success_timestamp_seconds")).toBe(
        0,
      );
      const admin = new ApiClient(server.baseUrl);
      await admin.login();
      const page = await admin.get("/admin");
      expect(page.status).toBe(200);
      expect(page.text).toContain("The last backup failed.");
    } finally {
      await server.stop();
    }
  }, 60_000);
});
