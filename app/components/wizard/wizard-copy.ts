// Words the wizard shows around the domain's fields: option labels (the values stay the
// enumeration strings of SPEC.md 3), hints, and the no-JavaScript form's branching notes.
// No rules live here: validation, clearing and visibility come from domain/eligibility.

import {
  AMOUNT_FIELDS,
  EXPENSE_FLAGS,
  INCOME_FLAGS,
  MAX_TENURE_YEARS,
  MIN_TENURE_YEARS,
  type WizardField,
} from "../../domain/eligibility/application.ts";
import { formatInr } from "../../domain/format.ts";

/** Human labels for enumeration values; a value without an entry is shown as it is. */
export const OPTION_LABELS: Record<string, string> = {
  "i'm refinancing": "I'm refinancing",
  "i'm buying": "I'm buying",
  "i'm building": "I'm building",
  "to live in": "To live in",
  "an investment": "As an investment",
  yes: "Yes",
  no: "No",
  now: "Now",
  "within 3 months": "Within 3 months",
  "3months+": "In more than 3 months",
  justMe: "Just me",
  mePlusOne: "Me plus one (joint application)",
  single: "Single",
  "in a relationship": "In a relationship",
  "in a relationship with second borrower": "In a relationship with the second borrower",
  "in a relationship but not with second borrower":
    "In a relationship, not with the second borrower",
  Private: "Private",
  Govt: "Government",
  MNC: "MNC",
  PSU: "PSU",
  Others: "Others",
};

export function optionLabel(value: string): string {
  return OPTION_LABELS[value] ?? value;
}

/** Short help under a control, shown in both the stepper and the full form. */
export const FIELD_HINTS: Partial<Record<WizardField, string>> = {
  borrow_amount: `At least ${formatInr(1_000_000)}.`,
  loan_tenure: `Whole years, ${MIN_TENURE_YEARS} to ${MAX_TENURE_YEARS}.`,
  postal_code: "6 digits, for example 560001.",
  yearly_income: "Before tax, in rupees per year.",
  monthly_living_expenditure: "Rent, food, bills and other regular spending each month.",
  occupation: "Optional.",
  company_name: "Optional.",
  company_type: "Optional.",
  phone_number: "10 to 15 digits; we call or message only about this enquiry.",
};

const YES_AMOUNTS = new Set<string>([
  ...INCOME_FLAGS.map((f) => f.amount),
  ...EXPENSE_FLAGS.map((f) => f.amount),
]);

/**
 * Without JavaScript every question is on one page, so the branching the stepper does on its
 * own is explained next to the questions it concerns.
 */
export function staticHint(field: WizardField): string | undefined {
  switch (field) {
    case "found_property":
      return "Only if you are buying or building.";
    case "when_to_buy":
      return "Only if you have not found a property yet.";
    case "relationship_status":
      return "Applying alone: choose Single or In a relationship. Applying with someone: choose one of the last three.";
    case "second_borrower_relation_status":
      return "Only for a joint application where you are single or in a relationship, but not with the second borrower.";
    default:
      return YES_AMOUNTS.has(field) ? "Only if you answered Yes above." : undefined;
  }
}

/** Amount inputs show ₹ and Indian grouping as the user types. */
export function isAmountField(field: WizardField): boolean {
  return (AMOUNT_FIELDS as readonly string[]).includes(field);
}

/** ?loanType= of the loan tabs → the loan purpose it implies; others leave the choice open. */
const PURPOSE_FOR_LOAN_TYPE: Record<string, string> = {
  "home-loan": "i'm buying",
  "construction-loan": "i'm building",
  "re-finance": "i'm refinancing",
  refinance: "i'm refinancing",
};

export function loanPurposeForLoanType(loanType: string | null | undefined): string | undefined {
  if (!loanType) return undefined;
  return PURPOSE_FOR_LOAN_TYPE[loanType.trim().toLowerCase()];
}
