// `node scripts/my-loan-scale.mjs`: a new repo rate with 100,000 saved loans (issue 36,
// docs/performance.md, its own section), on the production build.
//
//   npm run build && node scripts/my-loan-scale.mjs      SQLite (a throwaway folder)
//   node scripts/my-loan-scale.mjs --pg                   PostgreSQL (a throwaway database)
//   --loans 100000  --quiet-seconds 40  --check (exit 1 on a missed budget)
//
// It fills saved_loans directly (each loan with an e-mail, half in Hindi, repo-linked, resetting
// every 3 months), starts the server, and measures three moments while /healthz, a page and a lead
// POST are timed from a thread of their own (scripts/lib/scale-busy.mjs): the first sweep after
// the start (every loan's next reset worked out: what an upgrade to migration 028 costs once, not
// judged);
// the quiet job runs (the my-loan-notices job every 30 s with nothing new to tell); and an
// admin's POST /api/benchmarks of a rate ten days ahead, until the message of every loan it
// changes (those whose next reset is on or after that day) is queued. Then it checks that no loan
// was told twice and none was missed.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { parseArgs } from "./lib/args.mjs";
import { benchmarkIndex } from "./lib/benchmark-index.mjs";
import { createThrowawayDatabase } from "./lib/pg.mjs";
import { startProbes } from "./lib/scale-busy.mjs";
import { fmt, login, METRICS_TOKEN } from "./lib/scale-measure.mjs";
import { sleep, startAppServer, tempDir } from "./lib/server.mjs";

const args = parseArgs();
const ENGINE = args.has("pg") ? "postgres" : "sqlite";
const LOANS = args.number("loans", 100_000);
const QUIET_SECONDS = args.number("quiet-seconds", 40);
const CHECK = args.has("check");
const BUDGET = { queuedSeconds: 60, p99Ms: 100 };

/** SQL straight to the database, ? placeholders on both engines. */
function openSql(dataDir, databaseUrl) {
  if (databaseUrl) {
    return async (text, params = []) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    };
  }
  return async (text, params = []) => {
    const db = new Database(path.join(dataDir, "gharsetu.db"));
    db.pragma("busy_timeout = 5000");
    try {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(...params);
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  };
}

async function fill(run) {
  // Saved an hour ago: after every rate already there, so only the new one is told.
  const at = new Date(Date.now() - 3_600_000).toISOString();
  const columns =
    "phone, email, bank, rate_type, current_rate, last_reset_on, reset_every_months, outstanding, remaining_months, language, consent_at, consent_notice_version, created_at";
  for (let from = 0; from < LOANS; from += 1000) {
    const rows = [];
    const params = [];
    for (let i = from; i < Math.min(LOANS, from + 1000); i++) {
      rows.push("(?, ?, 'sbi', 'repo', ?, ?, 3, ?, 216, ?, ?, 'scale', ?)");
      // Resets spread over a quarter's days, so that some fall due each day.
      const day = String(1 + (i % 28)).padStart(2, "0");
      params.push(
        `9${String(i).padStart(9, "0")}`,
        `loan${i}@example.test`,
        8.15,
        `2026-${["09", "10", "11"][i % 3]}-${day}`,
        3_000_000 + (i % 1000) * 1000,
        i % 2 ? "hi" : "en",
        at,
        at,
      );
    }
    await run(`INSERT INTO saved_loans (${columns}) VALUES ${rows.join(", ")}`, params);
  }
}

const count = async (run, text, params) => Number((await run(text, params))[0].n);

/** Runs `during` with the probes going; returns its result and the probes' figures. */
async function probed(server, during) {
  const probes = startProbes(server.baseUrl, server.databaseUrl || undefined);
  await sleep(500);
  const started = performance.now();
  const result = await during();
  const seconds = (performance.now() - started) / 1000;
  const waits = await probes.stop();
  return { result, seconds, waits };
}

const line = (w) =>
  `/healthz p99 ${fmt(w.health.p99, 1)} ms (worst ${fmt(w.health.worst, 1)}), the page p99 ${fmt(w.page.p99, 1)} ms (worst ${fmt(w.page.worst, 1)}), a lead POST p99 ${fmt(w.lead.p99, 1)} ms (worst ${fmt(w.lead.worst, 1)}); ${fmt(w.health.checks + w.page.checks + w.lead.checks)} checks`;

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

async function main() {
  const dataDir = tempDir("gharsetu-my-loan-scale-");
  const database = ENGINE === "postgres" ? await createThrowawayDatabase() : null;
  const databaseUrl = database?.url ?? "";
  const run = openSql(dataDir, databaseUrl);
  const verdicts = [];
  let server;
  try {
    const first = await startAppServer({ dataDir, databaseUrl });
    await first.stop();
    const filling = performance.now();
    await fill(run);
    console.log(
      `▶ ${ENGINE}: ${fmt(LOANS)} saved loans in ${fmt((performance.now() - filling) / 1000, 1)} s · benchmark index ${fmt(await benchmarkIndex())}`,
    );
    server = await startAppServer({
      dataDir,
      databaseUrl,
      env: { METRICS_TOKEN, MY_LOAN_NOTICES_MS: "30000" },
    });
    const unknown = () =>
      count(run, "SELECT count(*) AS n FROM saved_loans WHERE next_reset_on IS NULL");
    const upgrade = await probed(server, () => until(async () => (await unknown()) === 0, 180_000));
    console.log(
      `  first sweep (every next reset worked out): ${fmt(upgrade.seconds, 1)} s; ${line(upgrade.waits)}`,
    );
    const quiet = await probed(server, () => sleep(QUIET_SECONDS * 1000));
    console.log(`  ${QUIET_SECONDS} s of the job with nothing new: ${line(quiet.waits)}`);

    const told = () =>
      count(run, "SELECT count(*) AS n FROM my_loan_notices WHERE key LIKE 'benchmark:%'");
    const before = await told();
    // The loans the new rate changes: those whose next reset comes on or after its date (a reset
    // before it keeps today's rate, and nothing is told).
    const effective = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const expected = await count(
      run,
      "SELECT count(*) AS n FROM saved_loans WHERE next_reset_on >= ?",
      [effective],
    );
    const cookie = await login(server.baseUrl);
    const added = await probed(server, async () => {
      const res = await fetch(`${server.baseUrl}/api/benchmarks`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({
          rate: 4.75,
          effective_from: effective,
          source_url: "https://www.rbi.org.in/scale",
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/benchmarks answered ${res.status}`);
      return until(async () => (await told()) - before >= expected, 120_000);
    });
    const queued = (await told()) - before;
    console.log(
      `  a new repo rate (effective ${effective}, changing ${fmt(expected)} loans): ${fmt(queued)} told in ${fmt(added.seconds, 1)} s; ${line(added.waits)}`,
    );
    // None twice: one notice per loan and rate, one mail per notice.
    await sleep(31_000); // one more run of the job
    const notices = await count(
      run,
      "SELECT count(*) AS n FROM my_loan_notices WHERE key LIKE 'benchmark:%'",
    );
    const mails = await count(
      run,
      "SELECT count(*) AS n FROM mail_outbox WHERE channel = 'email' AND dedupe_key LIKE 'my-loan:benchmark:%'",
    );
    const distinctMails = await count(
      run,
      "SELECT count(DISTINCT recipient) AS n FROM mail_outbox WHERE channel = 'email' AND dedupe_key LIKE 'my-loan:benchmark:%'",
    );
    console.log(
      `  after one more job run: ${fmt(notices)} notices, ${fmt(mails)} mails queued to ${fmt(distinctMails)} addresses`,
    );

    verdicts.push(
      [
        added.result && added.seconds <= BUDGET.queuedSeconds,
        `every changed loan's message queued within ${BUDGET.queuedSeconds} s (${fmt(added.seconds, 1)} s, ${fmt(queued)} of ${fmt(expected)})`,
      ],
      [
        notices === expected && mails === expected && distinctMails === expected,
        `none twice, none missing (${fmt(notices)} notices, ${fmt(mails)} mails to ${fmt(distinctMails)} addresses, for ${fmt(expected)} changed loans)`,
      ],
    );
    // The budget is the new rate's sweep and the job's everyday runs; the first sweep after the
    // upgrade (every loan's date written once) is printed above, not judged.
    for (const [name, phase] of [
      ["during the new rate's sweep", added],
      ["during the quiet job runs", quiet],
    ]) {
      const worst = Math.max(phase.waits.health.p99, phase.waits.page.p99, phase.waits.lead.p99);
      verdicts.push([
        worst <= BUDGET.p99Ms,
        `p99 wait ≤ ${BUDGET.p99Ms} ms ${name} (${fmt(worst, 1)} ms)`,
      ]);
    }
  } finally {
    await server?.stop();
    if (database) await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nBudgets (${ENGINE}):`);
  for (const [ok, text] of verdicts) console.log(`  ${ok ? "PASS" : "MISS"} ${text}`);
  if (CHECK && verdicts.some(([ok]) => !ok)) process.exitCode = 1;
}

await main();
