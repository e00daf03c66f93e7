// The wizard state as the browser holds it (docs/product/forms.md "The wizard's steps"): the empty
// form, the clearing rules applied when an answer changes, and which errors an answer clears.

import type { FieldErrors } from "../validation.ts";
import {
  AMOUNT_FOR_FLAG,
  ELIGIBILITY_FIELDS,
  type EligibilityField,
  type EligibilityValues,
  INCOME_FLAGS,
  LOAN_FIELDS,
  TAX_BRACKET_FLAG,
  type WizardField,
} from "./fields.ts";
import { type BranchValues, visibleFields } from "./steps.ts";

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
const laterLoanFields = (field: (typeof LOAN_FIELDS)[number]) =>
  LOAN_FIELDS.slice(LOAN_FIELDS.indexOf(field) + 1);
const CLEARED_BY: Partial<Record<WizardField, readonly EligibilityField[]>> = {
  loan_purpose: laterLoanFields("loan_purpose"),
  property_use: laterLoanFields("property_use"),
  // when_to_buy belongs to the found_property branch, so it is re-asked when that answer changes.
  found_property: laterLoanFields("found_property"),
  when_to_buy: laterLoanFields("when_to_buy"),
  applicant_type: ["relationship_status", "second_borrower_relation_status"],
  relationship_status: ["second_borrower_relation_status"],
};

/**
 * Fields another page may hand over as starting values: the eligibility calculator's 'Check my
 * eligibility' passes its amounts (docs/product/calculators.md).
 */
export const HANDED_OVER_FIELDS = ["property_worth", "borrow_amount"] as const;
/** Starting values handed over by another page; a clearing rule returns to them. */
export type HandedOver = Partial<Record<(typeof HANDED_OVER_FIELDS)[number], string>>;

/** The handed-over fields of a prefill (non-empty strings only). */
export function handedOverOf(prefill: Partial<Record<string, unknown>> | undefined): HandedOver {
  const out: HandedOver = {};
  for (const field of HANDED_OVER_FIELDS) {
    const value = prefill?.[field];
    if (typeof value === "string" && value.trim() !== "") out[field] = value;
  }
  return out;
}

/** PIN input: digits only, at most 6 (docs/product/forms.md "Validation rules and messages"). */
export function sanitizePostalCode(input: string): string {
  return String(input ?? "")
    .replace(/\D/g, "")
    .slice(0, 6);
}

/**
 * Sets one wizard field and applies docs/product/forms.md's clearing rules. Returns the same object
 * when the value does not change, so React can skip a render and answers are not wiped by
 * re-selecting. postal_code is sanitised on the way in. A handed-over amount is a starting value,
 * not an answer: the worth and borrow fields appear only after the answers that clear them, so a
 * clearing rule puts the handed-over value back instead of emptying the field.
 */
export function applyFieldChange(
  values: EligibilityValues,
  field: WizardField,
  value: string | boolean,
  handedOver: HandedOver = {},
): EligibilityValues {
  if (field === "consent") {
    const consent = value === true;
    return values.consent === consent ? values : { ...values, consent };
  }
  let next = typeof value === "string" ? value : String(value);
  if (field === "postal_code") next = sanitizePostalCode(next);
  if (values[field] === next) return values;
  const updated: EligibilityValues = { ...values, [field]: next };
  for (const cleared of CLEARED_BY[field] ?? []) {
    updated[cleared] = handedOver[cleared as keyof HandedOver] ?? "";
  }
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
