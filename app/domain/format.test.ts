import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "./cases.test-support.ts";
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
  itReturns(formatIndianNumber, "%d → %s", [
    [1000000, "10,00,000"],
    [2500000, "25,00,000"],
    [0, "0"],
    [123.45, "123.45"],
    [99999, "99,999"],
  ]);

  it("is empty for non-finite input", () => {
    expect(formatIndianNumber(Number.NaN)).toBe("");
  });
});

describe("the same text as Intl.NumberFormat en-IN", () => {
  const tidy = (text: string) => text.replace(/[\s\u00a0\u202f]/g, "");
  const inr = (decimals: 0 | 2) =>
    new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  const amounts = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.double({ min: -1e13, max: 1e13, noNaN: true }),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
    fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.005),
  );

  it.each([
    0, -0, 1.005, 2.5, -2.5, 0.005, -0.3, -0.001, 0.995, 9.995, 99999.995, 123456789.125, 1e-7,
    1e21, 1.7976931348623157e308, 5e-324,
  ])("%d", (value) => {
    expect(formatInr(value)).toBe(tidy(inr(0).format(value === 0 ? 0 : value)));
    expect(formatInr(value, { decimals: 2 })).toBe(tidy(inr(2).format(value === 0 ? 0 : value)));
    expect(formatIndianNumber(value)).toBe(tidy(plain.format(value)));
  });

  it("for any number (property)", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const zeroed = value === 0 ? 0 : value;
        expect(formatInr(value)).toBe(tidy(inr(0).format(zeroed)));
        expect(formatInr(value, { decimals: 2 })).toBe(tidy(inr(2).format(zeroed)));
        expect(formatIndianNumber(value)).toBe(tidy(plain.format(value)));
      }),
      { numRuns: 5000 },
    );
  });
});
