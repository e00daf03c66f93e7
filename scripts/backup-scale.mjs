// Issue 39 at a million leads (docs/performance.md "Backups at a million leads"): the scheduled
// backup's duration and size, the server's extra memory (budget ≤ 100 MB) and the site's p99 wait
// while it runs (budget ≤ 100 ms), on SQLite or PostgreSQL.
//
//   npm run build && node scripts/backup-scale.mjs [--pg] [--leads 1000000]
//
// It fills the database directly (scripts/lib/scale-fill.mjs, the server stopped), records a
// backup as just taken so the next one falls due BACKUP_EVERY_MS (20 s) after the server starts,
// starts the production build with BACKUP_DIR, and meanwhile probes GET /healthz and GET
// /api/banks back to back and samples the server's RSS every 20 ms. The backup's window is its
// own row in backup_runs; the baseline is the 5 s before it. Exits 1 on a missed budget.

import crypto from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "./lib/args.mjs";
import { createThrowawayDatabase } from "./lib/pg.mjs";
import { openStore } from "./lib/scale-fill.mjs";
import { fmt, quantile, rssMb } from "./lib/scale-measure.mjs";
import { sleep, startAppServer, tempDir } from "./lib/server.mjs";

const args = parseArgs();
const USE_PG = args.has("pg");
const LEADS = args.number("leads", 1_000_000);
const EVERY_MS = 20_000;

const dataDir = tempDir("gharsetu-backup-scale-");
const backupDir = tempDir("gharsetu-backup-scale-out-");
const database = USE_PG ? await createThrowawayDatabase() : null;
const databaseUrl = database?.url ?? "";
let passed = true;
try {
  const first = await startAppServer({ dataDir, databaseUrl });
  await first.stop();
  const store = await openStore(dataDir, databaseUrl);
  const fillStarted = performance.now();
  await store.fill(0, LEADS);
  const have = await store.count();
  console.log(
    `▶ ${USE_PG ? "PostgreSQL" : "SQLite"}: ${fmt(have)} leads (filled in ${fmt((performance.now() - fillStarted) / 1000, 1)} s)`,
  );
  const now = new Date().toISOString();
  await store.get(
    "INSERT INTO backup_runs (started_at, finished_at, outcome) VALUES (?, ?, 'ok') RETURNING id",
    [now, now],
  );
  await store.close();

  const server = await startAppServer({
    dataDir,
    databaseUrl,
    env: {
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_MS: String(EVERY_MS),
      BACKUP_KEY: crypto.randomBytes(32).toString("hex"),
    },
  });
  const pid = server.child.pid;
  const waits = []; // [at ms, wait ms]
  const rss = []; // [at ms, MB]
  let done = false;
  const probe = async (url) => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}${url}`);
      await res.arrayBuffer();
      waits.push([Date.now(), performance.now() - t0]);
      await sleep(5);
    }
  };
  const sampler = setInterval(() => {
    try {
      rss.push([Date.now(), rssMb(pid)]);
    } catch {}
  }, 20);
  const probes = [probe("/healthz"), probe("/api/banks")];
  // Wait for the archive, then 3 s more of the quiet afterwards.
  const deadline = Date.now() + 30 * 60_000;
  let archive;
  while (!archive && Date.now() < deadline) {
    await sleep(500);
    archive = fs.readdirSync(backupDir).find((n) => n.endsWith(".gsbk"));
  }
  await sleep(3000);
  done = true;
  clearInterval(sampler);
  await Promise.all(probes);
  await server.stop();
  if (!archive) throw new Error("no backup within 30 minutes");

  const after = await openStore(dataDir, databaseUrl);
  const run = await after.get(
    "SELECT started_at, finished_at, outcome, bytes, error FROM backup_runs ORDER BY id DESC LIMIT 1",
  );
  await after.close();
  if (run.outcome !== "ok") throw new Error(`the backup failed: ${run.error}`);
  const from = Date.parse(run.started_at);
  const to = Date.parse(run.finished_at);
  const within = (list, a, b) => list.filter(([at]) => at >= a && at <= b).map(([, v]) => v);
  const baseRss = within(rss, from - 5000, from - 1);
  const base = baseRss.reduce((a, b) => a + b, 0) / Math.max(1, baseRss.length);
  const peak = Math.max(...within(rss, from, to + 1000));
  const duringWaits = within(waits, from, to).sort((a, b) => a - b);
  const beforeWaits = within(waits, from - 5000, from - 1).sort((a, b) => a - b);
  const extra = peak - base;
  const p99 = quantile(duringWaits, 0.99);
  console.log(
    `  backup: ${fmt((to - from) / 1000, 1)} s, archive ${fmt(Number(run.bytes) / 1e6, 1)} MB`,
  );
  console.log(
    `  server RSS: ${fmt(base)} MB before, peak ${fmt(peak)} MB during: +${fmt(extra, 1)} MB (budget 100)`,
  );
  console.log(
    `  waits during (${duringWaits.length} requests): p50 ${fmt(quantile(duringWaits, 0.5), 1)} ms, p99 ${fmt(p99, 1)} ms, max ${fmt(duringWaits.at(-1) ?? 0, 1)} ms (budget p99 100); before: p99 ${fmt(quantile(beforeWaits, 0.99), 1)} ms`,
  );
  if (extra > 100 || p99 > 100) {
    console.log("  ✖ a budget is missed");
    passed = false;
  }
} finally {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backupDir, { recursive: true, force: true });
}
if (!passed) process.exit(1);
