import { describe, expect, it } from "vitest";
import { parseRateSort, ratesTable } from "./rates-table.ts";

const bank = (slug: string, rateMin: number, rateMax: number) => ({
  slug,
  name: slug.toUpperCase(),
  rateMin,
  rateMax,
  processingFee: "0.5%",
  tenure: "Up to 30 years",
  asOf: "2026-11-01",
});

describe("rates table", () => {
  const banks = [bank("b", 8, 9), bank("a", 7.5, 10), bank("c", 8, 8.5)];

  it("sorts by lowest rate first by default, ties by the top rate", () => {
    expect(ratesTable(banks, parseRateSort(null)).map((r) => r.slug)).toEqual(["a", "c", "b"]);
  });

  it.each([
    ["rate-desc", ["b", "c", "a"]],
    ["max-asc", ["c", "b", "a"]],
    ["name", ["a", "b", "c"]],
    ["junk", ["a", "c", "b"]],
  ])("?sort=%s", (sort, order) => {
    expect(ratesTable(banks, parseRateSort(sort)).map((r) => r.slug)).toEqual(order);
  });

  it("EMI per ₹1 lakh over 20 years at the lowest rate", () => {
    // 1,00,000 × r(1+r)^240/((1+r)^240 − 1) at 7.5% = 805.59 → 806; at 8% = 836.44 → 836.
    const rows = ratesTable(banks, "rate-asc");
    expect(rows[0].emiPerLakh).toBe(806);
    expect(rows[1].emiPerLakh).toBe(836);
  });
});
