import { describe, expect, it } from "vitest";
import { type JobLock, startScheduler } from "./scheduler.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that only counts its runs; `runs()` reads the count. */
function countingJob(name: string, everyMs: number) {
  let runs = 0;
  const job = {
    name,
    everyMs,
    run: async () => {
      runs++;
    },
  };
  return { job, runs: () => runs };
}

describe("startScheduler", () => {
  it("runs each job at once and again after its pause", async () => {
    const counting = countingJob("count", 10);
    const scheduler = startScheduler([counting.job]);
    await tick(60);
    await scheduler.stop();
    expect(counting.runs()).toBeGreaterThanOrEqual(3);
    const after = counting.runs();
    await tick(40);
    expect(counting.runs()).toBe(after);
  });

  it("waits on stop for the run in progress and aborts its signal", async () => {
    let finished = false;
    let sawAbort = false;
    const scheduler = startScheduler([
      {
        name: "slow",
        everyMs: 1_000,
        run: async (signal) => {
          await tick(50);
          sawAbort = signal.aborted;
          finished = true;
        },
      },
    ]);
    await tick(5);
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(sawAbort).toBe(true);
  });

  it("keeps running a job after one of its runs fails", async () => {
    let runs = 0;
    const scheduler = startScheduler([
      {
        name: "flaky",
        everyMs: 5,
        run: async () => {
          runs++;
          if (runs === 1) throw new Error("first run fails");
        },
      },
    ]);
    const original = process.stderr.write;
    process.stderr.write = () => true;
    try {
      await tick(50);
    } finally {
      process.stderr.write = original;
      await scheduler.stop();
    }
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it("runs a job only when its lock lets it in (the PostgreSQL lock is tested in tests/integration/instances.test.ts)", async () => {
    const counting = countingJob("locked", 10);
    let asked = 0;
    let held = true;
    const lock: JobLock = {
      async runExclusive(_name, work) {
        asked++;
        if (held) return false;
        await work();
        return true;
      },
    };
    const scheduler = startScheduler([counting.job], { lock });
    await tick(60);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(counting.runs()).toBe(0);
    held = false;
    await tick(60);
    await scheduler.stop();
    expect(counting.runs()).toBeGreaterThanOrEqual(1);
  });
});
