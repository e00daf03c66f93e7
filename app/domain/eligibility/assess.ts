// The eligibility result (docs/product/forms.md "The result rule"). Computed in the browser for the
// instant result and again on the server, which stores its own figures and ignores the client's.

import { DEFAULT_WIZARD_INTEREST_RATE } from "../enums.ts";
import { formatInr } from "../format.ts";
import { calculateEmi } from "../loan/emi.ts";

/** The figures the rule reads; an EligibilityApplicationInput or a payload satisfies it. */
export interface EligibilityAssessmentInput {
  property_worth: number | null;
  borrow_amount: number | null;
  loan_tenure: number | null;
  yearly_income: number | null;
  earn_additional_income?: string | null;
  additional_income_amount?: number | null;
  receive_rental_income?: string | null;
  rental_income_amount?: number | null;
  receive_non_taxable_income?: string | null;
  non_taxable_income_amount?: number | null;
  in_tax_bracket?: string | null;
  monthly_living_expenditure: number | null;
  has_another_home_loan?: string | null;
  another_home_loan_amount?: number | null;
  has_personal_loan?: string | null;
  personal_loan_amount?: number | null;
  has_credit_card_debt?: string | null;
  credit_card_debt_amount?: number | null;
  has_investment_loan?: string | null;
  investment_loan_amount?: number | null;
  interest_rate?: number | null;
}

export interface EligibilityAssessment {
  is_eligible: 0 | 1;
  eligibility_message: string;
  /** EMI with two decimals ("21442.50"), null when no EMI was worked out. */
  calculated_emi: string | null;
  /** The same EMI as a number rounded to paise, null when no EMI was worked out. */
  emi: number | null;
}

export const ASSESSMENT_MESSAGES = {
  borrowExceedsWorth: "Borrow amount cannot exceed property worth.",
  expensesExceedIncome: "Expenses exceed income. Not eligible.",
  emiAboveLimit:
    "Your EMI exceeds the recommended limit, but our team will review and get back to you.",
} as const;

/** docs/product/forms.md "The result rule": in a tax bracket, 80% of income counts. */
export const TAX_BRACKET_INCOME_SHARE = 0.8;
/**
 * docs/product/forms.md "The result rule": the EMI may take at most half of the monthly disposable
 * income.
 */
export const MAX_EMI_SHARE_OF_DISPOSABLE = 0.5;
/** docs/product/forms.md "The result rule": loan-to-value at most 90%. */
export const MAX_LOAN_TO_VALUE = 0.9;

export function eligibleMessage(emi: number): string {
  return `Eligible. Estimated EMI: ${formatInr(emi, { decimals: 2 })} per month, Our team will get back to you within 48 hours.`;
}

function amount(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

// An amount counts unless its question was answered "no": the wizard clears such amounts anyway,
// but a stale figure must never make someone look richer or poorer than they said.
function flagged(flag: string | null | undefined, value: number | null | undefined): number {
  return flag === "no" ? 0 : amount(value);
}

/**
 * The yearly income the wizard was told: all four incomes, before the tax bracket's share (the
 * household's income of docs/product/calculators.md "The wizard's hint").
 */
export function grossYearlyIncome(input: EligibilityAssessmentInput): number {
  return (
    amount(input.yearly_income) +
    flagged(input.earn_additional_income, input.additional_income_amount) +
    flagged(input.receive_rental_income, input.rental_income_amount) +
    flagged(input.receive_non_taxable_income, input.non_taxable_income_amount)
  );
}

/**
 * Counted yearly income: all four incomes, 80% of it in a tax bracket (docs/product/forms.md "The
 * result rule").
 */
export function countedYearlyIncome(input: EligibilityAssessmentInput): number {
  const gross = grossYearlyIncome(input);
  return input.in_tax_bracket === "yes" ? gross * TAX_BRACKET_INCOME_SHARE : gross;
}

/**
 * Annual obligations: 12 × monthly living expenditure plus the yearly home, personal, credit-card
 * and investment loan amounts. docs/product/forms.md "The result rule" counts exactly these; other
 * expenses and leases are not.
 */
export function annualObligations(input: EligibilityAssessmentInput): number {
  return (
    12 * amount(input.monthly_living_expenditure) +
    flagged(input.has_another_home_loan, input.another_home_loan_amount) +
    flagged(input.has_personal_loan, input.personal_loan_amount) +
    flagged(input.has_credit_card_debt, input.credit_card_debt_amount) +
    flagged(input.has_investment_loan, input.investment_loan_amount)
  );
}

/**
 * Rate used for the check: the sent one, or 9 when none was set (docs/product/forms.md "The result
 * rule").
 */
export function assessmentRate(interestRate: number | null | undefined): number {
  return typeof interestRate === "number" && Number.isFinite(interestRate) && interestRate > 0
    ? interestRate
    : DEFAULT_WIZARD_INTEREST_RATE;
}

/**
 * The result rule, in docs/product/forms.md's order. Expects validated input (borrow ≥ ₹10,00,000,
 * tenure 1–50 years); on anything else it still returns a result without NaN.
 */
export function assessEligibility(input: EligibilityAssessmentInput): EligibilityAssessment {
  const worth = amount(input.property_worth);
  const borrow = amount(input.borrow_amount);

  if (borrow > worth) {
    return {
      is_eligible: 0,
      eligibility_message: ASSESSMENT_MESSAGES.borrowExceedsWorth,
      calculated_emi: null,
      emi: null,
    };
  }

  const disposable = countedYearlyIncome(input) - annualObligations(input);
  if (disposable <= 0) {
    return {
      is_eligible: 0,
      eligibility_message: ASSESSMENT_MESSAGES.expensesExceedIncome,
      calculated_emi: null,
      emi: null,
    };
  }

  const months = Math.round(amount(input.loan_tenure) * 12);
  const rawEmi = calculateEmi(borrow, assessmentRate(input.interest_rate), months);
  // Round once to paise and derive both the stored string and the message from it, so the two
  // can never disagree by a paisa.
  const calculated_emi = rawEmi.toFixed(2);
  const emi = Number(calculated_emi);
  const monthlyLimit = (disposable / 12) * MAX_EMI_SHARE_OF_DISPOSABLE;
  const loanToValue = worth > 0 ? borrow / worth : Number.POSITIVE_INFINITY;

  if (rawEmi > monthlyLimit || loanToValue > MAX_LOAN_TO_VALUE) {
    return {
      is_eligible: 0,
      eligibility_message: ASSESSMENT_MESSAGES.emiAboveLimit,
      calculated_emi,
      emi,
    };
  }
  return { is_eligible: 1, eligibility_message: eligibleMessage(emi), calculated_emi, emi };
}
