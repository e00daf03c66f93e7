import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pmayCandidateOf, withPmayCandidate } from "./pmay-hint.ts";

// docs/product/calculators.md "The wizard's hint": the limits the wizard's answers can show.

const answers = {
  loan_purpose: "i'm buying",
  property_worth: 3_200_000,
  borrow_amount: 2_400_000,
  loan_tenure: 20,
  yearly_income: 600_000,
  earn_additional_income: "yes",
  additional_income_amount: 120_000,
  receive_rental_income: "no",
  rental_income_amount: null,
  receive_non_taxable_income: "no",
  non_taxable_income_amount: null,
  in_tax_bracket: "yes",
  monthly_living_expenditure: 20_000,
};

describe("pmayCandidateOf", () => {
  it("counts the household's four incomes before the tax bracket's share", () => {
    expect(pmayCandidateOf(answers)).toBe(true);
    // ₹9,00,001 in all: 80% of it (₹7,20,001) would pass, but the scheme reads the whole income.
    expect(pmayCandidateOf({ ...answers, additional_income_amount: 300_001 })).toBe(false);
    expect(pmayCandidateOf({ ...answers, additional_income_amount: 300_000 })).toBe(true);
    // An amount whose question was answered "no" does not count.
    expect(
      pmayCandidateOf({ ...answers, receive_rental_income: "no", rental_income_amount: 900_000 }),
    ).toBe(true);
  });

  it.each([
    [{ property_worth: 3_500_000 }, true],
    [{ property_worth: 3_500_001 }, false],
    [{ borrow_amount: 2_500_000 }, true],
    [{ borrow_amount: 2_500_001 }, false],
    [{ loan_purpose: "i'm building" }, true],
    [{ loan_purpose: "i'm refinancing" }, false],
    [{ loan_purpose: null }, false],
  ])("%j → %s", (change, expected) => {
    expect(pmayCandidateOf({ ...answers, ...change })).toBe(expected);
  });

  it("property: each limit flips the hint exactly at its boundary", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["yearly_income", 780_000] as const,
          ["property_worth", 3_500_000] as const,
          ["borrow_amount", 2_500_000] as const,
        ),
        fc.integer({ min: -500_000, max: 500_000 }),
        ([field, limit], offset) => {
          // yearly_income's limit is ₹9,00,000 less the ₹1,20,000 of other income above.
          const value = limit + offset;
          if (value <= 0) return;
          expect(pmayCandidateOf({ ...answers, [field]: value })).toBe(value <= limit);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("withPmayCandidate", () => {
  it("answers the stored 0 or 1 as false or true", () => {
    expect(withPmayCandidate({ id: 1, pmay_candidate: 1 })).toEqual({
      id: 1,
      pmay_candidate: true,
    });
    expect(withPmayCandidate({ id: 2, pmay_candidate: 0 })).toEqual({
      id: 2,
      pmay_candidate: false,
    });
  });
});
