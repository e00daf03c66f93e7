import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ADVISORY_LOCK_NAMESPACE } from "../../app/db/startup-lock.server.ts";
import { advisoryJobLock, type ScheduledJob, startScheduler } from "../../server/scheduler.ts";
import { ApiClient } from "../support/api-client.ts";
import { databaseUrl, dialect } from "../support/injected.ts";
import { redisReachable } from "../support/redis.ts";
import { ADMIN_EMAIL, startServer } from "../support/server.ts";
import { twoInstances } from "../support/two-instances.ts";

// Several instances on one PostgreSQL database (docs/product/operations.md "Several instances on
// one PostgreSQL"): the project's server and two more started here on the same database count rate
// limits together, clear each other's caches, and take turns at scheduled work. PostgreSQL only:
// SQLite is one process on one file.

const redisUp = await redisReachable();
if (dialect === "postgres" && !redisUp) {
  console.warn(
    "Redis is not reachable on 127.0.0.1:6379: the Redis rate-limit store test is SKIPPED",
  );
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Servers start, sign-ins hash passwords: generous on a busy two-core machine.
describe.skipIf(dialect !== "postgres")(
  "several instances on one PostgreSQL database",
  { timeout: 120_000 },
  () => {
    // A long TTL on B: only a notification can make an edit show there within the test's bound.
    const servers = twoInstances(databaseUrl, { CATALOG_CACHE_TTL_MS: "600000" });

    it("count sign-in attempts together: 10 failures over two instances, then 429 on both", async () => {
      const ip = "10.77.1.1";
      const onA = new ApiClient(servers.a.baseUrl, ip);
      const onB = new ApiClient(servers.b.baseUrl, ip);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const client = i % 2 === 0 ? onA : onB;
        statuses.push(
          (await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: `x-${i}` })).status,
        );
      }
      expect(statuses).toEqual(Array(10).fill(401));
      expect(
        (await onA.post("/api/auth/login", { email: ADMIN_EMAIL, password: "y" })).status,
      ).toBe(429);
      expect(
        (await onB.post("/api/auth/login", { email: ADMIN_EMAIL, password: "y" })).status,
      ).toBe(429);
    });

    it("clear the other instance's caches on an edit (NOTIFY), within a second, also after its listener reconnects", async () => {
      const admin = new ApiClient(servers.a.baseUrl);
      await admin.login();
      const reader = new ApiClient(servers.b.baseUrl);
      const original = (await reader.get("/api/seo/projects")).json;
      const page = async () => (await fetch(`${servers.b.baseUrl}/projects`)).text();

      const editAndWait = async (title: string) => {
        // B has the record and the page cached now.
        expect((await reader.get("/api/seo/projects")).json.meta_title).not.toBe(title);
        await page();
        const put = await admin.put("/api/seo/projects", {
          meta_title: title,
          meta_description: original.meta_description,
          schema_json: original.schema_json,
        });
        expect(put.status).toBe(200);
        const start = Date.now();
        while ((await reader.get("/api/seo/projects")).json.meta_title !== title) {
          if (Date.now() - start > 5_000) throw new Error("the edit never showed on B");
          await tick(20);
        }
        const delay = Date.now() - start;
        expect(await page()).toContain(title);
        return delay;
      };

      try {
        // One second is the contract; a loaded two-core machine gets some slack, the 10-minute TTL none.
        expect(await editAndWait(`Projects ${Date.now()}`)).toBeLessThan(2_000);

        // Cut B's listening connection: it reconnects, clears everything, and hears edits again.
        const killer = new pg.Client({ connectionString: databaseUrl });
        await killer.connect();
        const { rowCount } = await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'gharsetu-cache-listener' and datname = current_database()`,
        );
        expect(rowCount).toBeGreaterThanOrEqual(2);
        await killer.end();
        await tick(1_000);
        expect(await editAndWait(`Projects again ${Date.now()}`)).toBeLessThan(2_000);
      } finally {
        await admin.put("/api/seo/projects", {
          meta_title: original.meta_title,
          meta_description: original.meta_description,
          schema_json: original.schema_json,
        });
      }
    });

    it("drop their cached pages when another instance starts: its migrations and seed may have changed the catalog", async () => {
      const cacheOnB = async () =>
        (await fetch(`${servers.b.baseUrl}/partners`)).headers.get("x-cache");
      await cacheOnB();
      expect(await cacheOnB()).toBe("hit");
      const c = await startServer({ DATABASE_URL: databaseUrl });
      try {
        const start = Date.now();
        // The notification is sent once C has prepared the database, before it listens.
        while ((await cacheOnB()) === "hit") {
          if (Date.now() - start > 5_000) throw new Error("B kept its pages after C started");
          await tick(20);
        }
        expect(await cacheOnB()).toBe("hit");
      } finally {
        await c.stop();
      }
    });

    it.skipIf(!redisUp)("count in Redis when REDIS_URL is set, across instances", async () => {
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: "redis://127.0.0.1:6379",
        RATE_LIMIT_PREFIX: `test-${Date.now()}-${process.pid}:`,
      };
      const [c, d] = await Promise.all([startServer(env), startServer(env)]);
      try {
        const ip = "10.77.2.2";
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          const client = new ApiClient(i % 2 === 0 ? c.baseUrl : d.baseUrl, ip);
          statuses.push((await client.post("/api/register", {})).status);
        }
        // The servers' logs on failure: a store that failed says so there.
        expect(statuses, `${c.output()}\n${d.output()}`).toEqual([...Array(10).fill(400), 429]);
        expect(c.output()).not.toMatch(/rate-limit store failed/);
        // The counts are in Redis under this run's prefix.
        const { Redis } = await import("ioredis");
        const redis = new Redis("redis://127.0.0.1:6379");
        const keys = await redis.keys(`${env.RATE_LIMIT_PREFIX}register:*`);
        await redis.del(...keys);
        await redis.quit();
        expect(keys.length).toBe(1);
      } finally {
        await Promise.all([c.stop(), d.stop()]);
      }
    });
  },
);

describe.skipIf(dialect !== "postgres")(
  "one runner per scheduled job (advisory lock)",
  { timeout: 120_000 },
  () => {
    const pools: pg.Pool[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: the lock needs no table types
    const database = (): Kysely<any> => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
      // The takeover test ends a session on purpose; its query fails, the process must not.
      pool.on("error", () => {});
      pool.on("connect", (client) => client.on("error", () => {}));
      pools.push(pool);
      return new Kysely({ dialect: new PostgresDialect({ pool }) });
    };
    afterAll(async () => {
      await Promise.all(pools.map((p) => p.end().catch(() => {})));
    });

    it("lets one instance run a job at a time; the others skip their turn", async () => {
      let inside = 0;
      let most = 0;
      const runsBy = [0, 0, 0];
      const job = (instance: number): ScheduledJob => ({
        name: `test-job-${process.pid}`,
        everyMs: 5,
        run: async () => {
          inside++;
          most = Math.max(most, inside);
          runsBy[instance]++;
          await tick(30);
          inside--;
        },
      });
      const schedulers = [0, 1, 2].map((i) =>
        startScheduler([job(i)], { lock: advisoryJobLock(database()) }),
      );
      await tick(1_500);
      await Promise.all(schedulers.map((s) => s.stop()));
      expect(most).toBe(1);
      expect(runsBy.reduce((x, y) => x + y, 0)).toBeGreaterThan(5);

      // Without the lock the same three would overlap: the test can tell the difference.
      inside = 0;
      most = 0;
      const unlocked = [0, 1, 2].map((i) => startScheduler([job(i)]));
      await tick(300);
      await Promise.all(unlocked.map((s) => s.stop()));
      expect(most).toBeGreaterThan(1);
    });

    it("hands the job to another instance when the one holding it dies", async () => {
      const name = `takeover-${process.pid}`;
      const dbA = database();
      let aStarted = false;
      let bRuns = 0;
      const release = new AbortController();
      const a = startScheduler(
        [
          {
            name,
            everyMs: 60_000,
            run: async () => {
              aStarted = true;
              // Runs until its instance "dies" below.
              await new Promise<void>((resolve) =>
                release.signal.addEventListener("abort", () => resolve()),
              );
            },
          },
        ],
        { lock: advisoryJobLock(dbA) },
      );
      while (!aStarted) await tick(10);
      const b = startScheduler(
        [
          {
            name,
            everyMs: 50,
            run: async () => {
              bRuns++;
            },
          },
        ],
        { lock: advisoryJobLock(database()) },
      );
      await tick(400);
      expect(bRuns).toBe(0);

      // A's database session ends (what a kill -9 of its process does): the lock goes with it.
      const killer = new pg.Client({ connectionString: databaseUrl });
      await killer.connect();
      const { rowCount } = await killer.query(
        `select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and classid = $1 and granted`,
        [ADVISORY_LOCK_NAMESPACE + 1],
      );
      await killer.end();
      expect(rowCount).toBeGreaterThanOrEqual(1);
      const start = Date.now();
      while (bRuns === 0 && Date.now() - start < 5_000) await tick(20);
      expect(bRuns).toBeGreaterThan(0);
      release.abort();
      await Promise.all([a.stop(), b.stop()]);
      await dbA.destroy().catch(() => {});
    });

    it("holds a starting instance at 503 (migrating) while another holds the startup lock", async () => {
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      await holder.query("select pg_advisory_lock($1, 1)", [ADVISORY_LOCK_NAMESPACE]);
      const server = await startServer({ DATABASE_URL: databaseUrl }, { waitFor: "listening" });
      try {
        await tick(500);
        const waiting = await fetch(`${server.baseUrl}/readyz`);
        expect(waiting.status).toBe(503);
        expect(await waiting.json()).toEqual({ status: "migrating" });
        expect((await fetch(`${server.baseUrl}/api/banks`)).status).toBe(503);
        expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
        await holder.query("select pg_advisory_unlock($1, 1)", [ADVISORY_LOCK_NAMESPACE]);
        const start = Date.now();
        while ((await fetch(`${server.baseUrl}/readyz`)).status !== 200) {
          if (Date.now() - start > 10_000) throw new Error("never became ready");
          await tick(50);
        }
        expect((await fetch(`${server.baseUrl}/api/banks`)).status).toBe(200);
      } finally {
        await holder.end();
        await server.stop();
      }
    });
  },
);
