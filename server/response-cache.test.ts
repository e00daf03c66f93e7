import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.ts";

function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const path = url.split("?")[0];
  return {
    method: init.method ?? "GET",
    path,
    originalUrl: url,
    headers: { host: "example.test", ...init.headers },
  } as unknown as Request;
}

function setup(maxBytes = 1_000_000, { ttlMs = 5_000, now = 1_000 } = {}) {
  const clock = { now, epoch: 0 };
  const cache = new ResponseCache({
    ttlMs,
    maxBytes,
    epoch: () => clock.epoch,
    now: () => clock.now,
  });
  return { cache, clock };
}

const page = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { "content-type": "text/html" }, ...init });

describe("ResponseCache.keyFor", () => {
  const { cache } = setup();

  it.each([
    "/",
    "/loan/sbi",
    "/loan/SBI/",
    "/loan/sbi.data",
    "/loan/hdfc/projects/pune",
    "/projects?bank=sbi&city=Pune",
    "/eligibility-form?bank=axis",
    "/api/banks",
    "/api/banks/icici",
    "/api/seo/home",
    "/sitemap.xml",
  ])("shares the public answer at %s", (url) => {
    expect(cache.keyFor(request(url))).toBe(`example.test${url}`);
  });

  it.each([
    "/admin",
    "/admin/eligibility",
    "/account",
    "/logout",
    "/healthz",
    "/api/auth/me",
    "/api/eligibility-applications",
    "/api/contact-messages",
  ])("never shares %s", (url) => {
    expect(cache.keyFor(request(url))).toBeNull();
  });

  it("never shares what a signed-in visitor, a non-GET or a junk-long address gets", () => {
    expect(cache.keyFor(request("/", { headers: { cookie: "a=1; __session=abc" } }))).toBeNull();
    expect(cache.keyFor(request("/", { headers: { authorization: "Bearer x" } }))).toBeNull();
    expect(cache.keyFor(request("/", { method: "POST" }))).toBeNull();
    expect(cache.keyFor(request("/", { method: "HEAD" }))).toBeNull();
    expect(cache.keyFor(request(`/?q=${"x".repeat(600)}`))).toBeNull();
    // Another site's cookie on the same domain does not make a visitor signed in.
    expect(cache.keyFor(request("/", { headers: { cookie: "theme=dark" } }))).not.toBeNull();
  });
});

describe("ResponseCache.store and get", () => {
  it("keeps a 200 until the epoch moves or the entry ages out", async () => {
    const { cache, clock } = setup();
    const { entry } = await cache.store("k", page("<p>hi</p>"), "", clock.epoch);
    expect(entry).not.toBeNull();
    expect(cache.get("k")).toBe(entry);
    clock.epoch++;
    expect(cache.get("k")).toBeUndefined();

    await cache.store("k", page("<p>hi</p>"), "", clock.epoch);
    clock.now += 4_999;
    expect(cache.get("k")).toBeDefined();
    clock.now += 1;
    expect(cache.get("k")).toBeUndefined();
  });

  it("never keeps an entry past midnight in India, however long its lifetime", async () => {
    const { cache, clock } = setup(1_000_000, {
      ttlMs: 600_000,
      now: Date.parse("2026-12-04T18:29:58.000Z"), // 23:59:58 IST
    });
    await cache.store("k", page("<p>hi</p>"), "", clock.epoch);
    clock.now += 1_999;
    expect(cache.get("k")).toBeDefined();
    clock.now += 1;
    expect(cache.get("k")).toBeUndefined();
    // Made just after midnight, it lives its whole lifetime.
    await cache.store("k", page("<p>hi</p>"), "", clock.epoch);
    clock.now += 599_999;
    expect(cache.get("k")).toBeDefined();
    clock.now += 1;
    expect(cache.get("k")).toBeUndefined();
  });

  it("does not keep what was rendered while an edit landed", async () => {
    const { cache, clock } = setup();
    const started = clock.epoch;
    clock.epoch++;
    const { entry, body } = await cache.store("k", page("old"), "", started);
    expect(entry).toBeNull();
    expect(body.toString()).toBe("old");
    expect(cache.get("k")).toBeUndefined();
  });

  it.each([
    ["a 404", page("x", { status: 404 })],
    ["a Set-Cookie", page("x", { headers: { "set-cookie": "a=b" } })],
    ["no-store", page("x", { headers: { "cache-control": "no-store" } })],
    ["private", page("x", { headers: { "cache-control": "private, max-age=60" } })],
  ])("does not keep an answer with %s", async (_label, response) => {
    const { cache } = setup();
    const { entry } = await cache.store("k", response, "", 0);
    expect(entry).toBeNull();
    expect(cache.get("k")).toBeUndefined();
  });

  it("splits a page at its nonce and compresses nonce-free bodies once", async () => {
    const { cache } = setup();
    const withNonce = await cache.store("a", page('<script nonce="N1">x</script>'), "N1", 0);
    expect(withNonce.entry?.raw.raw.map(String)).toEqual(['<script nonce="', '">x</script>']);
    expect(withNonce.entry?.brotli).toBeUndefined();
    const json = await cache.store("b", Response.json({ a: 1 }), "N2", 0);
    expect(json.entry?.raw.raw).toHaveLength(1);
    expect(json.entry?.brotli).toBeInstanceOf(Buffer);
  });

  it("drops the oldest entries to stay within its byte budget", async () => {
    const { cache } = setup(3_000);
    const body = "y".repeat(900); // ~950 bytes stored: three fit, four do not
    for (const key of ["1", "2", "3", "4"]) await cache.store(key, page(body), "", 0);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.get("4")).toBeDefined();
    expect(cache.get("1")).toBeUndefined();
  });
});
