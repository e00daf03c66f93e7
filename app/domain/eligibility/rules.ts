// The rules of the eligibility application (docs/product/forms.md "Validation rules and
// messages"), shared by the browser (wizard strings) and the server (JSON payload,
// application-parser.ts): a lead the browser accepts is a lead the server stores, with the same
// messages.

import {
  APPLICANT_TYPES,
  COMPANY_TYPES,
  DEPENDENTS,
  LOAN_PURPOSES,
  PROPERTY_USES,
  SECOND_BORROWER_STATUSES,
  WHEN_TO_BUY,
  YES_NO,
} from "../enums.ts";
import { parseAmount } from "../loan/emi.ts";
import { type FieldErrors, isValidEmail, isValidPhone } from "../validation.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityValues,
  EXPENSE_FLAGS,
  FIELD_MAX_LENGTHS,
  INCOME_FLAGS,
  isOneOf,
  LEASE_FLAGS,
  MAX_AMOUNT,
  MAX_TENURE_YEARS,
  MIN_BORROW_AMOUNT,
  MIN_TENURE_YEARS,
  NUMERIC_FIELDS,
  type NumericField,
  type TextField,
  type WizardField,
} from "./fields.ts";
import { ELIGIBILITY_MESSAGES as M } from "./messages.ts";
import { relationshipOptions, STEPS, visibleFields } from "./steps.ts";

/** Values as the rules read them: numbers parsed (null = empty or unreadable), text trimmed. */
export type RuleValues = { [K in NumericField]: number | null } & { [K in TextField]: string } & {
  consent: boolean;
};

function parseDependents(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The wizard's strings as the rules read them (also the payload's source, payload.ts). */
export function ruleValuesFromWizard(values: EligibilityValues): RuleValues {
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
