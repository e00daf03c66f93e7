// `node scripts/lighthouse-cli.mjs`: the public pages as a plain Lighthouse CLI run scores them
// (issue 40, docs/performance.md "Plain Lighthouse against ours"): `lighthouse <url>` in a new
// Chromium for every run, nothing kept between runs, the CPU slowdown set by ADR 020's rule
// (slowdown × benchmark index / 3,000) from Lighthouse's own benchmark in an idle Chromium. It is
// the figure a visitor's first load on that phone gets, and the one the budgets are judged by.
//
//   npm run build && node scripts/lighthouse-cli.mjs --slowdown 12 --runs 2
//   --pages /,/hi   --slowdown 4|12   --runs 2 (best and median printed)   --json out.json
//   --plain (the slowdown as given, not scaled by the machine's benchmark index)
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "./lib/args.mjs";
import { benchmarkIndex } from "./lib/benchmark-index.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { waitForQuiet } from "./lib/quiet.mjs";
import { loadAverage, startAppServer, tempDir } from "./lib/server.mjs";

const run = promisify(execFile);
const args = parseArgs();
const SLOWDOWN = args.number("slowdown", 12);
const RUNS = args.number("runs", 2);
const PLAIN = args.has("plain");
const JSON_OUT = args.string("json");
const PAGES = (
  args.string("pages") ??
  "/,/hi,/loan/sbi,/hi/loan/sbi,/eligibility-form,/calculators,/calculators/emi,/home-loan-interest-rates,/track,/projects"
).split(",");
const REFERENCE_BENCHMARK_INDEX = 3_000;
const CLI = path.resolve("node_modules/lighthouse/cli/index.js");

async function lighthouseCli(url, multiplier, out) {
  await run(
    process.execPath,
    [
      CLI,
      url,
      `--chrome-flags=${["--headless=new", ...CHROMIUM_ARGS].join(" ")}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(fs.readFileSync(out, "utf8"));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    fcp: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
    index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * One run; a run Lighthouse itself could not record ("Something went wrong with recording the
 * trace", NO_NAVSTART: its own failure, not the page's) is made again, up to twice.
 */
async function withRetry(page, multiplier, out, server) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseCli(`${server.baseUrl}${page}`, multiplier, out);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${page}: Lighthouse failed (${String(error.stderr ?? error).trim()}), again`);
    }
  }
}

async function main() {
  const dataDir = tempDir("gharsetu-lighthouse-cli-");
  const server = await startAppServer({ dataDir });
  const out = path.join(dataDir, "lhr.json");
  const results = [];
  try {
    await waitForQuiet();
    const index = await benchmarkIndex(5);
    // --plain: the slowdown as given, whatever this machine's index (a slower machine then runs
    // a slower phone than ADR 020's rule would).
    const multiplier = PLAIN
      ? SLOWDOWN
      : Math.min(SLOWDOWN, Math.round((100 * SLOWDOWN * index) / REFERENCE_BENCHMARK_INDEX) / 100);
    console.log(
      `lighthouse CLI · ${os.cpus().length} CPUs · load ${loadAverage()} · benchmark index ${index} → ${SLOWDOWN}× is ${multiplier}× here · ${RUNS} run(s) a page, each in a new Chromium`,
    );
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await withRetry(page, multiplier, out, server));
      runs.sort((a, b) => b.score - a.score);
      const best = runs[0];
      const median = runs[Math.floor((runs.length - 1) / 2)];
      results.push({ page, multiplier, runs });
      console.log(
        `  ${page.padEnd(28)} best ${String(best.score).padStart(3)} (TBT ${best.tbt} ms, LCP ${best.lcp} ms) · median ${median.score} · runs ${runs.map((r) => r.score).join(", ")} · indexes ${runs.map((r) => r.index).join(", ")}`,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
}

await main();
