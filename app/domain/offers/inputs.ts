// What the borrower tells us to see every partner lender's offer (docs/product/offers.md "The
// borrower's inputs"): the JSON of POST /api/offers `{inputs: {…}}` and the /offers form, which
// posts the same names as text.

import { z } from "zod";
import { formatInr } from "../format.ts";
import { type ParseResult, toResult } from "../validation.ts";
import {
  CREDIT_SCORE_BANDS,
  type CreditScoreBand,
  EMPLOYMENT_TYPES,
  type EmploymentType,
} from "./policy.ts";

export interface OfferInputs {
  loan_amount: number;
  tenure_months: number;
  property_value: number;
  monthly_income: number;
  existing_emis: number;
  credit_score_band: CreditScoreBand;
  age: number;
  employment: EmploymentType;
}

/**
 * Every range the inputs accept. Property value and monthly income must be above 0 (`min` is the
 * bound they must exceed); existing EMIs may be 0.
 */
export const OFFER_INPUT_LIMITS = {
  loan_amount: { min: 100_000, max: 100_000_000 },
  tenure_months: { min: 12, max: 360 },
  property_value: { above: 0, max: 1_000_000_000 },
  monthly_income: { above: 0, max: 1_000_000_000 },
  existing_emis: { min: 0, max: 1_000_000_000, default: 0 },
  age: { min: 18, max: 75 },
} as const;

const L = OFFER_INPUT_LIMITS;

const loanRange = `Enter a loan amount between ${formatInr(L.loan_amount.min)} and ${formatInr(L.loan_amount.max)}.`;
const tenureRange = `Enter a tenure between ${L.tenure_months.min} and ${L.tenure_months.max} months.`;
const propertyRange = `Enter a property value above ${formatInr(L.property_value.above)}, up to ${formatInr(L.property_value.max)}.`;
const incomeRange = `Enter a monthly income above ${formatInr(L.monthly_income.above)}, up to ${formatInr(L.monthly_income.max)}.`;
const emisRange = `Existing EMIs must be between ${formatInr(L.existing_emis.min)} and ${formatInr(L.existing_emis.max)} a month.`;
const ageRange = `Enter an age between ${L.age.min} and ${L.age.max}.`;

const number = (missing: string, label: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? missing : `${label} must be a number.`),
  });

const BAND_MESSAGE = "Choose your credit score band.";
const EMPLOYMENT_MESSAGE = "Choose how you are employed.";

export const offerInputsSchema = z.object(
  {
    loan_amount: number("Enter the loan amount.", "Loan amount")
      .min(L.loan_amount.min, { error: loanRange })
      .max(L.loan_amount.max, { error: loanRange })
      .int({ error: "Enter the loan amount in whole rupees." })
      .describe(
        `The loan asked for, whole rupees, ${formatInr(L.loan_amount.min)}–${formatInr(L.loan_amount.max)}.`,
      ),
    tenure_months: number("Enter the tenure in months.", "Tenure")
      .min(L.tenure_months.min, { error: tenureRange })
      .max(L.tenure_months.max, { error: tenureRange })
      .int({ error: "Enter the tenure in whole months." })
      .describe(`Tenure, ${L.tenure_months.min}–${L.tenure_months.max} months.`),
    property_value: number("Enter the property's value.", "Property value")
      .gt(L.property_value.above, { error: propertyRange })
      .max(L.property_value.max, { error: propertyRange })
      .describe("The property's value (₹): the loan-to-value rule judges the loan against it."),
    monthly_income: number("Enter your monthly income.", "Monthly income")
      .gt(L.monthly_income.above, { error: incomeRange })
      .max(L.monthly_income.max, { error: incomeRange })
      .describe("Net monthly income of the applicants together (₹)."),
    existing_emis: number(emisRange, "Existing EMIs")
      .min(L.existing_emis.min, { error: emisRange })
      .max(L.existing_emis.max, { error: emisRange })
      .default(L.existing_emis.default)
      .describe("EMIs already paid each month (₹); 0 when left out."),
    credit_score_band: z
      .enum(CREDIT_SCORE_BANDS, { error: BAND_MESSAGE })
      .describe(`Credit score band: ${CREDIT_SCORE_BANDS.join(", ")}.`),
    age: number("Enter your age.", "Age")
      .min(L.age.min, { error: ageRange })
      .max(L.age.max, { error: ageRange })
      .int({ error: "Enter the age in whole years." })
      .describe(`Age of the older applicant, ${L.age.min}–${L.age.max}.`),
    employment: z
      .enum(EMPLOYMENT_TYPES, { error: EMPLOYMENT_MESSAGE })
      .describe(`Employment: ${EMPLOYMENT_TYPES.join(", ")}.`),
  },
  { error: "Inputs must be an object." },
);

/** Field errors keyed by the input's own name (`loan_amount`), as POST /api/offers answers them. */
export function parseOfferInputs(input: unknown): ParseResult<OfferInputs> {
  return toResult(offerInputsSchema, input);
}

const NUMBER_FIELDS = [
  "loan_amount",
  "tenure_months",
  "property_value",
  "monthly_income",
  "existing_emis",
  "age",
] as const;
const CHOICE_FIELDS = ["credit_score_band", "employment"] as const;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * "₹25,00,000" → 2500000. Spaces, commas and a leading ₹ go (amounts keep Indian grouping as
 * typed, docs/product/calculators.md); what is then not a plain number stays text, so the schema
 * answers "must be a number" for that field instead of guessing. Empty is left out.
 */
function readFormNumber(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const cleaned = trimmed.replace(/^₹/, "").replace(/[\s,\u00a0\u202f]/g, "");
  if (!PLAIN_NUMBER.test(cleaned)) return trimmed;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

/**
 * The /offers form's strings as the JSON the schema reads:
 * `parseOfferInputs(offerInputsFromForm(Object.fromEntries(formData)))`. Other names are ignored.
 */
export function offerInputsFromForm(
  values: Record<string, string | undefined>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of NUMBER_FIELDS) {
    const raw = values[name];
    if (typeof raw !== "string") continue;
    const value = readFormNumber(raw);
    if (value !== undefined) out[name] = value;
  }
  for (const name of CHOICE_FIELDS) {
    const raw = values[name];
    if (typeof raw === "string" && raw.trim() !== "") out[name] = raw.trim();
  }
  return out;
}
