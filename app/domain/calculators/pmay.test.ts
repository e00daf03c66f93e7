import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runCalculator } from "./index.ts";
import {
  PMAY_LIMITS,
  PMAY_REASONS,
  type PmayInput,
  pmayCalculator,
  pmayCandidate,
  pmayCategory,
} from "./pmay.ts";
import { PMAY_QUERY, PMAY_WORKED } from "./test-fixtures.ts";

// docs/product/calculators.md "pmay": the worked figures, each limit at its boundary, and the
// query as the API and the page read it.

/** The worked example: ₹7,20,000 a year, a ₹32,00,000 home, a ₹24,00,000 loan, 95 m². */
const WORKED: PmayInput = {
  household_income: 720_000,
  property_value: 3_200_000,
  loan_amount: 2_400_000,
  carpet_area_sqm: 95,
  owns_pucca_house: "no",
  prior_housing_benefit: "no",
  urban: "yes",
  sanctioned_on: "2026-03-10",
};

describe("pmay", () => {
  it("the worked example: eligible, MIG, ₹8,00,000 subsidised, up to ₹1,80,000", () => {
    expect(pmayCalculator(WORKED)).toEqual(PMAY_WORKED);
  });

  it.each([
    [300_000, "EWS"],
    [300_001, "LIG"],
    [600_000, "LIG"],
    [600_001, "MIG"],
    [900_000, "MIG"],
    [900_001, null],
    [0, "EWS"],
  ])("household income ₹%i → %s", (income, category) => {
    expect(pmayCategory(income)).toBe(category);
    expect(pmayCalculator({ ...WORKED, household_income: income }).category).toBe(category);
  });

  it.each([
    [{ household_income: 900_001 }, ["income_above_9_lakh"]],
    [{ sanctioned_on: "2024-08-31" }, ["sanctioned_before_2024_09_01"]],
    [
      { loan_amount: 2_600_000, carpet_area_sqm: 130 },
      ["loan_above_25_lakh", "carpet_area_above_120"],
    ],
    [{ property_value: 3_500_001 }, ["property_value_above_35_lakh"]],
    [{ owns_pucca_house: "yes" }, ["owns_pucca_house"]],
    [{ prior_housing_benefit: "yes" }, ["prior_housing_benefit"]],
    [{ urban: "no" }, ["not_urban"]],
  ] as Array<[Partial<PmayInput>, string[]]>)("%j → %j", (change, reasons) => {
    const r = pmayCalculator({ ...WORKED, ...change });
    expect(r.reasons).toEqual(reasons);
    expect(r.eligible).toBe(false);
    expect(r.subsidised_loan).toBe(0);
  });

  it("every reason at once, in the page's order", () => {
    const r = pmayCalculator({
      household_income: 1_000_000,
      property_value: 5_000_000,
      loan_amount: 4_000_000,
      carpet_area_sqm: 150,
      owns_pucca_house: "yes",
      prior_housing_benefit: "yes",
      urban: "no",
      sanctioned_on: "2020-01-01",
    });
    expect(r.reasons).toEqual([...PMAY_REASONS]);
    expect(r.category).toBeNull();
  });

  it("a loan under ₹8,00,000 is subsidised whole", () => {
    expect(pmayCalculator({ ...WORKED, loan_amount: 650_000 }).subsidised_loan).toBe(650_000);
  });

  /** Each limit: met at its value, missed just above it (the other answers the worked example's). */
  const BOUNDARIES: Array<[keyof PmayInput, string | number, string | number]> = [
    ["household_income", PMAY_LIMITS.migIncomeMax, PMAY_LIMITS.migIncomeMax + 1],
    ["property_value", PMAY_LIMITS.propertyValueMax, PMAY_LIMITS.propertyValueMax + 1],
    ["loan_amount", PMAY_LIMITS.loanMax, PMAY_LIMITS.loanMax + 1],
    ["carpet_area_sqm", PMAY_LIMITS.carpetAreaMax, PMAY_LIMITS.carpetAreaMax + 0.01],
    ["sanctioned_on", "2024-09-01", "2024-08-31"],
  ];

  it.each(BOUNDARIES)("%s: eligible at %s, not at %s", (field, at, beyond) => {
    expect(pmayCalculator({ ...WORKED, [field]: at }).eligible).toBe(true);
    expect(pmayCalculator({ ...WORKED, [field]: beyond }).eligible).toBe(false);
  });

  it("property: each limit flips eligibility exactly at its boundary", () => {
    const limits = {
      household_income: PMAY_LIMITS.migIncomeMax,
      property_value: PMAY_LIMITS.propertyValueMax,
      loan_amount: PMAY_LIMITS.loanMax,
      carpet_area_sqm: PMAY_LIMITS.carpetAreaMax,
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(limits) as Array<keyof typeof limits>)),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (field, offset) => {
          const limit = limits[field];
          // Carpet areas step by 0.01 m², money by the rupee.
          const value = field === "carpet_area_sqm" ? limit + offset / 10_000 : limit + offset;
          if (value < 0) return;
          const r = pmayCalculator({ ...WORKED, [field]: value });
          expect(r.eligible).toBe(value <= limit);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("property: sanctioned from 1 September 2024 qualifies, the day before does not", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (day) => {
          const iso = day.toISOString().slice(0, 10);
          expect(pmayCalculator({ ...WORKED, sanctioned_on: iso }).eligible).toBe(
            iso >= "2024-09-01",
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: eligible exactly when no reason applies; subsidised loan at most ₹8,00,000", () => {
    fc.assert(
      fc.property(
        fc.record({
          household_income: fc.integer({ min: 0, max: 2_000_000 }),
          property_value: fc.integer({ min: 10_000, max: 6_000_000 }),
          loan_amount: fc.integer({ min: 10_000, max: 4_000_000 }),
          carpet_area_sqm: fc.integer({ min: 1, max: 200 }),
          owns_pucca_house: fc.constantFrom("yes", "no"),
          prior_housing_benefit: fc.constantFrom("yes", "no"),
          urban: fc.constantFrom("yes", "no"),
          sanctioned_on: fc.constantFrom("2023-01-01", "2024-08-31", "2024-09-01", "2027-06-30"),
        }),
        (input) => {
          const r = pmayCalculator(input as PmayInput);
          expect(r.eligible).toBe(r.reasons.length === 0);
          expect(r.subsidised_loan).toBeLessThanOrEqual(800_000);
          expect(r.subsidised_loan).toBe(r.eligible ? Math.min(input.loan_amount, 800_000) : 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("pmayCandidate: the wizard's hint", () => {
  const answers = {
    household_income: 900_000,
    property_worth: 3_500_000,
    borrow_amount: 2_500_000,
    buying_or_building: true,
  };

  it("allows the limits themselves, and not a rupee more", () => {
    expect(pmayCandidate(answers)).toBe(true);
    expect(pmayCandidate({ ...answers, household_income: 900_001 })).toBe(false);
    expect(pmayCandidate({ ...answers, property_worth: 3_500_001 })).toBe(false);
    expect(pmayCandidate({ ...answers, borrow_amount: 2_500_001 })).toBe(false);
    expect(pmayCandidate({ ...answers, buying_or_building: false })).toBe(false);
  });
});

describe("pmay: the query", () => {
  const query = PMAY_QUERY;

  it("reads the worked example with the defaults: no pucca house, no earlier benefit, urban", () => {
    const r = runCalculator("pmay", query);
    expect(r.ok && r.data).toMatchObject({ eligible: true, category: "MIG" });
  });

  it("names every missing required field", () => {
    const r = runCalculator("pmay", {});
    expect(r.ok ? {} : r.fields).toEqual({
      household_income: "Enter the household income.",
      property_value: "Enter the property value.",
      loan_amount: "Enter the loan amount.",
      carpet_area_sqm: "Enter the carpet area.",
      sanctioned_on: "Enter the sanction date.",
    });
  });

  it("2024-02-29 is a date; 2023-02-29 is not", () => {
    expect(runCalculator("pmay", { ...query, sanctioned_on: "2024-02-29" }).ok).toBe(true);
    expect(runCalculator("pmay", { ...query, sanctioned_on: "2023-02-29" }).ok).toBe(false);
  });
});
