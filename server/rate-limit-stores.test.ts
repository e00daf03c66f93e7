import type { Options, Store } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { chooseBackend, FallbackStore } from "./rate-limit-stores.ts";

const OPTIONS = { windowMs: 60_000 } as Options;

/** A shared store that can be switched off: a Redis or database outage, without the network. */
class SwitchableStore implements Store {
  up = true;
  hits = new Map<string, number>();
  prefix = "t:";
  localKeys = false;
  async increment(key: string) {
    if (!this.up) throw new Error("store is down");
    const n = (this.hits.get(key) ?? 0) + 1;
    this.hits.set(key, n);
    return { totalHits: n, resetTime: new Date(Date.now() + 60_000) };
  }
  async decrement() {}
  async resetKey() {}
}

/** A FallbackStore over a shared store that answers, ready to count. */
async function fallbackOverShared() {
  const shared = new SwitchableStore();
  const store = new FallbackStore(shared, "login");
  await store.init(OPTIONS);
  return { shared, store };
}

describe("FallbackStore", () => {
  it("counts in the shared store while it answers", async () => {
    const { shared, store } = await fallbackOverShared();
    for (let i = 1; i <= 3; i++) expect((await store.increment("a")).totalHits).toBe(i);
    expect(shared.hits.get("a")).toBe(3);
    expect(store.degraded).toBe(false);
  });

  it("counts locally while the shared store fails: the limit still holds, nothing throws", async () => {
    const { shared, store } = await fallbackOverShared();
    shared.up = false;
    const counts: number[] = [];
    for (let i = 0; i < 12; i++) counts.push((await store.increment("a")).totalHits);
    // Counting went on (not fail-open: a limiter of 10 refuses the 11th and 12th).
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(store.degraded).toBe(true);
  });

  it("goes back to the shared store once it answers again", async () => {
    const { shared, store } = await fallbackOverShared();
    shared.up = false;
    await store.increment("a");
    shared.up = true;
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await store.increment("a")).totalHits).toBe(1);
    expect(shared.hits.get("a")).toBe(1);
    expect(store.degraded).toBe(false);
  });
});

describe("chooseBackend", () => {
  it.each([
    [{}, "memory"],
    [{ DATABASE_URL: "data/x.db" }, "memory"],
    [{ DATABASE_URL: "postgres://h/db" }, "postgres"],
    [{ DATABASE_URL: "postgresql://h/db", REDIS_URL: "redis://r" }, "redis"],
    [{ REDIS_URL: "redis://r" }, "redis"],
    [{ DATABASE_URL: "postgres://h/db", RATE_LIMIT_STORE: "memory" }, "memory"],
  ] as const)("%o → %s", (env, backend) => {
    expect(chooseBackend(env as NodeJS.ProcessEnv)).toBe(backend);
  });
});
