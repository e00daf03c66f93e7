import crypto from "node:crypto";

/**
 * A complete application as the wizard posts it (DECISIONS.md 4), eligible as it stands:
 * ₹50 lakh against an ₹80 lakh home over 20 years on ₹24 lakh a year. Tests override what they
 * exercise. Hidden and unanswered fields travel as null, as the wizard sends them.
 */
export function validLeadPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    loan_purpose: "i'm buying",
    property_use: "to live in",
    found_property: "yes",
    when_to_buy: null,
    property_worth: 8_000_000,
    borrow_amount: 5_000_000,
    loan_tenure: 20,
    applicant_type: "justMe",
    relationship_status: "single",
    second_borrower_relation_status: null,
    company_type: "Private",
    company_name: "Acme Pvt Ltd",
    occupation: "Engineer",
    dependents: 2,
    postal_code: "560001",
    yearly_income: 2_400_000,
    earn_additional_income: "no",
    additional_income_amount: null,
    receive_rental_income: "no",
    rental_income_amount: null,
    receive_non_taxable_income: "no",
    non_taxable_income_amount: null,
    in_tax_bracket: "yes",
    monthly_living_expenditure: 30_000,
    has_other_expenses: "no",
    other_expenses_amount: null,
    has_another_home_loan: "no",
    another_home_loan_amount: null,
    has_personal_loan: "no",
    personal_loan_amount: null,
    has_credit_card_debt: "no",
    credit_card_debt_amount: null,
    has_investment_loan: "no",
    investment_loan_amount: null,
    has_car_lease: null,
    car_lease_amount: null,
    has_bike_lease: null,
    bike_lease_amount: null,
    first_name: "Asha",
    last_name: "Rao",
    email: "asha.rao@example.test",
    phone_number: "9876543210",
    interest_rate: null,
    consent: true,
    client_id: crypto.randomUUID(),
    ...overrides,
  };
}
