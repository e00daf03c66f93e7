// The server-side parser of an eligibility application (docs/product/forms.md). Kept apart from
// rules.ts (and the other browser files of this folder) so that the wizard's browser bundle does not carry zod: both run the same rule
// functions, this file only adds JSON type checks around them.

import { z } from "zod";
import {
  type ApplicantType,
  BANK_SLUGS,
  type BankSlug,
  type CompanyType,
  DEPENDENTS,
  LANGUAGES,
  type Language,
  type LoanPurpose,
  type PropertyUse,
  type RelationshipStatus,
  type SecondBorrowerStatus,
  type WhenToBuy,
  type YesNo,
} from "../enums.ts";
import {
  type FieldErrors,
  GENERIC_INVALID_MESSAGE,
  type ParseResult,
  toResult,
} from "../validation.ts";
import {
  ELIGIBILITY_FIELDS,
  LEASE_FLAGS,
  MAX_INTEREST_RATE,
  MAX_TENURE_YEARS,
  MIN_BORROW_AMOUNT,
  MIN_INTEREST_RATE,
  NUMERIC_FIELDS,
  type WizardField,
} from "./fields.ts";
import { ELIGIBILITY_MESSAGES as M } from "./messages.ts";
import { type EligibilityApplicationPayload, type NumericPart, shownAnswers } from "./payload.ts";
import { RULES, type RuleValues, validateRuleStep } from "./rules.ts";
import { choiceOptions, relationshipOptions, STEPS } from "./steps.ts";

/** An application that passed every rule: what the server stores and assesses. */
export interface EligibilityApplicationInput extends NumericPart {
  loan_purpose: LoanPurpose;
  property_use: PropertyUse;
  found_property: YesNo | null;
  when_to_buy: WhenToBuy | null;
  property_worth: number;
  borrow_amount: number;
  loan_tenure: number;
  applicant_type: ApplicantType;
  relationship_status: RelationshipStatus;
  second_borrower_relation_status: SecondBorrowerStatus | null;
  company_type: CompanyType | null;
  company_name: string | null;
  occupation: string | null;
  dependents: number;
  postal_code: string;
  yearly_income: number;
  earn_additional_income: YesNo;
  receive_rental_income: YesNo;
  receive_non_taxable_income: YesNo;
  in_tax_bracket: YesNo;
  monthly_living_expenditure: number;
  has_other_expenses: YesNo;
  has_another_home_loan: YesNo;
  has_personal_loan: YesNo;
  has_credit_card_debt: YesNo;
  has_investment_loan: YesNo;
  has_car_lease: YesNo | null;
  has_bike_lease: YesNo | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  interest_rate: number | null;
  consent: true;
  client_id: string;
  /** The site's language the enquiry came from; "en" when not sent (API clients, old pages). */
  language: Language;
  /** The bank the wizard was opened from (?bank=SLUG), lower-cased; absent when not sent. */
  bank_slug?: BankSlug;
  /**
   * The mobile verification token as sent (docs/product/borrower-journey.md "Mobile
   * verification"); the leads module checks it against phone_number. Anything else than a valid
   * token only leaves the lead unverified, so it is not a reason to refuse the application.
   */
  otp_verification?: unknown;
}

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

function numberField(field: string) {
  return z
    .number({ error: `${field} must be a number.` })
    .min(0, { error: `${field} must not be negative.` })
    .nullable()
    .optional();
}

function stringField(field: string) {
  // A hard cap far above every rule's limit, so absurd bodies fail fast with a plain message.
  return z
    .string({ error: `${field} must be text.` })
    .max(1000, { error: `${field} is too long.` })
    .nullable()
    .optional();
}

/** The values a choice field takes (the wizard's relationship options: both applicant types'). */
const choices = (f: string) =>
  f === "relationship_status"
    ? [...new Set([...relationshipOptions("justMe"), ...relationshipOptions("mePlusOne")])]
    : choiceOptions(f as WizardField);
const UNITS: Record<string, string> = {
  dependents: `${DEPENDENTS[0]} to ${DEPENDENTS.at(-1)}.`,
  loan_tenure: `Years, 1 to ${MAX_TENURE_YEARS}.`,
  borrow_amount: `Rupees; at least ₹${MIN_BORROW_AMOUNT.toLocaleString("en-IN")}.`,
  postal_code: "6-digit Indian PIN code.",
};

/**
 * What the rules say of a field beyond its JSON type, for the OpenAPI document (the body here, the
 * stored lead in modules/leads/answers.ts): its unit and range, or the values it takes.
 */
export function fieldNote(field: string): Record<string, unknown> {
  if ((NUMERIC_FIELDS as readonly string[]).includes(field))
    return { description: UNITS[field] ?? "Rupees." };
  if (field === "postal_code") return { description: UNITS[field], examples: ["560001"] };
  const values = choices(field);
  // The enumeration replaces the generated `anyOf` of text or null.
  return values.length
    ? { anyOf: undefined, type: ["string", "null"], enum: [...values, null] }
    : {};
}

const baseShape: Record<string, z.ZodType> = {};
for (const field of ELIGIBILITY_FIELDS) {
  baseShape[field] = (
    (NUMERIC_FIELDS as readonly string[]).includes(field) ? numberField(field) : stringField(field)
  ).meta(fieldNote(field));
}
baseShape.interest_rate = z
  .number({ error: M.interestRate })
  .min(MIN_INTEREST_RATE, { error: M.interestRate })
  .max(MAX_INTEREST_RATE, { error: M.interestRate })
  .nullable()
  .optional();
baseShape.consent = z
  .boolean({ error: M.consent })
  .nullable()
  .optional()
  .describe("Consent to be contacted and to the privacy notice.");
baseShape.client_id = z
  .string({ error: M.clientId })
  .regex(CLIENT_ID_PATTERN, { error: M.clientId })
  .describe("A UUID made in the browser; a repeat answers 200 with the stored result.");
baseShape.language = z
  .enum(LANGUAGES, { error: M.language })
  .nullable()
  .optional()
  .describe("The page's language: the borrower's confirmation e-mail is written in it.");
// Checked against the list in the rules below (trimmed, any case), so the shape only types it.
baseShape.bank_slug = z.string({ error: M.bankSlug }).nullable().optional();
baseShape.otp_verification = z.unknown().optional();

/** bank_slug as stored: lower-cased, null when empty; undefined when it names no bank. */
function bankSlugOf(raw: unknown): BankSlug | null | undefined {
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw !== "string") return undefined;
  const slug = raw.trim().toLowerCase();
  return (BANK_SLUGS as readonly string[]).includes(slug) ? (slug as BankSlug) : undefined;
}

type BasePayload = Partial<EligibilityApplicationPayload> & {
  bank_slug?: unknown;
  otp_verification?: unknown;
};

function ruleValuesFromPayload(data: BasePayload): RuleValues {
  const out: Record<string, unknown> = { consent: data.consent === true };
  for (const field of ELIGIBILITY_FIELDS) {
    const raw = data[field];
    if ((NUMERIC_FIELDS as readonly string[]).includes(field)) {
      out[field] = typeof raw === "number" && Number.isFinite(raw) ? raw : null;
    } else {
      out[field] = typeof raw === "string" ? raw.trim() : "";
    }
  }
  return out as RuleValues;
}

/** All rules of all steps plus the lease questions the wizard does not ask. */
function serverRuleErrors(values: RuleValues): FieldErrors {
  const errors: FieldErrors = {};
  for (let step = 0; step < STEPS.length; step++)
    Object.assign(errors, validateRuleStep(step, values));
  for (const { flag, amount } of LEASE_FLAGS) {
    if (values[flag] === "") continue;
    const flagError = RULES[flag]?.(values);
    if (flagError) errors[flag] = flagError;
    else if (values[flag] === "yes") {
      const amountError = RULES[amount]?.(values);
      if (amountError) errors[amount] = amountError;
    }
  }
  return errors;
}

function toApplicationInput(data: BasePayload): EligibilityApplicationInput {
  const values = ruleValuesFromPayload(data);
  const out = shownAnswers(values);
  for (const { flag, amount } of LEASE_FLAGS) {
    out[flag] = values[flag] === "" ? null : values[flag];
    out[amount] = values[flag] === "yes" ? values[amount] : null;
  }
  out.interest_rate = data.interest_rate ?? null;
  out.consent = true;
  out.client_id = data.client_id;
  out.language = data.language ?? "en";
  // Present only when sent, so the parsed answers stay the wizard's payload (round trip).
  const bank = bankSlugOf(data.bank_slug);
  if (bank) out.bank_slug = bank;
  if (data.otp_verification !== undefined) out.otp_verification = data.otp_verification;
  return out as unknown as EligibilityApplicationInput;
}

/**
 * The server's schema for POST /api/eligibility-applications. Checks JSON types first, then every
 * step's rules (the same functions as the wizard). Unknown keys — including client-sent
 * is_eligible, eligibility_message and calculated_emi — are stripped: the server recomputes them.
 * The output nulls hidden answers exactly like toApplicationPayload().
 */
export const eligibilityApplicationSchema = z
  .object(baseShape, { error: GENERIC_INVALID_MESSAGE })
  .superRefine((data, ctx) => {
    const errors = serverRuleErrors(ruleValuesFromPayload(data as BasePayload));
    if (bankSlugOf((data as BasePayload).bank_slug) === undefined) errors.bank_slug = M.bankSlug;
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  })
  .transform((data) => toApplicationInput(data as BasePayload));

export function parseEligibilityApplication(
  input: unknown,
): ParseResult<EligibilityApplicationInput> {
  return toResult(eligibilityApplicationSchema, input);
}
