// Proves two promises of the lead intake (docs/product/forms.md and docs/product/operations.md;
// docs/performance.md):
//
// 1. Nothing lost, nothing doubled: 50 clients post 5,000 leads, each with its own client ids; the
//    server is SIGKILLed in the middle and restarted on the same data and port; every client
//    retries each lead that was not acknowledged (200/201) with the SAME client id, like the
//    wizard's browser queue. Afterwards the database holds exactly one row per client id.
// 2. Graceful stop: requests in flight when SIGTERM arrives get a real answer and the process
//    exits 0.
// 3. Database outage (scripts/lib/db-outage.mjs): 600 leads from 10 clients while the database
//    goes away for 10 s and comes back; 503 with Retry-After meanwhile, retried with the same
//    client id: 0 lost, 0 doubled, 0 × 500.
//
//   npm run build && node scripts/nothing-lost.mjs
//   --leads 5000 --clients 50 --kill-at 0.4 (share acknowledged before the kill) --pg (PostgreSQL,
//   a throwaway database on PG_BASE_URL), --only kill | sigterm | outage (one part),
//   --outage-leads 600 --outage-clients 10 --outage-seconds 10; BUILD_DIR picks the build. Exits 1
//   on any failure.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { parseArgs } from "./lib/args.mjs";
import { signIn } from "./lib/authenticator.mjs";
import { databaseOutageRun } from "./lib/db-outage.mjs";
import { gracefulStop } from "./lib/graceful-stop.mjs";
import { assertLeadAccepted, LEAD_PATH, leadPayload, tryPostLead } from "./lib/lead.mjs";
import { createThrowawayDatabase } from "./lib/pg.mjs";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freePort,
  sleep,
  startAppServer,
  tempDir,
} from "./lib/server.mjs";

const args = parseArgs();
const TOTAL = args.number("leads", 5000);
const CLIENTS = args.number("clients", 50);
const KILL_AT = args.number("kill-at", 0.4);
const USE_PG = args.has("pg");
const DEADLINE_MS = args.number("timeout", 300) * 1000;
/** `--only kill`, `--only sigterm` or `--only outage` runs one of the three parts. */
const ONLY = args.string("only");

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`  ✖ ${message}`);
};
const ok = (message) => console.log(`  ✔ ${message}`);

const live = new Set();
process.on("exit", () => {
  for (const child of live) if (child.exitCode === null) child.kill("SIGKILL");
});

async function start(options) {
  const server = await startAppServer(options);
  live.add(server.child);
  server.exited.then(() => live.delete(server.child));
  return server;
}

// ---------------------------------------------------------------------------------------------
// Part 1: SIGKILL in the middle, retries with the same client id

async function submitUntilAcknowledged(baseUrl, clientId, stats, deadline) {
  const body = JSON.stringify(
    leadPayload(clientId, { first_name: `Client${clientId.slice(0, 8)}` }),
  );
  for (let attempt = 1; ; attempt++) {
    if (Date.now() > deadline)
      throw new Error(`gave up on ${clientId} after ${attempt - 1} attempts`);
    // Status 0: connection refused, reset or aborted: the server is down or was killed.
    const { status, json } = await tryPostLead(baseUrl, body, 10_000);
    if (status === 200 || status === 201) {
      if (attempt > 1) stats.retried++;
      if (status === 200) stats.replays++;
      return { clientId, id: json?.id, status, attempts: attempt };
    }
    if (status === 0) stats.networkErrors++;
    else stats.otherStatuses[status] = (stats.otherStatuses[status] ?? 0) + 1;
    // A 400 will not get better by retrying the same body: that is a broken script or server.
    if (status === 400 || status === 415 || status === 413) {
      throw new Error(`lead ${clientId} refused with ${status}: ${JSON.stringify(json)}`);
    }
    await sleep(50 + Math.random() * 150);
  }
}

async function countRows(server, database) {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const res = await client.query(
        "SELECT client_id, id, COUNT(*) OVER (PARTITION BY client_id) AS n FROM eligibility_applications",
      );
      return res.rows.map((r) => ({ client_id: r.client_id, id: Number(r.id), n: Number(r.n) }));
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(server.dataDir, "gharsetu.db"), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT client_id, id, COUNT(*) OVER (PARTITION BY client_id) AS n FROM eligibility_applications",
      )
      .all();
  } finally {
    db.close();
  }
}

/** Pages through the admin list; returns { total, clientIds } (clientIds null if not exposed). */
async function adminCount(baseUrl) {
  const { cookie } = await signIn({ baseUrl, email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const ids = [];
  let total = null;
  let exposesClientId = true;
  for (let page = 1; page < 10_000; page++) {
    const res = await fetch(`${baseUrl}${LEAD_PATH}?page=${page}&pageSize=100`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`admin list page ${page} answered ${res.status}`);
    total = Number(res.headers.get("x-total-count"));
    const rows = await res.json();
    for (const row of rows) {
      if (typeof row.client_id === "string") ids.push(row.client_id);
      else exposesClientId = false;
    }
    if (rows.length < 100) break;
  }
  return { total, clientIds: exposesClientId ? ids : null };
}

async function nothingLost() {
  console.log(
    `\n▶ nothing lost: ${TOTAL} leads from ${CLIENTS} clients, SIGKILL after ${Math.round(KILL_AT * 100)}% are acknowledged (${USE_PG ? "PostgreSQL" : "SQLite"})`,
  );
  const database = USE_PG ? await createThrowawayDatabase() : null;
  const dataDir = tempDir("gharsetu-nothing-lost-");
  const port = await freePort();
  const options = { port, dataDir, databaseUrl: database?.url ?? "" };
  let server = await start(options);
  try {
    const probe = await assertLeadAccepted(server.baseUrl);
    const baseUrl = server.baseUrl;
    const perClient = Math.ceil(TOTAL / CLIENTS);
    const plan = Array.from({ length: CLIENTS }, (_, c) =>
      Array.from({ length: Math.min(perClient, TOTAL - c * perClient) }, () => crypto.randomUUID()),
    ).filter((ids) => ids.length > 0);
    const expected = new Set(plan.flat());
    const stats = { retried: 0, replays: 0, networkErrors: 0, otherStatuses: {} };
    const acks = [];
    const deadline = Date.now() + DEADLINE_MS;
    const started = Date.now();

    const clients = plan.map(async (ids) => {
      for (const id of ids) acks.push(await submitUntilAcknowledged(baseUrl, id, stats, deadline));
    });

    const killer = (async () => {
      const threshold = Math.floor(TOTAL * KILL_AT);
      while (acks.length < threshold) await sleep(5);
      const before = acks.length;
      server.child.kill("SIGKILL");
      const exit = await server.exited;
      const killedAt = Date.now();
      console.log(
        `  SIGKILL after ${before} acknowledgements (${((killedAt - started) / 1000).toFixed(1)} s in), exit ${exit.signal ?? exit.code}`,
      );
      await sleep(500);
      server = await start(options);
      console.log(`  restarted on the same port and data after ${Date.now() - killedAt} ms`);
    })();

    const settled = await Promise.allSettled([...clients, killer]);
    for (const s of settled)
      if (s.status === "rejected") fail(String(s.reason?.message ?? s.reason));
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `  ${acks.length} acknowledged in ${seconds.toFixed(1)} s: ${acks.filter((a) => a.status === 201).length} × 201, ${stats.replays} × 200 (already stored); ${stats.retried} needed a retry, ${stats.networkErrors} network errors, other answers ${JSON.stringify(stats.otherStatuses)}`,
    );

    const rows = (await countRows(server, database)).filter((r) => r.client_id !== probe.client_id);
    const byClient = new Map(rows.map((r) => [r.client_id, r]));
    const duplicates = rows.filter((r) => Number(r.n) > 1);
    const missing = [...expected].filter((id) => !byClient.has(id));
    const unexpected = [...byClient.keys()].filter((id) => !expected.has(id));
    const idMismatch = acks.filter(
      (a) => a.id !== undefined && byClient.get(a.clientId)?.id !== a.id,
    );
    console.log(
      `  database: ${rows.length} rows besides the probe lead; ${missing.length} missing, ${duplicates.length} duplicated, ${unexpected.length} unexpected`,
    );
    if (acks.length !== expected.size)
      fail(`${expected.size - acks.length} leads were never acknowledged`);
    if (missing.length > 0)
      fail(`${missing.length} acknowledged leads are missing, e.g. ${missing[0]}`);
    if (duplicates.length > 0)
      fail(`${duplicates.length} rows share a client id, e.g. ${duplicates[0].client_id}`);
    if (unexpected.length > 0) fail(`${unexpected.length} rows nobody sent`);
    if (idMismatch.length > 0)
      fail(`${idMismatch.length} acknowledgements name another row id than the stored one`);
    if (
      missing.length + duplicates.length + unexpected.length === 0 &&
      acks.length === expected.size
    ) {
      ok(`exactly one row per client id for all ${expected.size} leads`);
    }

    try {
      const admin = await adminCount(server.baseUrl);
      const want = expected.size + 1; // plus the probe lead
      if (admin.total === want)
        ok(`admin API: X-Total-Count ${admin.total} (= ${expected.size} + the probe lead)`);
      else fail(`admin API: X-Total-Count ${admin.total}, expected ${want}`);
      if (admin.clientIds) {
        const seen = new Set(admin.clientIds);
        const lost = [...expected].filter((id) => !seen.has(id));
        if (seen.size !== admin.clientIds.length) fail("admin API lists a client id twice");
        if (lost.length === 0) ok("admin API lists every client id once");
        else fail(`admin API misses ${lost.length} client ids`);
      }
    } catch (error) {
      fail(`admin API check: ${error.message}`);
    }
  } finally {
    const exit = await server.stop("SIGTERM");
    if (exit.code !== 0) fail(`server exited with ${exit.code ?? exit.signal} after SIGTERM`);
    if (database) await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  if (ONLY === undefined || ONLY === "kill") {
    try {
      await nothingLost();
    } catch (error) {
      fail(`nothing-lost run crashed: ${error.stack ?? error}`);
    }
  }
  if (ONLY === undefined || ONLY === "outage") {
    try {
      await databaseOutageRun({
        leads: args.number("outage-leads", 600),
        clients: args.number("outage-clients", 10),
        outageSeconds: args.number("outage-seconds", 10),
        cutAt: 0.3,
        usePg: USE_PG,
        ok,
        fail,
      });
    } catch (error) {
      fail(`database-outage run crashed: ${error.stack ?? error}`);
    }
  }
  if (ONLY === undefined || ONLY === "sigterm") {
    try {
      await gracefulStop({ start, ok, fail });
    } catch (error) {
      fail(`graceful-stop run crashed: ${error.stack ?? error}`);
    }
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.log(`\n✖ ${failures.length} check(s) failed (${secs} s)`);
    process.exit(1);
  }
  const parts = [
    ONLY === undefined || ONLY === "kill" ? "nothing lost, nothing doubled" : null,
    ONLY === undefined || ONLY === "outage" ? "a database outage" : null,
    ONLY === undefined || ONLY === "sigterm" ? "graceful stop" : null,
  ].filter(Boolean);
  console.log(`\n✔ ${parts.join(", ")} (${secs} s)`);
}

main();
