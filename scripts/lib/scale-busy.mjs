// What runs beside the export in `scripts/scale.mjs`: the /healthz probe on its own thread and
// four clients searching back to back; and lead POST throughput, full table against empty.
import fs from "node:fs";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { assertLeadAccepted, LEAD_PATH, LEAD_POST_REQUEST, leadPayload } from "./lead.mjs";
import { createThrowawayDatabase } from "./pg.mjs";
import { fmt, median } from "./scale-measure.mjs";
import { tempDir } from "./server.mjs";

/**
 * The probes run on their own thread: on this script's main thread their timings would include
 * the waits of this script's own event loop, busy reading the export and the searches' answers,
 * and say nothing about the server's. Each polls one target every 20 ms and keeps its worst wait:
 * /healthz (a route that runs "select 1"), an ordinary page (server-rendered from the database),
 * a lead POST (a new lead each time: what a borrower waits for), a static file (the server's loop
 * alone, no database) and, on PostgreSQL, "select 1" on a connection of the probe's own (the
 * database alone). Issue 40: every one of them must stay ≤ 100 ms while the export runs.
 */
const PINGER = `
const { parentPort, workerData } = require("node:worker_threads");
const crypto = require("node:crypto");
let running = true;
parentPort.on("message", () => { running = false; });
let begun = performance.now();
let warming = 0;
let allWarm;
const warmed = new Promise((resolve) => { allWarm = resolve; });
// Two uncounted checks each first (a new thread's first requests compile the client and open its
// connections: the client's cost, not the server's), then "ready": the caller starts the export
// only when every probe is running warm, so its start is measured as the rest of it.
async function warm(check) {
  warming++;
  for (let i = 0; i < 2; i++) await check();
  if (--warming === 0) {
    begun = performance.now();
    parentPort.postMessage({ ready: true });
    allWarm();
  }
  await warmed;
}
async function poll(check) {
  await warm(check);
  const times = [];
  const slow = [];
  while (running) {
    const started = performance.now();
    if ((await check()) === "stop") break;
    const ms = performance.now() - started;
    times.push(ms);
    // When the slow waits came (seconds since the probes began): a wait at the export's start or
    // end is a different cause from waits spread through it.
    if (ms > 60 && slow.length < 20) slow.push([Math.round((started - begun) / 100) / 10, Math.round(ms)]);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  const p99 = times.length ? times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)] : 0;
  return { worst: times.length ? times[times.length - 1] : 0, p99, checks: times.length, slow };
}
const get = (url) => async () => {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(url + " answered " + res.status);
};
const post = (url, payload) => async () => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...payload, client_id: crypto.randomUUID() }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error("lead POST answered " + res.status);
};
(async () => {
  let db = null;
  if (workerData.databaseUrl) {
    const pg = require(workerData.pgPath);
    db = new pg.Client({ connectionString: workerData.databaseUrl });
    db.on("error", () => {}); // ended from outside: its checks stop counting (below)
    await db.connect();
  }
  const [health, page, lead, file, direct] = await Promise.all([
    poll(get(workerData.url)),
    poll(get(workerData.pageUrl)),
    poll(post(workerData.leadUrl, workerData.lead)),
    poll(get(workerData.fileUrl)),
    db ? poll(() => db.query("select 1").catch(() => "stop")) : null,
  ]);
  await db?.end();
  parentPort.postMessage({ health, page, lead, file, direct });
})();
`;

/** The ordinary page the probe times: a bank's page, rendered on the server from the database. */
export const PROBED_PAGE = "/loan/sbi";

/**
 * The probes of PINGER on their own thread until `stop()`: for /healthz, the page, the lead POST
 * and the static file (and, on PostgreSQL, the direct "select 1") the worst wait, the p99 and the
 * number of checks.
 */
export function startProbes(baseUrl, databaseUrl) {
  const pinger = new Worker(PINGER, {
    eval: true,
    workerData: {
      url: `${baseUrl}/healthz`,
      pageUrl: `${baseUrl}${PROBED_PAGE}`,
      leadUrl: `${baseUrl}${LEAD_PATH}`,
      lead: leadPayload(),
      fileUrl: `${baseUrl}/favicon.svg`,
      databaseUrl,
      pgPath: createRequire(import.meta.url).resolve("pg"),
    },
  });
  let warm;
  let answer;
  const ready = new Promise((resolve, reject) => {
    warm = resolve;
    pinger.once("error", reject);
  });
  const pinged = new Promise((resolve, reject) => {
    answer = resolve;
    pinger.once("error", reject);
  });
  // First "ready" (every probe warm), then the probes' figures.
  pinger.on("message", (message) => (message.ready ? warm() : answer(message)));
  return {
    /** Every probe has made its uncounted checks and is polling. */
    ready,
    async stop() {
      pinger.postMessage("stop");
      const result = await pinged;
      await pinger.terminate();
      return result;
    },
  };
}

/** While the export runs: the probes (own thread), and searches 4 at a time. */
export function healthAndSearches(baseUrl, cookie, searchUrls, databaseUrl) {
  let running = true;
  let searches = 0;
  const probes = startProbes(baseUrl, databaseUrl);
  // No search addresses: the probes alone (what a visitor waits for while an admin exports).
  const searchers = Array.from({ length: searchUrls.length > 0 ? 4 : 0 }, async (_, k) => {
    for (let i = k; running; i++) {
      const res = await fetch(searchUrls[i % searchUrls.length], { headers: { cookie } });
      await res.arrayBuffer();
      searches++;
    }
  });
  return {
    ready: probes.ready,
    async stop() {
      running = false;
      const [{ health, page, lead, file, direct }] = await Promise.all([
        probes.stop(),
        ...searchers,
      ]);
      return {
        worstHealthMs: health.worst,
        healthChecks: health.checks,
        worstPageMs: page.worst,
        pageChecks: page.checks,
        worstPostMs: lead.worst,
        postChecks: lead.checks,
        worstStaticFileMs: file.worst,
        worstDirectSelectMs: direct ? direct.worst : null,
        // The 99th percentile of each: the worst is one moment in ~1,500, this the run's tail.
        p99Ms: { health: health.p99, page: page.p99, lead: lead.p99, file: file.p99 },
        // [seconds since the probes began, ms] of each wait over 60 ms (the first 20 of each)
        slowWaits: { health: health.slow, page: page.slow, lead: lead.slow, file: file.slow },
        searches,
      };
    },
  };
}

async function postThroughput(baseUrl, seconds) {
  await assertLeadAccepted(baseUrl);
  const opts = {
    url: `${baseUrl}${LEAD_PATH}`,
    connections: 50,
    requests: [LEAD_POST_REQUEST],
  };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/**
 * Lead POST throughput on the full table and on an empty one, taken in turns on freshly started
 * servers so that both sides see the same machine. Each empty round gets a new database (a temp
 * folder, or a throwaway PostgreSQL database), migrated and seeded by its server; the leads
 * posted to the full table stay (a few thousand against a million).
 */
export async function alternatePostRounds({
  startServer,
  engine,
  dataDir,
  databaseUrl,
  size,
  rounds,
  seconds,
}) {
  const full = [];
  const empty = [];
  const measure = async (dir, url) => {
    const server = await startServer(dir, url);
    try {
      return await postThroughput(server.baseUrl, seconds);
    } finally {
      await server.stop();
    }
  };
  for (let round = 1; round <= rounds; round++) {
    full.push(await measure(dataDir, databaseUrl));
    const emptyDir = tempDir("gharsetu-scale-empty-");
    const emptyDatabase = engine === "postgres" ? await createThrowawayDatabase() : null;
    try {
      empty.push(await measure(emptyDir, emptyDatabase?.url ?? ""));
    } finally {
      if (emptyDatabase) await emptyDatabase.drop();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
    console.log(
      `  POST round ${round}/${rounds}: ${fmt(full.at(-1).rps)} leads/s at ${fmt(size)}, ${fmt(empty.at(-1).rps)} on an empty table`,
    );
  }
  const side = (runs) => ({
    rps: runs.map((r) => r.rps),
    medianRps: median(runs.map((r) => r.rps)),
    p99: runs.map((r) => r.p99),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  });
  return { full: side(full), empty: side(empty) };
}
