import { describe, expect, it } from "vitest";
import { itReturns } from "./cases.test-support.ts";
import {
  BANK_SLUGS,
  CITIES,
  cityFromSlug,
  citySlug,
  DEFAULT_CALCULATOR_RATES,
  isBankSlug,
  LOAN_TYPES,
  loanTypeFromSlug,
  loanTypeSlug,
  MAIN_BANK_SLUGS,
} from "./enums.ts";

describe("cities", () => {
  it("round-trips every city through its slug", () => {
    for (const city of CITIES) expect(cityFromSlug(citySlug(city))).toBe(city);
  });
  itReturns(cityFromSlug, "cityFromSlug(%j) → %j", [
    ["mumbai", "Mumbai"],
    ["Bangalore", "Bangalore"],
    ["atlantis", undefined],
    ["", undefined],
  ]);
});

describe("loan types", () => {
  it.each([
    ["Home Loan", "home-loan"],
    ["Loan Against Property", "loan-against-property"],
    ["Re-finance", "re-finance"],
    ["Commercial Loan", "commercial-loan"],
    ["Construction Loan", "construction-loan"],
  ])("%s → %s", (name, slug) => {
    expect(loanTypeSlug(name)).toBe(slug);
    expect(loanTypeFromSlug(slug)).toBe(name);
  });
  it("slugs are unique", () => {
    expect(new Set(LOAN_TYPES.map(loanTypeSlug)).size).toBe(LOAN_TYPES.length);
  });
});

describe("banks", () => {
  it("main banks are bank slugs and have a calculator default", () => {
    for (const slug of MAIN_BANK_SLUGS) {
      expect(isBankSlug(slug)).toBe(true);
      expect(DEFAULT_CALCULATOR_RATES[slug]).toBeGreaterThan(0);
    }
    expect(BANK_SLUGS).toHaveLength(10);
    expect(isBankSlug("chase")).toBe(false);
  });
});
