import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Integration and end-to-end projects run against the production build (npm run build first):
// what they prove is what `npm start` serves. See docs/testing.md.
const integration = (name: string, setup: string) => ({
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: [setup],
    // Every /api answer is checked against the served OpenAPI document (tests/support/).
    setupFiles: ["tests/support/openapi-check-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time, even on two cores: a file mostly waits on its server and database
    // (other processes), so one worker (Vitest's cores − 1) left a core idle. ADR 043, "Later".
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // Projects with their own worker counts run as groups, one after the other (Vitest refuses
    // different counts in one group): unit and modules, then integration, then e2e.
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["app/**/*.server.test.ts"],
        },
      },
      {
        // Module tests that need a database get their own SQLite file per worker.
        test: {
          name: "modules",
          include: ["app/**/*.server.test.ts"],
          setupFiles: ["tests/support/module-db-setup.ts"],
          testTimeout: 20_000,
        },
      },
      integration("integration-sqlite", "tests/support/global-setup-sqlite.ts"),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-pg", "tests/support/global-setup-pg.ts")]
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup-e2e.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files (two browsers) at a time: a file spends most of its time waiting on its
          // pages, its server and the network shaping, so the two share two cores well; measured
          // 1,171 s against ~2,300 s one at a time, every test passing (ADR 043, "Later"). A file
          // whose figures another file's rows would change starts a server of its own
          // (tests/support/own-server.ts).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // On CI (.ci/run sets CI=true) a failed browser test runs once more, as Playwright's own
          // template does: a fail-then-pass is printed "(retry x1)" and is a bug to chase
          // (docs/testing.md), but it does not throw away a run whose every contract held.
          // A test that fails twice still fails the run. Locally there is no retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
