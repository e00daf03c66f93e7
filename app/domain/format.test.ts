import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatIndianNumber, formatInr } from "./format.ts";

describe("formatInr", () => {
  it.each([
    [1000000, undefined, "₹10,00,000"],
    [0, undefined, "₹0"],
    [999, undefined, "₹999"],
    [100000, undefined, "₹1,00,000"],
    [12345678, undefined, "₹1,23,45,678"],
    [19566.4, undefined, "₹19,566"],
    [19566.5, undefined, "₹19,567"],
    [21442.5, { decimals: 2 as const }, "₹21,442.50"],
    [18934.86, { decimals: 2 as const }, "₹18,934.86"],
    [0, { decimals: 2 as const }, "₹0.00"],
    [1000000, { decimals: 0 as const }, "₹10,00,000"],
  ])("%d %j → %s", (amount, opts, expected) => {
    expect(formatInr(amount, opts)).toBe(expected);
  });

  it("has no spaces of any kind between the sign and the digits", () => {
    const out = formatInr(1000000);
    expect([...out].map((c) => c.codePointAt(0))).toEqual(
      [..."₹10,00,000"].map((c) => c.codePointAt(0)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => /^₹[\d,]+$/.test(formatInr(n))),
    );
  });

  it("treats non-finite amounts as zero", () => {
    expect(formatInr(Number.NaN)).toBe("₹0");
    expect(formatInr(Number.POSITIVE_INFINITY, { decimals: 2 })).toBe("₹0.00");
  });
});

describe("formatIndianNumber", () => {
  it.each([
    [1000000, "10,00,000"],
    [2500000, "25,00,000"],
    [0, "0"],
    [123.45, "123.45"],
    [99999, "99,999"],
  ])("%d → %s", (amount, expected) => {
    expect(formatIndianNumber(amount)).toBe(expected);
  });

  it("is empty for non-finite input", () => {
    expect(formatIndianNumber(Number.NaN)).toBe("");
  });
});
