import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { ADMIN_EMAIL, freePort, type RunningServer, startServer } from "../support/server.ts";

// /readyz, /metrics, request ids, and what the strict rate limits do when their shared store is
// down (docs/product/operations.md). Runs on both dialects; each test starts its own instance on
// the project's database where it needs settings of its own.

const TOKEN = "metrics-token-for-tests-0123456789";

/** The same database as the project's server: a second instance of one site. */
const sameDatabase = () => (dialect === "postgres" ? { DATABASE_URL: databaseUrl } : {});

describe("/readyz", () => {
  it("answers 200 while serving", async () => {
    const res = await fetch(`${baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 after SIGTERM while the instance drains, and still serves meanwhile", async () => {
    const server = await startServer({ ...sameDatabase(), DRAIN_DELAY_MS: "4000" });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      server.process.kill("SIGTERM");
      let res = await fetch(`${server.baseUrl}/readyz`);
      for (let i = 0; i < 20 && res.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 50));
        res = await fetch(`${server.baseUrl}/readyz`);
      }
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "draining" });
      // Requests that still arrive (the balancer has not noticed yet) are answered.
      expect((await fetch(`${server.baseUrl}/api/banks`)).status).toBe(200);
      const exit = await new Promise<number | null>((resolve) =>
        server.process.once("exit", (code) => resolve(code)),
      );
      expect(exit).toBe(0);
    } finally {
      await server.stop("SIGKILL");
    }
  }, 120_000);
});

describe("/metrics", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ...sameDatabase(), METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.stop());

  it("is a 404 without the token, with a wrong one, and where METRICS_TOKEN is unset", async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(404);
    expect(
      (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
  });

  it("serves requests by route pattern and status with a latency histogram, leads, refusals and the pool", async () => {
    const client = new ApiClient(server.baseUrl);
    expect((await client.get("/api/banks")).status).toBe(200);
    expect((await client.get("/api/banks/sbi")).status).toBe(200);
    expect((await client.post("/api/eligibility-applications", validLeadPayload())).status).toBe(
      201,
    );
    for (let i = 0; i < 11; i++) {
      await client.post("/api/auth/login", { email: ADMIN_EMAIL, password: `wrong-${i}` });
    }

    const res = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const bucket = (route: string, status: string) =>
      new RegExp(
        `gharsetu_http_request_duration_seconds_bucket\\{le="\\+Inf",method="GET",route="${route}",status="${status}"\\} [1-9]`,
      );
    expect(text).toMatch(bucket("/api/banks", "200"));
    // The pattern, not the slug: one series for every bank.
    expect(text).toMatch(bucket("/api/banks/:slug", "200"));
    expect(text).not.toMatch(/route="\/api\/banks\/sbi"/);
    expect(text).toMatch(/gharsetu_http_request_duration_seconds_sum\{/);
    expect(text).toMatch(/^gharsetu_leads_stored_total [1-9]/m);
    expect(text).toMatch(/^gharsetu_rate_limit_refusals_total\{limit="login"\} [1-9]/m);
    expect(text).toMatch(/^gharsetu_db_pool_in_use \d+/m);
    expect(text).toMatch(/^gharsetu_outbox_depth \d+/m);
  });
});

describe("request ids", () => {
  it("answers every request with an X-Request-Id, keeping a proxy's own id", async () => {
    const fresh = await fetch(`${baseUrl}/api/banks`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${baseUrl}/api/banks`);
    expect(other.headers.get("x-request-id")).not.toBe(fresh.headers.get("x-request-id"));
    const kept = await fetch(`${baseUrl}/api/banks`, {
      headers: { "x-request-id": "proxy-id-12345678" },
    });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id-12345678");
    const junk = await fetch(`${baseUrl}/api/banks`, { headers: { "x-request-id": "a b<c>" } });
    expect(junk.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs JSON lines with the id, the route and no query string", async () => {
    const server = await startServer({ ...sameDatabase(), LOG_REQUESTS: "1" });
    try {
      const res = await fetch(`${server.baseUrl}/api/banks?q=9876543210`, {
        headers: { "x-request-id": "trace-me-0000001" },
      });
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const line = server
        .output()
        .split("\n")
        .filter((l) => l.includes("trace-me-0000001"))
        .map((l) => JSON.parse(l))[0];
      expect(line).toMatchObject({
        level: "info",
        msg: "request",
        requestId: "trace-me-0000001",
        path: "/api/banks",
        route: "/api/banks",
        status: 200,
      });
      expect(server.output()).not.toContain("9876543210");
    } finally {
      await server.stop();
    }
  });
});

describe("rate limits when the shared store is down", () => {
  it("count in the instance instead: 429 after the limit, never a 500 and never unlimited", async () => {
    // A port nobody listens on: every Redis command fails at once.
    const port = await freePort();
    const server = await startServer({
      ...sameDatabase(),
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    try {
      const guesser = new ApiClient(server.baseUrl);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await guesser.post("/api/auth/login", { email: ADMIN_EMAIL, password: `g-${i}` }))
            .status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(server.output()).toMatch(/rate-limit store failed/);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
