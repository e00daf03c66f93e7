import { describe, expect, it } from "vitest";
import { rangeFromText } from "./005-bank-rate-range.ts";

describe("migration 005: a bank's rate range from its display text", () => {
  it.each([
    ["7.50% – 8.70% p.a.", 7, { min: 7.5, max: 8.7 }],
    ["8.25% - 10.25%", 7, { min: 8.25, max: 10.25 }],
    ["From 8.4% a year", 7, { min: 8.4, max: 8.4 }],
    ["Ask the bank", 7.25, { min: 7.25, max: 7.25 }],
    // Figures that cannot be rates (a tenure, a fee) are ignored.
    ["7.9% – 9.4% for 30 years", 7, { min: 7.9, max: 9.4 }],
  ])("%j → %j", (text, fallback, range) => {
    expect(rangeFromText(text, fallback)).toEqual(range);
  });
});
