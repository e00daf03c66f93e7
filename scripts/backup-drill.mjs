// The restore drill of issue 39 (docs/performance.md "Backups: the drill"; docs/product/
// operations.md "Backups"): 10 clients post leads while `npm run backup` is taken; the site is
// wiped (its data folder, or its database, dropped) and the archive restored into an empty one;
// every lead acknowledged before the backup began must be there, and how many of those
// acknowledged during and after it made it in is reported.
//
//   npm run build && node scripts/backup-drill.mjs [--pg] [--clients 10] [--before 3] [--after 2]
//
// --pg: a throwaway PostgreSQL database on PG_BASE_URL (default postgres://postgres@127.0.0.1/test).
// Exits 1 when a lead acknowledged before the backup is missing or the restore fails.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { parseArgs } from "./lib/args.mjs";
import { leadPayload, tryPostLead } from "./lib/lead.mjs";
import { createThrowawayDatabase } from "./lib/pg.mjs";
import { sleep, startAppServer, tempDir } from "./lib/server.mjs";

const args = parseArgs();
const CLIENTS = args.number("clients", 10);
const BEFORE_MS = args.number("before", 3) * 1000;
const AFTER_MS = args.number("after", 2) * 1000;
const USE_PG = args.has("pg");
const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const KEY = crypto.randomBytes(32).toString("hex");

const dataDir = tempDir("gharsetu-drill-");
const backupDir = tempDir("gharsetu-drill-backups-");
const source = USE_PG ? await createThrowawayDatabase() : null;
const server = await startAppServer({ dataDir, databaseUrl: source?.url ?? "" });
const env = { DATA_DIR: dataDir, DATABASE_URL: source?.url ?? "", BACKUP_KEY: KEY };

/** client id → when it was acknowledged (ms since the epoch). */
const acknowledged = new Map();
let stop = false;
let refused = 0;
async function client() {
  while (!stop) {
    const id = crypto.randomUUID();
    const body = JSON.stringify(leadPayload(id));
    const { status } = await tryPostLead(server.baseUrl, body, 10_000);
    if (status === 200 || status === 201) acknowledged.set(id, Date.now());
    else refused++;
  }
}

console.log(
  `backup drill on ${USE_PG ? "PostgreSQL" : "SQLite"}: ${CLIENTS} clients posting leads`,
);
const clients = Array.from({ length: CLIENTS }, client);
await sleep(BEFORE_MS);
const backupBegan = Date.now();
const before = new Set(acknowledged.keys());
const backup = await run(TSX, ["scripts/backup.ts"], {
  env: { ...process.env, ...env, BACKUP_DIR: backupDir },
});
const backupEnded = Date.now();
await sleep(AFTER_MS);
stop = true;
await Promise.all(clients);
await server.stop();
const archive = path.join(
  backupDir,
  fs.readdirSync(backupDir).find((n) => n.endsWith(".gsbk")),
);
const archiveBytes = fs.statSync(archive).size;

// The wipe: the data folder goes (keeping its files key aside, as an operator keeps FILES_KEY),
// the database is dropped; the restore goes to a new empty folder and database.
const filesKey = fs.readFileSync(path.join(dataDir, "files-key"));
fs.rmSync(dataDir, { recursive: true, force: true });
await source?.drop();
const targetDir = tempDir("gharsetu-drill-restored-");
fs.writeFileSync(path.join(targetDir, "files-key"), filesKey, { mode: 0o600 });
const target = USE_PG ? await createThrowawayDatabase() : null;
const restoreStarted = Date.now();
let restoreOutput;
try {
  restoreOutput = await run(TSX, ["scripts/restore.ts", archive], {
    env: { ...process.env, DATA_DIR: targetDir, DATABASE_URL: target?.url ?? "", BACKUP_KEY: KEY },
  });
} catch (error) {
  console.log(error.stdout, error.stderr);
  await target?.drop();
  process.exit(1);
}
const restoreMs = Date.now() - restoreStarted;

let restoredIds;
if (target) {
  const c = new pg.Client({ connectionString: target.url });
  await c.connect();
  restoredIds = new Set(
    (await c.query("select client_id from eligibility_applications")).rows.map((r) => r.client_id),
  );
  await c.end();
  await target.drop();
} else {
  const db = new Database(path.join(targetDir, "gharsetu.db"), { readonly: true });
  restoredIds = new Set(
    db
      .prepare("select client_id from eligibility_applications")
      .all()
      .map((r) => r.client_id),
  );
  db.close();
}
fs.rmSync(targetDir, { recursive: true, force: true });
fs.rmSync(backupDir, { recursive: true, force: true });

const missingBefore = [...before].filter((id) => !restoredIds.has(id));
const during = [...acknowledged].filter(([id, at]) => !before.has(id) && at <= backupEnded);
const after = [...acknowledged].filter(([, at]) => at > backupEnded);
const inArchive = (list) => list.filter(([id]) => restoredIds.has(id)).length;
console.log(backup.stdout.split("\n").slice(0, 2).join("\n"));
console.log(
  `  backup: ${backupEnded - backupBegan} ms from the command's start, archive ${archiveBytes} bytes`,
);
console.log(
  `  restore: ${restoreMs} ms (${restoreOutput.stdout.includes("differs") ? "counts differ!" : "counts match the manifest"})`,
);
console.log(
  `  acknowledged before the backup began: ${before.size}, missing after the restore: ${missingBefore.length}`,
);
console.log(
  `  acknowledged while it ran: ${during.length}, of which in the archive: ${inArchive(during)}`,
);
console.log(
  `  acknowledged after it ended: ${after.length}, of which in the archive: ${inArchive(after)}`,
);
console.log(`  leads in the restored database: ${restoredIds.size}; refused posts: ${refused}`);
if (missingBefore.length > 0) {
  console.log("  ✖ leads acknowledged before the backup are missing");
  process.exit(1);
}
console.log("  ✔ every lead acknowledged before the backup began is back");
