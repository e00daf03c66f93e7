// The eligibility application (docs/product/forms.md): wizard state, branching, clearing
// rules, step validation and the JSON payload; the server-side parser (zod) lives in
// application-parser.ts so the browser bundle carries no zod. The browser wizard and the
// API run the very same rule functions, so a lead the browser accepts is a lead the server stores,
// with the same messages.

import {
  APPLICANT_TYPES,
  COMPANY_TYPES,
  DEPENDENTS,
  type Language,
  LOAN_PURPOSES,
  PROPERTY_USES,
  RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
  RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  SECOND_BORROWER_STATUSES,
  WHEN_TO_BUY,
  YES_NO,
} from "../enums.ts";
import { parseAmount } from "../loan/emi.ts";
import { type FieldErrors, isValidEmail, isValidPhone, MAX_EMAIL_LENGTH } from "../validation.ts";

// ---------------------------------------------------------------------------------------------
// Fields

/**
 * Every snake_case input of the application, in docs/product/forms.md "The eligibility application"
 * order.
 */
export const ELIGIBILITY_FIELDS = [
  "loan_purpose",
  "property_use",
  "found_property",
  "when_to_buy",
  "property_worth",
  "borrow_amount",
  "loan_tenure",
  "applicant_type",
  "relationship_status",
  "second_borrower_relation_status",
  "company_type",
  "company_name",
  "occupation",
  "dependents",
  "postal_code",
  "yearly_income",
  "earn_additional_income",
  "additional_income_amount",
  "receive_rental_income",
  "rental_income_amount",
  "receive_non_taxable_income",
  "non_taxable_income_amount",
  "in_tax_bracket",
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
// Limits and messages

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
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
  phoneRequired: "Phone number is required.",
  phoneInvalid: "Enter a valid phone number.",
  consent: "Please agree to be contacted and to the privacy notice to continue.",
  interestRate: "Interest rate must be between 1 and 25.",
  clientId: "client_id must be 8 to 64 letters, digits or hyphens.",
  language: "language must be en or hi.",
} as const;
const M = ELIGIBILITY_MESSAGES;

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

// ---------------------------------------------------------------------------------------------
// Steps and branching

export interface WizardStep {
  title: string;
  /** Every control the step can show, in display order; visibleFields() picks the shown ones. */
  fields: readonly WizardField[];
}

export const STEPS = [
  {
    title: "Loan details",
    fields: [
      "loan_purpose",
      "property_use",
      "found_property",
      "when_to_buy",
      "property_worth",
      "borrow_amount",
      "loan_tenure",
    ],
  },
  {
    title: "Your details",
    fields: [
      "postal_code",
      "applicant_type",
      "relationship_status",
      "second_borrower_relation_status",
      "dependents",
    ],
  },
  {
    title: "Income & Employment",
    fields: [
      "company_type",
      "company_name",
      "occupation",
      "yearly_income",
      "earn_additional_income",
      "additional_income_amount",
      "receive_rental_income",
      "rental_income_amount",
      "receive_non_taxable_income",
      "non_taxable_income_amount",
      "in_tax_bracket",
    ],
  },
  {
    title: "Expenses",
    fields: [
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
    ],
  },
  {
    title: "Do I qualify?",
    fields: ["first_name", "last_name", "email", "phone_number", "consent"],
  },
] as const satisfies readonly WizardStep[];
export const LAST_STEP = STEPS.length - 1;

/** The choice fields that drive branching; both wizard strings and parsed payloads satisfy it. */
export type BranchValues = { [K in TextField]?: string | null };

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

/**
 * Relationship options depend on the applicant type (docs/product/forms.md "Enumerations"); none
 * before it is chosen.
 */
export function relationshipOptions(applicantType: string | null | undefined): readonly string[] {
  if (applicantType === "justMe") return RELATIONSHIP_STATUSES_SINGLE_APPLICANT;
  if (applicantType === "mePlusOne") return RELATIONSHIP_STATUSES_TWO_APPLICANTS;
  return [];
}

/** The values a choice control offers (strings, as form controls hold them). */
export function choiceOptions(field: WizardField, values: BranchValues = {}): readonly string[] {
  switch (field) {
    case "loan_purpose":
      return LOAN_PURPOSES;
    case "property_use":
      return PROPERTY_USES;
    case "when_to_buy":
      return WHEN_TO_BUY;
    case "applicant_type":
      return APPLICANT_TYPES;
    case "relationship_status":
      return relationshipOptions(values.applicant_type);
    case "second_borrower_relation_status":
      return SECOND_BORROWER_STATUSES;
    case "company_type":
      return COMPANY_TYPES;
    case "dependents":
      return DEPENDENTS.map(String);
    default:
      return field in AMOUNT_FOR_FLAG || field === TAX_BRACKET_FLAG || field === "found_property"
        ? YES_NO
        : [];
  }
}

const BUYING_OR_BUILDING: readonly string[] = ["i'm buying", "i'm building"];
const SECOND_BORROWER_ASKED_FOR: readonly string[] = [
  "single",
  "in a relationship but not with second borrower",
];

/**
 * Step 0's branch is complete, so worth, borrow and tenure are asked (docs/product/forms.md "The
 * wizard's steps").
 */
export function isLoanBranchComplete(values: BranchValues): boolean {
  const purpose = values.loan_purpose;
  if (!isOneOf(LOAN_PURPOSES, purpose) || !isOneOf(PROPERTY_USES, values.property_use)) {
    return false;
  }
  if (purpose === "i'm refinancing") return true;
  if (values.found_property === "yes") return true;
  return values.found_property === "no" && isOneOf(WHEN_TO_BUY, values.when_to_buy);
}

/** The controls shown on a step for the current answers, in display order. */
export function visibleFields(step: number, values: BranchValues): WizardField[] {
  switch (step) {
    case 0: {
      const shown: WizardField[] = ["loan_purpose", "property_use"];
      if (BUYING_OR_BUILDING.includes(values.loan_purpose ?? "")) {
        shown.push("found_property");
        if (values.found_property === "no") shown.push("when_to_buy");
      }
      if (isLoanBranchComplete(values))
        shown.push("property_worth", "borrow_amount", "loan_tenure");
      return shown;
    }
    case 1: {
      const shown: WizardField[] = ["postal_code", "applicant_type"];
      if (isOneOf(APPLICANT_TYPES, values.applicant_type)) {
        shown.push("relationship_status");
        if (
          values.applicant_type === "mePlusOne" &&
          SECOND_BORROWER_ASKED_FOR.includes(values.relationship_status ?? "")
        ) {
          shown.push("second_borrower_relation_status");
        }
      }
      shown.push("dependents");
      return shown;
    }
    case 2: {
      const shown: WizardField[] = ["company_type", "company_name", "occupation", "yearly_income"];
      for (const { flag, amount } of INCOME_FLAGS) {
        shown.push(flag);
        if (values[flag] === "yes") shown.push(amount);
      }
      shown.push(TAX_BRACKET_FLAG);
      return shown;
    }
    case 3: {
      const shown: WizardField[] = ["monthly_living_expenditure"];
      for (const { flag, amount } of EXPENSE_FLAGS) {
        shown.push(flag);
        if (values[flag] === "yes") shown.push(amount);
      }
      return shown;
    }
    case 4:
      return [...STEPS[4].fields];
    default:
      return [];
  }
}

/** Every field shown on any step (for the payload: hidden answers are never sent). */
export function allVisibleFields(values: BranchValues): Set<WizardField> {
  const shown = new Set<WizardField>();
  for (let step = 0; step < STEPS.length; step++) {
    for (const field of visibleFields(step, values)) shown.add(field);
  }
  return shown;
}

// ---------------------------------------------------------------------------------------------
// Wizard state

export function emptyEligibilityValues(): EligibilityValues {
  const values = Object.fromEntries(ELIGIBILITY_FIELDS.map((f) => [f, ""])) as {
    [K in EligibilityField]: string;
  };
  for (const { flag } of INCOME_FLAGS) values[flag] = "no";
  values[TAX_BRACKET_FLAG] = "no";
  return { ...values, consent: false };
}

/**
 * Later step-0 fields, cleared when an earlier answer changes (docs/product/forms.md "The wizard's
 * steps").
 */
const CLEARED_BY: Partial<Record<WizardField, readonly EligibilityField[]>> = {
  loan_purpose: [
    "property_use",
    "found_property",
    "when_to_buy",
    "property_worth",
    "borrow_amount",
    "loan_tenure",
  ],
  property_use: ["found_property", "when_to_buy", "property_worth", "borrow_amount", "loan_tenure"],
  // when_to_buy belongs to the found_property branch, so it is re-asked when that answer changes.
  found_property: ["when_to_buy", "property_worth", "borrow_amount", "loan_tenure"],
  when_to_buy: ["property_worth", "borrow_amount", "loan_tenure"],
  applicant_type: ["relationship_status", "second_borrower_relation_status"],
  relationship_status: ["second_borrower_relation_status"],
};

/** PIN input: digits only, at most 6 (docs/product/forms.md "Validation rules and messages"). */
export function sanitizePostalCode(input: string): string {
  return String(input ?? "")
    .replace(/\D/g, "")
    .slice(0, 6);
}

/**
 * Sets one wizard field and applies docs/product/forms.md's clearing rules. Returns the same object
 * when the value does not change, so React can skip a render and answers are not wiped by
 * re-selecting. postal_code is sanitised on the way in.
 */
export function applyFieldChange(
  values: EligibilityValues,
  field: WizardField,
  value: string | boolean,
): EligibilityValues {
  if (field === "consent") {
    const consent = value === true;
    return values.consent === consent ? values : { ...values, consent };
  }
  let next = typeof value === "string" ? value : String(value);
  if (field === "postal_code") next = sanitizePostalCode(next);
  if (values[field] === next) return values;
  const updated: EligibilityValues = { ...values, [field]: next };
  for (const cleared of CLEARED_BY[field] ?? []) updated[cleared] = "";
  const amount = AMOUNT_FOR_FLAG[field];
  if (amount && next === "no") updated[amount] = "";
  return updated;
}

function isNonEmpty(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  return value === true;
}

/**
 * docs/product/forms.md "The wizard's steps": a field's error clears when the field gets a
 * non-empty value. Answering "no" also clears the error of the amount that disappears with it.
 * Returns the same object when unchanged.
 */
export function clearFieldError(
  errors: FieldErrors,
  field: WizardField | string,
  value: unknown,
): FieldErrors {
  const drop: string[] = [];
  if (isNonEmpty(value) && field in errors) drop.push(field);
  const amount = AMOUNT_FOR_FLAG[field as EligibilityField];
  if (amount && value === "no" && amount in errors) drop.push(amount);
  if (drop.length === 0) return errors;
  const next = { ...errors };
  for (const key of drop) delete next[key];
  return next;
}

/** Keeps only the errors of fields still shown on the step (answers can hide fields). */
export function pruneErrors(step: number, values: BranchValues, errors: FieldErrors): FieldErrors {
  const shown = new Set<string>(visibleFields(step, values));
  const kept = Object.entries(errors).filter(([field]) => shown.has(field));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

// ---------------------------------------------------------------------------------------------
// Rules, shared by the browser (wizard strings) and the server (JSON payload)

/** Values as the rules read them: numbers parsed (null = empty or unreadable), text trimmed. */
export type RuleValues = { [K in NumericField]: number | null } & { [K in TextField]: string } & {
  consent: boolean;
};

function parseDependents(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

function ruleValuesFromWizard(values: EligibilityValues): RuleValues {
  const out: Record<string, unknown> = { consent: values.consent === true };
  for (const field of ELIGIBILITY_FIELDS) {
    const raw = typeof values[field] === "string" ? values[field] : "";
    if (field === "dependents") out[field] = parseDependents(raw);
    else if ((NUMERIC_FIELDS as readonly string[]).includes(field)) out[field] = parseAmount(raw);
    else out[field] = raw.trim();
  }
  return out as RuleValues;
}

type Rule = (v: RuleValues) => string | undefined;

function amountRule(
  requiredMessage: string,
  allowZero = false,
): (n: number | null) => string | undefined {
  return (n) => {
    if (n === null || n < 0 || (!allowZero && n === 0)) return requiredMessage;
    if (n > MAX_AMOUNT) return M.amountTooLarge;
    return undefined;
  };
}

const worthRule = amountRule(M.propertyWorth);
const livingRule = amountRule(M.monthlyLiving);
const yearlyIncomeRule = amountRule(M.required, true);
const yearlyAmountRule = amountRule(M.yearlyAmount);
const expenseAmountRule = amountRule(M.validAmount);

function textRule(
  required: string,
  max: number,
  tooLong: string,
): (s: string) => string | undefined {
  return (s) => (s === "" ? required : s.length > max ? tooLong : undefined);
}

/** Every field's rule; exported for the server parser (application-parser.ts). */
export const RULES: Partial<Record<WizardField, Rule>> = {
  loan_purpose: (v) => (isOneOf(LOAN_PURPOSES, v.loan_purpose) ? undefined : M.loanPurpose),
  property_use: (v) => (isOneOf(PROPERTY_USES, v.property_use) ? undefined : M.propertyUse),
  found_property: (v) => (isOneOf(YES_NO, v.found_property) ? undefined : M.foundProperty),
  when_to_buy: (v) => (isOneOf(WHEN_TO_BUY, v.when_to_buy) ? undefined : M.whenToBuy),
  property_worth: (v) => worthRule(v.property_worth),
  borrow_amount: (v) => {
    const borrow = v.borrow_amount;
    if (borrow === null || borrow < 0) return M.borrowAmount;
    if (borrow < MIN_BORROW_AMOUNT) return M.borrowMin;
    if (borrow > MAX_AMOUNT) return M.amountTooLarge;
    const worth = v.property_worth;
    // Compared only against a usable worth; a missing worth has its own message.
    if (worth === null || worth <= 0) return undefined;
    if (v.loan_purpose === "i'm refinancing") {
      return borrow > worth ? M.borrowAboveWorthRefinance : undefined;
    }
    return borrow >= worth ? M.borrowNotBelowWorth : undefined;
  },
  loan_tenure: (v) => {
    const years = v.loan_tenure;
    if (years === null) return M.loanTenure;
    if (years < MIN_TENURE_YEARS) return M.tenureMin;
    if (years > MAX_TENURE_YEARS) return M.tenureMax;
    // Lenders quote and store tenure in whole years; a fraction is almost always a typo.
    if (!Number.isInteger(years)) return M.tenureWhole;
    return undefined;
  },
  postal_code: (v) => {
    if (v.postal_code === "") return M.postalRequired;
    return /^[1-9]\d{5}$/.test(v.postal_code) ? undefined : M.postalInvalid;
  },
  applicant_type: (v) => (isOneOf(APPLICANT_TYPES, v.applicant_type) ? undefined : M.applicantType),
  // The original site demanded it only for justMe; we ask it of both applicant types (the options
  // differ) and need it for both, because the second borrower's question depends on it
  // (docs/product/forms.md "Validation rules and messages").
  relationship_status: (v) =>
    isOneOf(relationshipOptions(v.applicant_type), v.relationship_status)
      ? undefined
      : M.relationshipStatus,
  second_borrower_relation_status: (v) =>
    isOneOf(SECOND_BORROWER_STATUSES, v.second_borrower_relation_status)
      ? undefined
      : M.secondBorrowerStatus,
  dependents: (v) =>
    v.dependents !== null && (DEPENDENTS as readonly number[]).includes(v.dependents)
      ? undefined
      : M.dependents,
  company_type: (v) =>
    v.company_type === "" || isOneOf(COMPANY_TYPES, v.company_type) ? undefined : M.companyType,
  company_name: (v) =>
    v.company_name.length > FIELD_MAX_LENGTHS.company_name ? M.companyNameLength : undefined,
  occupation: (v) =>
    v.occupation.length > FIELD_MAX_LENGTHS.occupation ? M.occupationLength : undefined,
  yearly_income: (v) => yearlyIncomeRule(v.yearly_income),
  in_tax_bracket: (v) => (isOneOf(YES_NO, v.in_tax_bracket) ? undefined : M.required),
  monthly_living_expenditure: (v) => livingRule(v.monthly_living_expenditure),
  first_name: (v) =>
    textRule(M.firstName, FIELD_MAX_LENGTHS.first_name, M.firstNameLength)(v.first_name),
  last_name: (v) =>
    textRule(M.lastName, FIELD_MAX_LENGTHS.last_name, M.lastNameLength)(v.last_name),
  email: (v) => {
    if (v.email === "") return M.emailRequired;
    return isValidEmail(v.email) ? undefined : M.emailInvalid;
  },
  phone_number: (v) => {
    if (v.phone_number === "") return M.phoneRequired;
    const ok =
      v.phone_number.length <= FIELD_MAX_LENGTHS.phone_number && isValidPhone(v.phone_number);
    return ok ? undefined : M.phoneInvalid;
  },
  consent: (v) => (v.consent === true ? undefined : M.consent),
};
for (const { flag, amount } of INCOME_FLAGS) {
  RULES[flag] = (v) => (isOneOf(YES_NO, v[flag]) ? undefined : M.required);
  RULES[amount] = (v) => yearlyAmountRule(v[amount]);
}
for (const { flag, amount } of [...EXPENSE_FLAGS, ...LEASE_FLAGS]) {
  RULES[flag] = (v) => (isOneOf(YES_NO, v[flag]) ? undefined : M.selectYesNo);
  RULES[amount] = (v) => expenseAmountRule(v[amount]);
}

/** Runs the rules of the shown fields of one step, in display order. */
export function validateRuleStep(step: number, values: RuleValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of visibleFields(step, values)) {
    const message = RULES[field]?.(values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * Errors of one wizard step (docs/product/forms.md "Validation rules and messages"), keyed by
 * field; {} when the step may be left.
 */
export function validateStep(step: number, values: EligibilityValues): FieldErrors {
  return validateRuleStep(step, ruleValuesFromWizard(values));
}

/** Errors of every step, in step order (the Submit check and the server). */
export function validateAllSteps(values: EligibilityValues): FieldErrors {
  const rules = ruleValuesFromWizard(values);
  const errors: FieldErrors = {};
  for (let step = 0; step < STEPS.length; step++)
    Object.assign(errors, validateRuleStep(step, rules));
  return errors;
}

/** The first step with an error, or null; lets the wizard send the user back to it. */
export function firstInvalidStep(values: EligibilityValues): number | null {
  for (let step = 0; step < STEPS.length; step++) {
    if (Object.keys(validateStep(step, values)).length > 0) return step;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// JSON payload (docs/product/forms.md "The eligibility application")

export type NumericPart = { [K in NumericField]: number | null };

export interface EligibilityApplicationPayload extends NumericPart {
  loan_purpose: string | null;
  property_use: string | null;
  found_property: string | null;
  when_to_buy: string | null;
  applicant_type: string | null;
  relationship_status: string | null;
  second_borrower_relation_status: string | null;
  company_type: string | null;
  company_name: string | null;
  occupation: string | null;
  postal_code: string | null;
  earn_additional_income: string | null;
  receive_rental_income: string | null;
  receive_non_taxable_income: string | null;
  in_tax_bracket: string | null;
  has_other_expenses: string | null;
  has_another_home_loan: string | null;
  has_personal_loan: string | null;
  has_credit_card_debt: string | null;
  has_investment_loan: string | null;
  has_car_lease: string | null;
  has_bike_lease: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  interest_rate: number | null;
  consent: boolean;
  client_id: string;
  /**
   * The page's language: the borrower's e-mail is written in it (docs/product/pages.md "Hindi").
   */
  language?: Language;
}

/**
 * The JSON the browser posts. Hidden answers (a branch the user left, an amount after "no") are
 * sent as null, so the stored lead never carries answers the user did not see at submit time.
 */
export function toApplicationPayload(
  values: EligibilityValues,
  meta: { clientId: string; interestRate: number | null; language?: Language },
): EligibilityApplicationPayload {
  const rules = ruleValuesFromWizard(values);
  const shown = allVisibleFields(rules);
  const out: Record<string, unknown> = {};
  for (const field of ELIGIBILITY_FIELDS) {
    const value = rules[field];
    out[field] = !shown.has(field) || value === "" ? null : value;
  }
  out.interest_rate = meta.interestRate;
  out.consent = values.consent === true;
  out.client_id = meta.clientId;
  out.language = meta.language ?? "en";
  return out as unknown as EligibilityApplicationPayload;
}
