// The wizard's PMAY-U 2.0 hint (docs/product/calculators.md "The wizard's hint"): the answers
// allow the subsidy's limits the wizard can see. The browser shows the hint on the result from
// these answers, and the server stores the same verdict on the lead as `pmay_candidate`.

import { pmayCandidate } from "../calculators/pmay.ts";
import { type EligibilityAssessmentInput, grossYearlyIncome } from "./assess.ts";

/** The answers the hint reads: the loan's purpose and the figures of the result rule. */
export type PmayHintInput = EligibilityAssessmentInput & { loan_purpose?: string | null };

function amount(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Whether the answers allow PMAY-U 2.0's interest subsidy: household yearly income up to
 * ₹9,00,000 (the wizard's four incomes, before the tax bracket's share), a home worth up to
 * ₹35,00,000, a loan up to ₹25,00,000, and a home bought or built (a refinance is not).
 */
export function pmayCandidateOf(answers: PmayHintInput): boolean {
  return pmayCandidate({
    household_income: grossYearlyIncome(answers),
    property_worth: amount(answers.property_worth),
    borrow_amount: amount(answers.borrow_amount),
    buying_or_building:
      answers.loan_purpose === "i'm buying" || answers.loan_purpose === "i'm building",
  });
}

/** A stored lead as the API answers it: `pmay_candidate` true or false (the column is 0 or 1). */
export function withPmayCandidate<T extends { pmay_candidate: number | boolean }>(
  row: T,
): Omit<T, "pmay_candidate"> & { pmay_candidate: boolean } {
  return { ...row, pmay_candidate: Number(row.pmay_candidate) === 1 };
}
