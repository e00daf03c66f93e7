import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TTL_MS, cachedLoader } from "./catalog-cache.server.ts";

/** A load whose every call is counted and finished by the test, in order. */
function controlledLoad() {
  const calls: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

let names = 0;
const freshName = () => `test-cache-${++names}`;

/** A cache holding 1, loaded just now, and the calls its loader has had. */
async function loadedCache() {
  const { load, calls } = controlledLoad();
  const cache = cachedLoader(freshName(), load);
  const first = cache.get();
  calls[0]?.resolve(1);
  expect(await first).toBe(1);
  return { cache, calls };
}

/** Lets a settled load's callbacks run. */
async function settle() {
  await Promise.resolve();
  await Promise.resolve();
}

describe("cachedLoader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-04T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shares one load between concurrent readers and serves the value for its lifetime", async () => {
    const { load, calls } = controlledLoad();
    const cache = cachedLoader(freshName(), load);
    const first = cache.get();
    const second = cache.get();
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(1);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    vi.advanceTimersByTime(CACHE_TTL_MS / 2 - 1);
    expect(await cache.get()).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it("in the second half of the lifetime answers at once and loads the next value behind", async () => {
    const { cache, calls } = await loadedCache();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    // The reader is not kept waiting for the database...
    expect(await cache.get()).toBe(1);
    expect(calls).toHaveLength(2);
    // ...and further readers do not start loads of their own.
    expect(await cache.get()).toBe(1);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(2);
    await settle();
    expect(await cache.get()).toBe(2);
    // The new value has a lifetime of its own from when it arrived.
    vi.advanceTimersByTime(CACHE_TTL_MS / 2 - 1);
    expect(await cache.get()).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it("never serves a value past its lifetime: a reader then waits for the load under way", async () => {
    const { cache, calls } = await loadedCache();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    expect(await cache.get()).toBe(1); // starts the refresh
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    let answered: number | undefined;
    const late = cache.get().then((value) => {
      answered = value;
      return value;
    });
    await Promise.resolve();
    expect(answered).toBeUndefined();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(2);
    expect(await late).toBe(2);
  });

  it("a refresh that fails leaves the value to run out; the reader after that meets a new load", async () => {
    const { cache, calls } = await loadedCache();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    expect(await cache.get()).toBe(1);
    calls[1]?.reject(new Error("database away"));
    await settle();
    // Still within its lifetime, and a failed refresh is not tried again in the background.
    expect(await cache.get()).toBe(1);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    const late = cache.get();
    calls[2]?.reject(new Error("database still away"));
    await expect(late).rejects.toThrow("database still away");
  });

  it("a refresh that fails after an invalidation leaves the newer value its own refresh ahead", async () => {
    const { cache, calls } = await loadedCache();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    expect(await cache.get()).toBe(1); // refresh of the old value under way
    cache.invalidate();
    const afterEdit = cache.get();
    calls[2]?.resolve(3);
    expect(await afterEdit).toBe(3);
    calls[1]?.reject(new Error("database away")); // the old refresh fails only now
    await settle();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    // The newer value is in its second half: a read starts its next load behind it.
    expect(await cache.get()).toBe(3);
    expect(calls).toHaveLength(4);
  });

  it("a refresh that started before an invalidation does not store what it read", async () => {
    const { cache, calls } = await loadedCache();
    vi.advanceTimersByTime(CACHE_TTL_MS / 2);
    expect(await cache.get()).toBe(1); // refresh under way
    cache.invalidate();
    const afterEdit = cache.get();
    expect(calls).toHaveLength(3);
    calls[1]?.resolve(2); // read before the edit
    calls[2]?.resolve(3);
    expect(await afterEdit).toBe(3);
    expect(await cache.get()).toBe(3);
  });
});
