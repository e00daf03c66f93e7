// `npm test`: everything, in the order that fails fastest. Lint; then types beside the unit and
// module tests; the production build; the HTTP integration tests (SQLite, plus PostgreSQL when
// TEST_DATABASE_URL is set); the end-to-end tests in Chromium (axe included); then the Lighthouse
// budgets (performance printed, not enforced: ADR 020).
//
// Steps in one group run side by side (docs/decisions/043-test-steps-side-by-side.md): they share
// nothing, and on two cores tsc and the test workers each keep one busy. A step's output is
// printed line by line as it comes, each line marked with the step's name; the first step to fail
// stops the others. The integration and end-to-end tests run alone: beside each other they raced
// (ADR 043, "Tried").
import { spawn } from "node:child_process";
import readline from "node:readline";

const vitest = (...projects) => [
  "npx",
  "vitest",
  "run",
  ...projects.flatMap((project) => ["--project", project]),
];

const groups = [
  [["lint", ["npx", "biome", "check", "."]]],
  [
    ["typecheck", ["npm", "run", "typecheck"]],
    ["unit + module tests", vitest("unit", "modules")],
  ],
  [["build", ["npm", "run", "build"]]],
  [
    [
      "integration tests",
      vitest("integration-sqlite", ...(process.env.TEST_DATABASE_URL ? ["integration-pg"] : [])),
    ],
  ],
  [["end-to-end tests", vitest("e2e")]],
  // Accessibility, best practices and SEO = 100 and home JS ≤ 135 kB on / and /hi fail the run;
  // performance (median of three runs on / and /hi, one run elsewhere, CPU slowdown calibrated,
  // ADR 020) is printed with every page's figures but does not fail it: on this virtual machine
  // the same build, idle, scores 79–96 on / from one run to the next (ADR 020, "Later still
  // (2026-11-27)"). Alone: it measures speed, and waits for a quiet machine first.
  [
    [
      "Lighthouse budgets",
      [
        "node",
        "scripts/lighthouse.mjs",
        "--check",
        "--report-performance",
        "--calibrate",
        "--runs",
        "3",
        "--runs-elsewhere",
        "1",
      ],
    ],
  ],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("note: TEST_DATABASE_URL is not set, so the PostgreSQL integration run is skipped");
}

const running = new Set();

/** Runs one step; its lines go out as they come (marked with its name when it has company). */
function run(name, [cmd, ...args], marked) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, {
      env: process.env,
      stdio: marked ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    running.add(child);
    if (marked) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline
          .createInterface({ input: stream })
          .on("line", (line) => out.write(`[${name}] ${line}\n`));
      }
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ name, status: code ?? (signal ? 1 : 0), secs: (Date.now() - started) / 1000 });
    });
  });
}

const total = Date.now();
let firstFailed;
for (const group of groups) {
  const marked = group.length > 1;
  console.log(`\n▶ ${group.map(([name]) => name).join(" ∥ ")}`);
  const results = await Promise.all(
    group.map(([name, command]) =>
      run(name, command, marked).then((result) => {
        // The first failure ends the group: the other step's minutes would be wasted.
        if (result.status !== 0 && !firstFailed) {
          firstFailed = result.name;
          for (const child of running) child.kill("SIGTERM");
        }
        return result;
      }),
    ),
  );
  for (const { name, status, secs } of results) {
    console.log(`${status === 0 ? "✔" : "✖"} ${name} (${secs.toFixed(1)} s)`);
  }
  if (firstFailed) {
    console.error(`✖ ${firstFailed} failed`);
    process.exit(1);
  }
}
console.log(`\nall steps passed in ${((Date.now() - total) / 1000).toFixed(0)} s`);
