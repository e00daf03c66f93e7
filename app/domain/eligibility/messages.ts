// Every message and control label of the eligibility application (docs/product/forms.md
// "Validation rules and messages"), shared by the wizard and the server.

import { EMAIL_MESSAGES, PHONE_MESSAGES } from "../validation.ts";
import type { WizardField } from "./fields.ts";

/**
 * Every message the wizard and the server can show, word for word as docs/product/forms.md
 * "Validation rules and messages" lists them (the original site's messages unchanged).
 */
export const ELIGIBILITY_MESSAGES = {
  loanPurpose: "Please select what the loan is for.",
  propertyUse: "Please select how you will use the property.",
  foundProperty: "Please select whether you have found a property.",
  whenToBuy: "Please select when you plan to buy.",
  propertyWorth: "Please enter property worth.",
  borrowAmount: "Please enter borrow amount.",
  loanTenure: "Please enter loan tenure.",
  tenureMin: "Loan tenure must be at least 1 year.",
  tenureMax: "Loan tenure cannot exceed 50 years.",
  tenureWhole: "Loan tenure must be a whole number of years.",
  borrowMin: "Minimum borrow amount is ₹10,00,000.",
  borrowAboveWorthRefinance: "Borrow amount cannot be greater than property worth.",
  borrowNotBelowWorth: "Borrow amount must be less than property worth.",
  amountTooLarge: "Amount is too large.",
  postalRequired: "Postal code is required.",
  postalInvalid: "Enter a valid 6-digit Indian PIN code (should not start with 0).",
  applicantType: "Please select who is applying for this loan.",
  relationshipStatus: "Please select your relationship status.",
  secondBorrowerStatus: "Please select the second borrower's relationship status.",
  dependents: "Please select number of dependents.",
  companyType: "Please select a company type from the list.",
  companyNameLength: "Company name must be at most 120 characters.",
  occupationLength: "Occupation must be at most 120 characters.",
  required: "This field is required.",
  yearlyAmount: "Enter yearly amount.",
  monthlyLiving: "Please enter your monthly living expenditure.",
  selectYesNo: "Please select Yes or No.",
  validAmount: "Please enter a valid amount.",
  firstName: "First name is required.",
  firstNameLength: "First name must be at most 100 characters.",
  lastName: "Last name is required.",
  lastNameLength: "Last name must be at most 100 characters.",
  ...EMAIL_MESSAGES,
  ...PHONE_MESSAGES,
  consent: "Please agree to be contacted and to the privacy notice to continue.",
  interestRate: "Interest rate must be between 1 and 25.",
  clientId: "client_id must be 8 to 64 letters, digits or hyphens.",
  language: "language must be en or hi.",
  bankSlug: "Unknown bank.",
} as const;

/**
 * Accessible names of the wizard controls (docs/product/forms.md "The eligibility wizard's form
 * contract": every control has a visible label).
 */
export const FIELD_LABELS: Record<WizardField, string> = {
  loan_purpose: "What is the loan for?",
  property_use: "How will you use the property?",
  found_property: "Have you found a property?",
  when_to_buy: "When do you plan to buy?",
  property_worth: "Property worth (₹)",
  borrow_amount: "Amount you want to borrow (₹)",
  loan_tenure: "Loan tenure (years)",
  applicant_type: "Who is applying?",
  relationship_status: "Your relationship status",
  second_borrower_relation_status: "Second borrower's relationship status",
  company_type: "Company type",
  company_name: "Company name",
  occupation: "Occupation",
  dependents: "Number of dependents",
  postal_code: "Postal code (PIN)",
  yearly_income: "Yearly income (₹)",
  earn_additional_income: "Do you earn additional income?",
  additional_income_amount: "Additional income per year (₹)",
  receive_rental_income: "Do you receive rental income?",
  rental_income_amount: "Rental income per year (₹)",
  receive_non_taxable_income: "Do you receive non-taxable income?",
  non_taxable_income_amount: "Non-taxable income per year (₹)",
  in_tax_bracket: "Are you in a tax bracket?",
  monthly_living_expenditure: "Monthly living expenditure (₹)",
  has_other_expenses: "Do you have other expenses?",
  other_expenses_amount: "Other expenses per year (₹)",
  has_another_home_loan: "Do you have another home loan?",
  another_home_loan_amount: "Other home loan repayments per year (₹)",
  has_personal_loan: "Do you have a personal loan?",
  personal_loan_amount: "Personal loan repayments per year (₹)",
  has_credit_card_debt: "Do you have credit card debt?",
  credit_card_debt_amount: "Credit card repayments per year (₹)",
  has_investment_loan: "Do you have an investment loan?",
  investment_loan_amount: "Investment loan repayments per year (₹)",
  has_car_lease: "Do you have a car lease?",
  car_lease_amount: "Car lease payments per year (₹)",
  has_bike_lease: "Do you have a bike lease?",
  bike_lease_amount: "Bike lease payments per year (₹)",
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  phone_number: "Phone number",
  consent:
    "I agree to be contacted by phone, SMS or WhatsApp about this enquiry, and to the privacy notice.",
};
