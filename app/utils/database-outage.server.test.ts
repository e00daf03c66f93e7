import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  databaseOutage,
  databaseReachable,
  noteDatabaseError,
  setDatabaseProbe,
} from "./database-outage.server.ts";
import { appMetrics } from "./metrics.server.ts";

// One outage, one count, whatever the number of failing requests; ended by the first probe that
// succeeds; /readyz's answer reused for a second (docs/decisions/028-database-outages.md).

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
const outages = async () => (await appMetrics().dbOutages.get()).values[0]?.value ?? 0;
const gauge = async () => (await appMetrics().dbUnavailable.get()).values[0]?.value ?? 0;

describe("the database's availability", () => {
  let up = false;
  let probes = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    (globalThis as { __singletons?: Map<string, unknown> }).__singletons?.delete("database-outage");
    up = false;
    probes = 0;
    setDatabaseProbe(async () => {
      probes++;
      return up;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not touched by other errors", async () => {
    const before = await outages();
    expect(noteDatabaseError(new Error("UNIQUE constraint failed"))).toBe(false);
    expect(databaseOutage()).toBe(false);
    expect(await outages()).toBe(before);
  });

  it("counts an outage once for many failing requests, and ends it at the first good probe", async () => {
    const before = await outages();
    for (let i = 0; i < 50; i++) expect(noteDatabaseError(refused())).toBe(true);
    expect(databaseOutage()).toBe(true);
    expect(await outages()).toBe(before + 1);
    expect(await gauge()).toBe(1);
    // Within the second, /readyz reuses what is known: no probe.
    expect(await databaseReachable()).toBe(false);
    expect(probes).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probes).toBe(1);
    expect(databaseOutage()).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(databaseOutage()).toBe(false);
    expect(await gauge()).toBe(0);
    // The probe stops with the outage.
    const after = probes;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probes).toBe(after);
  });

  it("lets /readyz probe at most once a second, whatever the number of callers", async () => {
    up = true;
    vi.setSystemTime(Date.now() + 10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => databaseReachable()));
    expect(answers.every(Boolean)).toBe(true);
    expect(probes).toBe(1);
    await databaseReachable();
    expect(probes).toBe(1);
    vi.setSystemTime(Date.now() + 1_001);
    await databaseReachable();
    expect(probes).toBe(2);
  });
});
