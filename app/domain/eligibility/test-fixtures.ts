// Shared fixtures for the eligibility tests (not a test file itself).
import type { EligibilityValues } from "./fields.ts";
import { emptyEligibilityValues } from "./wizard-values.ts";

/** The expenses step's debt questions all answered No (the value the wizard and the form send). */
export const NO_OTHER_DEBTS = {
  has_other_expenses: "no",
  has_another_home_loan: "no",
  has_personal_loan: "no",
  has_credit_card_debt: "no",
  has_investment_loan: "no",
} as const;

/** A complete, valid application as the wizard holds it: buying, property found, one applicant. */
export function validValues(overrides: Partial<EligibilityValues> = {}): EligibilityValues {
  return {
    ...emptyEligibilityValues(),
    loan_purpose: "i'm buying",
    property_use: "to live in",
    found_property: "yes",
    property_worth: "50,00,000",
    borrow_amount: "25,00,000",
    loan_tenure: "20",
    postal_code: "700001",
    applicant_type: "justMe",
    relationship_status: "single",
    dependents: "2",
    company_type: "Private",
    company_name: "Acme Pvt Ltd",
    occupation: "Engineer",
    yearly_income: "12,00,000",
    monthly_living_expenditure: "20,000",
    ...NO_OTHER_DEBTS,
    first_name: "Asha",
    last_name: "Rao",
    email: "asha.rao@example.in",
    phone_number: "98765 43210",
    consent: true,
    ...overrides,
  };
}

/** The expenses step (step 3) left empty: a message under each of its questions. */
export const EMPTY_EXPENSES_ERRORS = {
  monthly_living_expenditure: "Please enter your monthly living expenditure.",
  has_other_expenses: "Please select Yes or No.",
  has_another_home_loan: "Please select Yes or No.",
  has_personal_loan: "Please select Yes or No.",
  has_credit_card_debt: "Please select Yes or No.",
  has_investment_loan: "Please select Yes or No.",
};

export const CLIENT_ID = "3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c";
