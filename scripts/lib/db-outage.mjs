// The database-outage mode of scripts/nothing-lost.mjs (issue 26, docs/decisions/028-database-outages.md):
// clients post leads while the database goes away for a while and comes back. Each client retries
// a 503 after its Retry-After, and a lost connection after a moment, with the SAME client_id, as
// the browser's outbox does. Afterwards: every lead acknowledged is stored once, none is doubled,
// and no answer was a 500.
//
// PostgreSQL: the site reaches a throwaway database on PG_BASE_URL through a TCP proxy that is cut
// (every connection dropped, new ones refused: what the site sees when the server stops) and then
// restored. SQLite: another connection holds the file under an exclusive lock for the outage.
import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { leadPayload, tryPostLead } from "./lead.mjs";
import { createThrowawayDatabase } from "./pg.mjs";
import { sleep, startAppServer } from "./server.mjs";
import { startTcpProxy } from "./tcp-proxy.mjs";

/** A TCP proxy on loopback in front of a PostgreSQL database, and the database's URL through it. */
export async function behindProxy(databaseUrl) {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({
    targetHost: target.hostname,
    targetPort: Number(target.port || 5432),
  });
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  return { proxy, url: viaProxy.toString() };
}

/**
 * Another connection that holds the SQLite file `fileOf()` under an exclusive lock while cut;
 * `busyTimeoutMs`, when given, lets it wait that long for a write in progress before it locks.
 */
export function exclusiveLock(fileOf, busyTimeoutMs) {
  let holder = null;
  return {
    async cut() {
      holder = new Database(fileOf());
      if (busyTimeoutMs) holder.pragma(`busy_timeout = ${busyTimeoutMs}`);
      holder.exec("BEGIN EXCLUSIVE");
    },
    async restore() {
      holder?.exec("ROLLBACK");
      holder?.close();
      holder = null;
    },
    async close() {
      await this.restore();
    },
  };
}

/** The fault, whichever the engine: cut() takes the database away, restore() brings it back. */
async function makeFault(usePg, serverDir) {
  if (usePg) {
    const database = await createThrowawayDatabase();
    const { proxy, url } = await behindProxy(database.url);
    return {
      label: "PostgreSQL behind a TCP proxy that is cut",
      databaseUrl: url,
      rowsUrl: database.url,
      cut: () => proxy.cutOff(),
      restore: () => proxy.restore(),
      async close() {
        await proxy.close();
        await database.drop();
      },
    };
  }
  const file = path.join(serverDir, "gharsetu.db");
  return {
    label: "SQLite, the file held under an exclusive lock",
    databaseUrl: "",
    rowsUrl: file,
    ...exclusiveLock(() => file),
  };
}

async function storedRows(usePg, rowsUrl) {
  const query =
    "SELECT client_id, id, COUNT(*) OVER (PARTITION BY client_id) AS n FROM eligibility_applications";
  if (usePg) {
    const client = new pg.Client({ connectionString: rowsUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows.map((r) => ({ ...r, n: Number(r.n) }));
    } finally {
      await client.end();
    }
  }
  const db = new Database(rowsUrl, { readonly: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
}

/** Posts one lead until it is acknowledged; counts every answer seen. */
async function deliver(baseUrl, clientId, seen, deadline) {
  const body = JSON.stringify(leadPayload(clientId, { first_name: `Out${clientId.slice(0, 6)}` }));
  for (let attempt = 1; ; attempt++) {
    if (Date.now() > deadline) throw new Error(`gave up on ${clientId} after ${attempt} attempts`);
    const { status, retryAfter, json } = await tryPostLead(baseUrl, body, 20_000);
    seen.statuses[status] = (seen.statuses[status] ?? 0) + 1;
    if (status === 200 || status === 201) return { clientId, id: json?.id, status, at: Date.now() };
    if (status === 503 && !(retryAfter > 0)) seen.without503RetryAfter++;
    if (status >= 400 && status < 500 && status !== 429) {
      throw new Error(`lead ${clientId} refused with ${status}: ${JSON.stringify(json)}`);
    }
    // The browser's outbox waits as asked after a 503; a little jitter spreads the clients out.
    await sleep(status === 503 ? retryAfter * 1000 + Math.random() * 500 : 200);
  }
}

/**
 * Runs the outage: `leads` from `clients`, the database away for `outageSeconds` once `cutAt` of
 * them are acknowledged. Reports through ok/fail; returns the figures.
 */
export async function databaseOutageRun({ leads, clients, outageSeconds, cutAt, usePg, ok, fail }) {
  const serverDir = (await import("./server.mjs")).tempDir("gharsetu-outage-");
  const fault = await makeFault(usePg, serverDir);
  console.log(
    `\n▶ database outage: ${leads} leads from ${clients} clients, the database away for ${outageSeconds} s after ${Math.round(cutAt * 100)}% are acknowledged (${fault.label})`,
  );
  const server = await startAppServer({ dataDir: serverDir, databaseUrl: fault.databaseUrl });
  const seen = { statuses: {}, without503RetryAfter: 0 };
  const acks = [];
  const readyDuring = [];
  let cutAtMs = 0;
  let restoredAtMs = 0;
  try {
    const perClient = Math.ceil(leads / clients);
    const plan = Array.from({ length: clients }, (_, c) =>
      Array.from({ length: Math.max(0, Math.min(perClient, leads - c * perClient)) }, () =>
        crypto.randomUUID(),
      ),
    ).filter((ids) => ids.length > 0);
    const expected = new Set(plan.flat());
    const deadline = Date.now() + 300_000;
    const started = Date.now();
    const posting = plan.map(async (ids) => {
      for (const id of ids) acks.push(await deliver(server.baseUrl, id, seen, deadline));
    });
    const outage = (async () => {
      while (acks.length < Math.floor(leads * cutAt)) await sleep(5);
      await fault.cut();
      cutAtMs = Date.now();
      while (Date.now() - cutAtMs < outageSeconds * 1000) {
        readyDuring.push((await fetch(`${server.baseUrl}/readyz`)).status);
        await sleep(1000);
      }
      await fault.restore();
      restoredAtMs = Date.now();
    })();
    const settled = await Promise.allSettled([...posting, outage]);
    for (const s of settled)
      if (s.status === "rejected") fail(String(s.reason?.message ?? s.reason));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const rows = await storedRows(usePg, fault.rowsUrl);
    const byClient = new Map(rows.map((r) => [r.client_id, r]));
    const lost = [...expected].filter((id) => !byClient.has(id));
    const duplicated = rows.filter((r) => Number(r.n) > 1);
    const firstAfter = acks.filter((a) => a.at >= restoredAtMs).sort((a, b) => a.at - b.at)[0];
    const answeredAgainMs = firstAfter ? firstAfter.at - restoredAtMs : null;
    const figures = {
      acknowledged: acks.length,
      stored: rows.filter((r) => expected.has(r.client_id)).length,
      lost: lost.length,
      duplicated: duplicated.length,
      statuses: seen.statuses,
      outageMs: restoredAtMs - cutAtMs,
      readyDuring,
      answeredAgainMs,
      seconds,
    };
    console.log(
      `  ${figures.acknowledged} acknowledged in ${seconds} s; stored ${figures.stored}, lost ${figures.lost}, duplicated ${figures.duplicated}; answers seen ${JSON.stringify(seen.statuses)} (0 = connection refused or reset)`,
    );
    console.log(
      `  database away ${figures.outageMs} ms; /readyz during it ${JSON.stringify(readyDuring)}; first lead acknowledged ${answeredAgainMs} ms after it was back`,
    );
    const fiveHundreds = Object.entries(seen.statuses)
      .filter(([status]) => Number(status) >= 500 && Number(status) !== 503)
      .reduce((sum, [, n]) => sum + n, 0);
    if (acks.length !== expected.size)
      fail(`${expected.size - acks.length} leads never acknowledged`);
    if (lost.length > 0) fail(`${lost.length} acknowledged leads are missing, e.g. ${lost[0]}`);
    if (duplicated.length > 0) fail(`${duplicated.length} leads stored twice`);
    if (fiveHundreds > 0) fail(`${fiveHundreds} answers were 5xx other than 503`);
    if (seen.without503RetryAfter > 0)
      fail(`${seen.without503RetryAfter} × 503 without Retry-After`);
    if (!(seen.statuses[503] > 0)) fail("no 503 was seen: the outage did not reach the site");
    if (!readyDuring.includes(503)) fail("/readyz never said 503 during the outage");
    if ((await fetch(`${server.baseUrl}/readyz`)).status !== 200) fail("/readyz not 200 after");
    if (lost.length + duplicated.length + fiveHundreds === 0 && acks.length === expected.size) {
      ok(
        `0 lost, 0 duplicated, 0 × 500 over ${expected.size} leads and a ${figures.outageMs} ms outage`,
      );
    }
    const log = server.output();
    const began = (log.match(/"msg":"database unavailable"/g) ?? []).length;
    if (began !== 1) fail(`"database unavailable" logged ${began} times, expected once`);
    else
      ok(
        `the outage logged once, and its end with its length: ${/"outageMs":(\d+),"msg":"database available again"/.exec(log)?.[1] ?? "?"} ms`,
      );
    return figures;
  } finally {
    await server.stop("SIGTERM");
    await fault.close();
  }
}
