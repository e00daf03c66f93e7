import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  annualObligations,
  assessEligibility,
  countedYearlyIncome,
  type EligibilityAssessmentInput,
} from "./assess.ts";

const EXPENSES = "Expenses exceed income. Not eligible.";
const BORROW = "Borrow amount cannot exceed property worth.";
const REVIEW =
  "Your EMI exceeds the recommended limit, but our team will review and get back to you.";
const eligible = (amount: string) =>
  `Eligible. Estimated EMI: ₹${amount} per month, Our team will get back to you within 48 hours.`;

/**
 * Worth 50 lakh, borrow 25 lakh over 20 years at 6.7%: EMI 18,934.86 (docs/product/pages.md "Text
 * facts": ~18,935). Income 12 lakh/year, living 20,000/month → obligations 2,40,000,
 * disposable 9,60,000, half of the monthly disposable = 40,000 ≥ EMI; LTV 0.5.
 */
function base(overrides: Partial<EligibilityAssessmentInput> = {}): EligibilityAssessmentInput {
  return {
    property_worth: 5_000_000,
    borrow_amount: 2_500_000,
    loan_tenure: 20,
    yearly_income: 1_200_000,
    earn_additional_income: "no",
    additional_income_amount: null,
    receive_rental_income: "no",
    rental_income_amount: null,
    receive_non_taxable_income: "no",
    non_taxable_income_amount: null,
    in_tax_bracket: "no",
    monthly_living_expenditure: 20_000,
    has_another_home_loan: "no",
    another_home_loan_amount: null,
    has_personal_loan: "no",
    personal_loan_amount: null,
    has_credit_card_debt: "no",
    credit_card_debt_amount: null,
    has_investment_loan: "no",
    investment_loan_amount: null,
    interest_rate: 6.7,
    ...overrides,
  };
}

describe("assessEligibility", () => {
  it("eligible: 25 lakh at 6.7% over 20 years", () => {
    expect(assessEligibility(base())).toEqual({
      is_eligible: 1,
      eligibility_message: eligible("18,934.86"),
      calculated_emi: "18934.86",
      emi: 18934.86,
    });
  });

  it("uses 9% when no rate is set", () => {
    // 25 lakh at 9% over 240 months: EMI 22,493.15.
    for (const interest_rate of [null, undefined]) {
      expect(assessEligibility(base({ interest_rate }))).toMatchObject({
        is_eligible: 1,
        calculated_emi: "22493.15",
        eligibility_message: eligible("22,493.15"),
      });
    }
  });

  it("borrow above worth is the first rule, even when expenses also exceed income", () => {
    expect(assessEligibility(base({ borrow_amount: 5_000_001, yearly_income: 0 }))).toEqual({
      is_eligible: 0,
      eligibility_message: BORROW,
      calculated_emi: null,
      emi: null,
    });
  });

  it("borrow equal to worth passes rule 1 but fails the 90% loan-to-value", () => {
    expect(
      assessEligibility(base({ borrow_amount: 5_000_000, yearly_income: 10_000_000 })),
    ).toMatchObject({
      is_eligible: 0,
      eligibility_message: REVIEW,
    });
  });

  it("disposable income of exactly 0 is not eligible", () => {
    // 2,40,000 income − 12 × 20,000 = 0.
    expect(assessEligibility(base({ yearly_income: 240_000 }))).toEqual({
      is_eligible: 0,
      eligibility_message: EXPENSES,
      calculated_emi: null,
      emi: null,
    });
  });

  it("counts the four debts as yearly obligations", () => {
    // 12,00,000 − (2,40,000 + 5,00,000 + 2,00,000 + 1,00,000 + 2,00,000) = −40,000.
    const debts = base({
      has_another_home_loan: "yes",
      another_home_loan_amount: 500_000,
      has_personal_loan: "yes",
      personal_loan_amount: 200_000,
      has_credit_card_debt: "yes",
      credit_card_debt_amount: 100_000,
      has_investment_loan: "yes",
      investment_loan_amount: 200_000,
    });
    expect(annualObligations(debts)).toBe(1_240_000);
    expect(assessEligibility(debts).eligibility_message).toBe(EXPENSES);
    // With 1,60,000 less in debts the disposable income is 1,20,000 → limit 5,000/month < EMI.
    expect(assessEligibility({ ...debts, investment_loan_amount: 40_000 })).toMatchObject({
      is_eligible: 0,
      eligibility_message: REVIEW,
      calculated_emi: "18934.86",
    });
  });

  it("ignores amounts whose question was answered no", () => {
    expect(
      annualObligations(base({ has_personal_loan: "no", personal_loan_amount: 10_000_000 })),
    ).toBe(240_000);
    expect(
      countedYearlyIncome(
        base({
          yearly_income: 0,
          earn_additional_income: "no",
          additional_income_amount: 1_200_000,
        }),
      ),
    ).toBe(0);
  });

  it("adds additional, rental and non-taxable income", () => {
    const input = base({
      yearly_income: 300_000,
      earn_additional_income: "yes",
      additional_income_amount: 300_000,
      receive_rental_income: "yes",
      rental_income_amount: 300_000,
      receive_non_taxable_income: "yes",
      non_taxable_income_amount: 300_000,
    });
    expect(countedYearlyIncome(input)).toBe(1_200_000);
    expect(assessEligibility(input)).toMatchObject({ is_eligible: 1, calculated_emi: "18934.86" });
  });

  it("counts 80% of income in a tax bracket", () => {
    // 25 lakh at 9%: EMI 22,493.15. Income 10 lakh, living 30,000 (3,60,000 a year).
    // Untaxed: 10,00,000 − 3,60,000 = 6,40,000 → limit 26,666.67 → eligible.
    // Taxed: 8,00,000 − 3,60,000 = 4,40,000 → limit 18,333.33 → above the limit.
    const input = base({
      yearly_income: 1_000_000,
      monthly_living_expenditure: 30_000,
      interest_rate: 9,
    });
    expect(countedYearlyIncome({ ...input, in_tax_bracket: "yes" })).toBe(800_000);
    expect(assessEligibility(input).is_eligible).toBe(1);
    expect(assessEligibility({ ...input, in_tax_bracket: "yes" })).toEqual({
      is_eligible: 0,
      eligibility_message: REVIEW,
      calculated_emi: "22493.15",
      emi: 22493.15,
    });
    // Taxed income 3,00,000 × 0.8 = 2,40,000 = obligations → expenses exceed income.
    expect(
      assessEligibility(base({ yearly_income: 300_000, in_tax_bracket: "yes" }))
        .eligibility_message,
    ).toBe(EXPENSES);
    expect(assessEligibility(base({ yearly_income: 300_000 })).eligibility_message).not.toBe(
      EXPENSES,
    );
  });

  it("EMI above half of the monthly disposable income is referred to review", () => {
    // Disposable 4,50,000 → limit 18,750 < 18,934.86.
    expect(assessEligibility(base({ yearly_income: 690_000 }))).toMatchObject({
      is_eligible: 0,
      eligibility_message: REVIEW,
      calculated_emi: "18934.86",
    });
    // Disposable 4,60,000 → limit 19,166.67 ≥ 18,934.86.
    expect(assessEligibility(base({ yearly_income: 700_000 })).is_eligible).toBe(1);
  });

  it("loan-to-value of exactly 0.9 is allowed, above is not", () => {
    // 90 lakh at 6.7% over 20 years: EMI 68,165.48; disposable 17,60,000 → limit 73,333.33.
    const input = base({
      property_worth: 10_000_000,
      borrow_amount: 9_000_000,
      yearly_income: 2_000_000,
    });
    expect(assessEligibility(input)).toEqual({
      is_eligible: 1,
      eligibility_message: eligible("68,165.48"),
      calculated_emi: "68165.48",
      emi: 68165.48,
    });
    expect(assessEligibility({ ...input, borrow_amount: 9_000_001 })).toMatchObject({
      is_eligible: 0,
      eligibility_message: REVIEW,
    });
  });

  it("formats the message amount in Indian grouping with two decimals", () => {
    // 1 crore at 6.7% over 20 years: EMI 75,739.42.
    const result = assessEligibility(
      base({ property_worth: 20_000_000, borrow_amount: 10_000_000, yearly_income: 5_000_000 }),
    );
    expect(result.calculated_emi).toBe("75739.42");
    expect(result.eligibility_message).toBe(eligible("75,739.42"));
  });

  it("never yields NaN and always a well-formed answer", () => {
    const num = fc.option(fc.double({ min: 0, max: 1e12, noNaN: true }), { nil: null });
    const flag = fc.constantFrom("yes", "no", null);
    fc.assert(
      fc.property(
        fc.record({
          property_worth: num,
          borrow_amount: num,
          loan_tenure: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
          yearly_income: num,
          additional_income_amount: num,
          earn_additional_income: flag,
          in_tax_bracket: flag,
          monthly_living_expenditure: num,
          personal_loan_amount: num,
          has_personal_loan: flag,
          interest_rate: fc.option(fc.double({ min: 1, max: 25, noNaN: true }), { nil: null }),
        }),
        (input) => {
          const r = assessEligibility(input);
          if (r.is_eligible === 1) {
            return (
              r.calculated_emi !== null &&
              r.eligibility_message.startsWith("Eligible. Estimated EMI: ₹")
            );
          }
          if (r.calculated_emi === null)
            return r.emi === null && [BORROW, EXPENSES].includes(r.eligibility_message);
          return (
            /^\d+\.\d{2}$/.test(r.calculated_emi) &&
            Number.isFinite(r.emi) &&
            r.eligibility_message === REVIEW
          );
        },
      ),
    );
  });
});
