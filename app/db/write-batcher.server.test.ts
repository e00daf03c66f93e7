import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createWriteBatcher } from "./write-batcher.server.ts";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createWriteBatcher", () => {
  it("writes what arrived in one turn together, then what arrived while that write was in flight", async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher(async (items: number[]) => {
      batches.push(items);
      await tick();
      return items.map((n) => n * 10);
    });
    const first = [1, 2].map((n) => batcher.write(n));
    expect(batches).toEqual([]);
    // The end of the turn: the write has started, with both items.
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2]]);
    const rest = [3, 4, 5].map((n) => batcher.write(n));
    expect(batcher.pending).toBe(5);
    await expect(Promise.all(first)).resolves.toEqual([10, 20]);
    await expect(Promise.all(rest)).resolves.toEqual([30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(batcher.pending).toBe(0);
  });

  it("a lone item is written in the turn it arrived in", async () => {
    const batcher = createWriteBatcher(async (items: string[]) => items);
    const started = performance.now();
    await expect(batcher.write("only")).resolves.toBe("only");
    expect(performance.now() - started).toBeLessThan(50);
  });

  it("never puts more than maxBatch items in one write", async () => {
    const sizes: number[] = [];
    const batcher = createWriteBatcher(
      async (items: number[]) => {
        sizes.push(items.length);
        await tick();
        return items;
      },
      { maxBatch: 3 },
    );
    const all = Array.from({ length: 8 }, (_, i) => batcher.write(i));
    await expect(Promise.all(all)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([3, 3, 2]);
  });

  it("when a batch fails, writes its items one by one so only the bad one fails", async () => {
    const calls: string[][] = [];
    const batcher = createWriteBatcher(async (items: string[]) => {
      calls.push(items);
      await tick();
      if (items.includes("bad")) throw new Error("constraint");
      return items.map((s) => s.toUpperCase());
    });
    const results = ["b", "bad", "c"].map((s) => batcher.write(s).catch((e: Error) => e.message));
    await expect(Promise.all(results)).resolves.toEqual(["B", "constraint", "C"]);
    expect(calls).toEqual([["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
    // The batcher goes on working afterwards.
    await expect(batcher.write("d")).resolves.toBe("D");
  });

  it("a write that answers for the wrong number of items fails every caller and writes nothing again", async () => {
    let calls = 0;
    const batcher = createWriteBatcher(async (items: number[]) => {
      calls++;
      await tick();
      return items.length > 1 ? items.slice(1) : items;
    });
    const pair = [2, 3].map((n) => batcher.write(n).catch((e: Error) => e.message));
    await expect(Promise.all(pair)).resolves.toEqual([
      "2 writes returned 1 results",
      "2 writes returned 1 results",
    ]);
    expect(calls).toBe(1);
    await expect(batcher.write(1)).resolves.toBe(1);
  });

  it("every caller gets its own result, whatever the arrival pattern", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer(), fc.nat(3)), { maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        async (arrivals, maxBatch) => {
          const written: number[] = [];
          const batcher = createWriteBatcher(
            async (items: number[]) => {
              written.push(...items);
              await tick();
              return items.map((n) => n + 1);
            },
            { maxBatch },
          );
          const promises: Promise<number>[] = [];
          for (const [value, pause] of arrivals) {
            promises.push(batcher.write(value));
            for (let i = 0; i < pause; i++) await tick();
          }
          const results = await Promise.all(promises);
          expect(results).toEqual(arrivals.map(([value]) => value + 1));
          // Each item written exactly once, in arrival order.
          expect(written).toEqual(arrivals.map(([value]) => value));
        },
      ),
      { numRuns: 100 },
    );
  });
});
