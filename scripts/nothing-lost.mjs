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
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { parseArgs } from "./lib/args.mjs";
import { databaseOutageRun } from "./lib/db-outage.mjs";
import { assertLeadAccepted, LEAD_PATH, leadPayload } from "./lib/lead.mjs";
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
    let status = 0;
    let json;
    try {
      const res = await fetch(`${baseUrl}${LEAD_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      json = await res.json().catch(() => undefined);
    } catch {
      status = 0; // connection refused, reset or aborted: the server is down or was killed
    }
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
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
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

// ---------------------------------------------------------------------------------------------
// Part 2: SIGTERM while requests are in flight

/**
 * Opens a raw connection and sends the first part of a request now and the rest when `finish()`
 * is called: a slow client. The server has begun reading the request (the connection is not
 * idle), so a graceful stop must answer it.
 */
function slowRequest(port, head, rest) {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  const answered = new Promise((resolve) => {
    socket.on("data", (d) => {
      data += d;
    });
    socket.on("error", (error) => resolve({ error: error.code ?? error.message, data }));
    socket.on("close", () => resolve({ data }));
  });
  const written = new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => socket.write(head, resolve));
  });
  return {
    written,
    finish: () => socket.write(rest),
    answered: answered.then(({ error, data: text }) => ({
      error,
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    })),
  };
}

function slowLead(port) {
  const body = JSON.stringify(leadPayload());
  const split = Math.floor(body.length / 2);
  const head = [
    `POST ${LEAD_PATH} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body.slice(0, split),
  ].join("\r\n");
  return { kind: "POST lead (slow body)", ...slowRequest(port, head, body.slice(split)) };
}

function slowPage(port) {
  const head = "GET /loan/sbi HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  return {
    kind: "GET /loan/sbi (slow headers)",
    ...slowRequest(port, head, "Connection: close\r\n\r\n"),
  };
}

/**
 * A browser-like keep-alive request; its connection stays open in the agent afterwards, as a
 * browser's or a load balancer's would. `headers` tells whether any answer had begun.
 */
function keepAliveGet(agent, port, pathname) {
  return new Promise((resolve) => {
    let headers = false;
    const done = (result) => resolve({ ...result, headers, at: Date.now() });
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent }, (res) => {
      headers = true;
      res.resume();
      res.on("end", () => done({ status: res.statusCode }));
      res.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("no answer within 15 s")));
    req.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
  });
}

async function gracefulStop() {
  console.log("\n▶ graceful stop: SIGTERM with requests in flight");
  const dataDir = tempDir("gharsetu-sigterm-");
  const server = await start({ dataDir });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  try {
    await assertLeadAccepted(server.baseUrl);
    const { port } = server;
    // Slow clients: the server has begun reading these requests; the rest arrives only after
    // SIGTERM. Every one must be answered.
    const slow = [];
    for (let i = 0; i < 15; i++) slow.push(slowLead(port), slowPage(port));
    await Promise.all(slow.map((s) => s.written));
    await sleep(500);

    // A burst of ordinary page loads on keep-alive connections; SIGTERM once the first is answered.
    let firstAnswer;
    const answeredOnce = new Promise((resolve) => {
      firstAnswer = resolve;
    });
    const burst = Array.from({ length: 40 }, (_, i) =>
      keepAliveGet(agent, port, i % 2 ? "/" : "/loan/sbi").then((r) => {
        firstAnswer();
        return r;
      }),
    );
    await answeredOnce;
    const termAt = Date.now();
    server.child.kill("SIGTERM");
    await sleep(200);
    for (const s of slow) s.finish();

    const slowAnswers = await Promise.all(
      slow.map(async (s) => ({ kind: s.kind, ...(await s.answered) })),
    );
    const burstAnswers = await Promise.all(burst);
    // The agent keeps its connections open until the server closes them, like a browser: a
    // server that waits for idle keep-alive connections would hit its 10 s forced exit here.
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
    const exitMs = Date.now() - termAt;

    const byKind = new Map();
    for (const a of slowAnswers) {
      const k = byKind.get(a.kind) ?? { total: 0, good: 0, bad: [] };
      k.total++;
      if (a.status >= 200 && a.status < 300) k.good++;
      else k.bad.push(a.error ?? `HTTP ${a.status}`);
      byKind.set(a.kind, k);
    }
    for (const [kind, k] of byKind) {
      if (k.good === k.total) ok(`${kind}: ${k.good}/${k.total} answered 2xx after SIGTERM`);
      else
        fail(
          `${kind}: ${k.total - k.good}/${k.total} without a real answer (${[...new Set(k.bad)].join(", ")})`,
        );
    }

    // Burst: a connection still in the kernel's accept queue, or whose request the server had not
    // read yet, is reset when the server stops listening; no byte of an answer was sent, and
    // browsers retry such requests. Anything else without a 2xx is a failure.
    const answered = burstAnswers.filter((a) => a.status >= 200 && a.status < 300);
    const unread = burstAnswers.filter(
      (a) => !a.headers && (a.error === "ECONNRESET" || a.error === "ECONNREFUSED"),
    );
    const broken = burstAnswers.filter((a) => !answered.includes(a) && !unread.includes(a));
    const after = answered.filter((a) => a.at > termAt).length;
    ok(
      `GET page (burst on keep-alive connections): ${answered.length}/${burstAnswers.length} answered 2xx (${after} after SIGTERM); ${unread.length} not yet read by the server when it stopped listening (reset, retryable)`,
    );
    if (broken.length > 0) {
      const reasons = [...new Set(broken.map((a) => a.error ?? `HTTP ${a.status}`))].join(", ");
      fail(`GET page (burst): ${broken.length} cut off or refused mid-answer (${reasons})`);
    }

    if (exit === null) fail("the server had not exited 15 s after SIGTERM");
    else if (exit.code === 0) ok(`exited 0, ${exitMs} ms after SIGTERM`);
    else fail(`exited with ${exit.code ?? exit.signal}, ${exitMs} ms after SIGTERM`);
    if (exit !== null && exitMs > 5000) {
      fail(`took ${exitMs} ms to stop: idle keep-alive connections kept it open`);
    }
  } finally {
    agent.destroy();
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
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
      await gracefulStop();
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
