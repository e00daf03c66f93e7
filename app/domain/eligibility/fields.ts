import { MAX_EMAIL_LENGTH } from "../validation.ts";

// The eligibility application's field catalogue (docs/product/forms.md "The eligibility
// application"): the snake_case fields, which are numbers and amounts, the yes/no questions and the
// amounts they unlock, and the limits the rules use. The wizard state, steps, rules and payload
// build on it (wizard-values.ts, steps.ts, rules.ts, payload.ts); the server-side parser (zod) is
// application-parser.ts, so the browser bundle carries no zod.

/**
 * The loan's questions (the wizard's first step), in the order they are asked: a change to one
 * clears the ones after it (wizard-values.ts).
 */
export const LOAN_FIELDS = [
  "loan_purpose",
  "property_use",
  "found_property",
  "when_to_buy",
  "property_worth",
  "borrow_amount",
  "loan_tenure",
] as const;

/**
 * The income step's questions after the employer's: the yearly income, then each yes/no question of
 * INCOME_FLAGS followed by the amount it unlocks, then the tax-bracket question.
 */
export const INCOME_STEP_FIELDS = [
  "yearly_income",
  "earn_additional_income",
  "additional_income_amount",
  "receive_rental_income",
  "rental_income_amount",
  "receive_non_taxable_income",
  "non_taxable_income_amount",
  "in_tax_bracket",
] as const;

/**
 * The expenses step's questions, in the order they are asked: the living costs, then each yes/no
 * question of EXPENSE_FLAGS followed by the amount it unlocks.
 */
export const EXPENSE_STEP_FIELDS = [
  "monthly_living_expenditure",
  "has_other_expenses",
  "other_expenses_amount",
  "has_another_home_loan",
  "another_home_loan_amount",
  "has_personal_loan",
  "personal_loan_amount",
  "has_credit_card_debt",
  "credit_card_debt_amount",
  "has_investment_loan",
  "investment_loan_amount",
] as const;

/**
 * Every snake_case input of the application, in docs/product/forms.md "The eligibility application"
 * order.
 */
export const ELIGIBILITY_FIELDS = [
  ...LOAN_FIELDS,
  "applicant_type",
  "relationship_status",
  "second_borrower_relation_status",
  "company_type",
  "company_name",
  "occupation",
  "dependents",
  "postal_code",
  ...INCOME_STEP_FIELDS,
  ...EXPENSE_STEP_FIELDS,
  "has_car_lease",
  "car_lease_amount",
  "has_bike_lease",
  "bike_lease_amount",
  "first_name",
  "last_name",
  "email",
  "phone_number",
] as const;
export type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number];
/** A wizard control name: every application field plus the consent checkbox. */
export type WizardField = EligibilityField | "consent";

/** Fields that travel as JSON numbers (docs/product/forms.md "The eligibility application"). */
export const NUMERIC_FIELDS = [
  "property_worth",
  "borrow_amount",
  "loan_tenure",
  "dependents",
  "yearly_income",
  "additional_income_amount",
  "rental_income_amount",
  "non_taxable_income_amount",
  "monthly_living_expenditure",
  "other_expenses_amount",
  "another_home_loan_amount",
  "personal_loan_amount",
  "credit_card_debt_amount",
  "investment_loan_amount",
  "car_lease_amount",
  "bike_lease_amount",
] as const satisfies readonly EligibilityField[];
export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = Exclude<EligibilityField, NumericField>;

/** Money fields (everything numeric except tenure and dependents). */
export const AMOUNT_FIELDS = NUMERIC_FIELDS.filter(
  (f) => f !== "loan_tenure" && f !== "dependents",
) as readonly NumericField[];

/**
 * The wizard state as the browser holds it: every field a string ("" when empty), amounts as the
 * user typed them (Indian grouping allowed), plus the consent checkbox.
 */
export type EligibilityValues = { [K in EligibilityField]: string } & { consent: boolean };

export interface YesNoAmount {
  flag: EligibilityField;
  amount: NumericField;
}

/**
 * Step 2: the four income questions; they start at "no" (docs/product/forms.md "The wizard's
 * steps").
 */
export const INCOME_FLAGS = [
  { flag: "earn_additional_income", amount: "additional_income_amount" },
  { flag: "receive_rental_income", amount: "rental_income_amount" },
  { flag: "receive_non_taxable_income", amount: "non_taxable_income_amount" },
] as const satisfies readonly YesNoAmount[];
/** in_tax_bracket is the fourth step-2 yes/no question; it has no amount. */
export const TAX_BRACKET_FLAG = "in_tax_bracket" as const;

/**
 * Step 3 asks FIVE yes/no questions (docs/product/forms.md "Validation rules and messages"),
 * although docs/product/forms.md "The eligibility application" lists seven has_* flags. We ask
 * has_other_expenses plus the four debts that the eligibility rule counts (another home loan,
 * personal loan, credit card, investment loan — docs/product/forms.md "The result rule"). Car and
 * bike leases are not asked: they stay in the data model (null from the wizard) and the server
 * accepts them from other clients, but they do not count towards obligations because
 * docs/product/forms.md "The result rule" leaves them out. Each shown question needs a choice and
 * starts unanswered (docs/product/forms.md).
 */
export const EXPENSE_FLAGS = [
  { flag: "has_other_expenses", amount: "other_expenses_amount" },
  { flag: "has_another_home_loan", amount: "another_home_loan_amount" },
  { flag: "has_personal_loan", amount: "personal_loan_amount" },
  { flag: "has_credit_card_debt", amount: "credit_card_debt_amount" },
  { flag: "has_investment_loan", amount: "investment_loan_amount" },
] as const satisfies readonly YesNoAmount[];
/** Not asked by the wizard (see EXPENSE_FLAGS); accepted from API clients. */
export const LEASE_FLAGS = [
  { flag: "has_car_lease", amount: "car_lease_amount" },
  { flag: "has_bike_lease", amount: "bike_lease_amount" },
] as const satisfies readonly YesNoAmount[];

const ALL_FLAGS: readonly YesNoAmount[] = [...INCOME_FLAGS, ...EXPENSE_FLAGS, ...LEASE_FLAGS];
/** yes/no flag → the amount it unlocks. */
export const AMOUNT_FOR_FLAG: Partial<Record<EligibilityField, NumericField>> = Object.fromEntries(
  ALL_FLAGS.map(({ flag, amount }) => [flag, amount]),
);
/** amount → the yes/no flag that unlocks it. */
export const FLAG_FOR_AMOUNT: Partial<Record<EligibilityField, EligibilityField>> =
  Object.fromEntries(ALL_FLAGS.map(({ flag, amount }) => [amount, flag]));

// ---------------------------------------------------------------------------------------------
// Limits

export const MIN_BORROW_AMOUNT = 1_000_000;
export const MIN_TENURE_YEARS = 1;
export const MAX_TENURE_YEARS = 50;
/** ₹1 lakh crore: far above any home loan, low enough that EMI arithmetic stays exact-ish. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MIN_INTEREST_RATE = 1;
export const MAX_INTEREST_RATE = 25;

/** Maximum lengths, for the inputs' maxLength attributes and for the rules. */
export const FIELD_MAX_LENGTHS = {
  first_name: 100,
  last_name: 100,
  email: MAX_EMAIL_LENGTH,
  company_name: 120,
  occupation: 120,
  phone_number: 32,
  postal_code: 6,
} as const;

/** Narrows a value to one of a list's strings (the choice rules and the branching use it). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
