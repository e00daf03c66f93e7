// A partner lender's lending policy: the figures the fair-offers matching reads
// (docs/product/offers.md "Lending policies"). Admins edit it on the bank's admin page and through
// PUT /api/banks/{slug} as `offer_policy`; GET shows it to everyone, since it is the public
// method, so every limit below is also what /how-we-match describes.

import { z } from "zod";
import { formatInr } from "../format.ts";
import { type ParseResult, toResult } from "../validation.ts";

export const CREDIT_SCORE_BANDS = [
  "800+",
  "750-799",
  "700-749",
  "650-699",
  "below-650",
  "no-history",
] as const;
export type CreditScoreBand = (typeof CREDIT_SCORE_BANDS)[number];

/** Each band's scores in words, for the form that explains the bands (English). */
export const CREDIT_SCORE_BAND_RANGES: Record<CreditScoreBand, string> = {
  "800+": "800 or above",
  "750-799": "750 to 799",
  "700-749": "700 to 749",
  "650-699": "650 to 699",
  "below-650": "Below 650",
  "no-history": "No credit history yet",
};

export const EMPLOYMENT_TYPES = [
  "salaried",
  "self-employed-professional",
  "self-employed-business",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Every range a policy's fields accept; the schema's messages and descriptions read them. */
export const POLICY_LIMITS = {
  /** % a year, per credit-score band (null = not lent to that band). */
  rate: { min: 0.1, max: 25, decimals: 2 },
  max_foir_percent: { min: 10, max: 80 },
  max_ltv_percent: { min: 10, max: 90 },
  max_tenure_months: { min: 12, max: 360 },
  max_age_at_maturity: { min: 50, max: 80 },
  processing_fee_percent: { min: 0, max: 5 },
  /** Incomes, loans, fees and charges: whole rupees, ₹0 to ₹100 crore. */
  money: { min: 0, max: 1_000_000_000 },
  penal_charges: { max: 500 },
  kfs_url: { max: 500 },
} as const;

export interface OfferPolicy {
  rates: Record<CreditScoreBand, number | null>;
  min_monthly_income: number;
  max_foir_percent: number;
  max_ltv_percent: number;
  min_loan: number;
  max_loan: number;
  max_tenure_months: number;
  max_age_at_maturity: number;
  employment: EmploymentType[];
  processing_fee_percent: number;
  processing_fee_min: number;
  processing_fee_max: number;
  other_charges: number;
  penal_charges: string;
  kfs_url: string;
}

const MONEY_RANGE = `between ${formatInr(POLICY_LIMITS.money.min)} and ${formatInr(POLICY_LIMITS.money.max)}`;

/** True when `value` has at most `decimals` decimal places (8.5, 8.55; not 8.555). */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A band's rate: a number in range, or null for not lent. At most 2 decimals, so that an offer
 * with no fees shows an APR equal to its rate (docs/product/offers.md "The offer").
 */
function bandRate(band: CreditScoreBand) {
  const { min, max, decimals } = POLICY_LIMITS.rate;
  const range = `Rate for ${band} must be between ${min} and ${max}, or empty for not lent.`;
  return z
    .number({ error: range })
    .min(min, { error: range })
    .max(max, { error: range })
    .refine((value) => hasAtMostDecimals(value, decimals), {
      error: `Rate for ${band} can have at most ${decimals} decimals.`,
    })
    .nullable()
    .describe(
      `% a year for the ${band} band (${CREDIT_SCORE_BAND_RANGES[band]}), ${min}–${max}; null: not lent to it.`,
    );
}

const ratesShape = Object.fromEntries(
  CREDIT_SCORE_BANDS.map((band) => [band, bandRate(band)]),
) as Record<CreditScoreBand, ReturnType<typeof bandRate>>;

const RATES_MESSAGE = `Rates must give a rate, or empty for not lent, for each credit-score band: ${CREDIT_SCORE_BANDS.join(", ")}.`;

const rates = z
  .strictObject(ratesShape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Rates has no credit-score band ${issue.keys.join(", ")}; the bands are ${CREDIT_SCORE_BANDS.join(", ")}.`
        : RATES_MESSAGE,
  })
  .describe("% a year for each credit-score band; null where the lender does not lend.");

/** A number in a range; `whole` for rupees, months and years. */
function ranged(label: string, limits: { min: number; max: number }, unit: string, whole: boolean) {
  const message = whole
    ? `${label} must be a whole number ${unit}`
    : `${label} must be a number ${unit}`;
  const schema = z
    .number({ error: `${message}.` })
    .min(limits.min, { error: `${message}.` })
    .max(limits.max, { error: `${message}.` });
  return whole ? schema.int({ error: `${message}.` }) : schema;
}

const money = (label: string, description: string) =>
  ranged(label, POLICY_LIMITS.money, `of rupees ${MONEY_RANGE}`, true).describe(
    `${description} Whole rupees, ${MONEY_RANGE}.`,
  );

const percent = (label: string, limits: { min: number; max: number }, description: string) =>
  ranged(label, limits, `between ${limits.min} and ${limits.max} (%)`, false).describe(
    `${description} ${limits.min}–${limits.max} %.`,
  );

const EMPLOYMENT_MESSAGE = `Employment must list at least one of: ${EMPLOYMENT_TYPES.join(", ")}.`;

// An unknown type is named by its place in the list (`employment.1`).
const employment = z
  .array(z.enum(EMPLOYMENT_TYPES, { error: EMPLOYMENT_MESSAGE }), { error: EMPLOYMENT_MESSAGE })
  .min(1, { error: EMPLOYMENT_MESSAGE })
  .refine((list) => new Set(list).size === list.length, {
    error: "Employment must not list a type twice.",
  })
  .describe(`The borrowers' employment the lender accepts: ${EMPLOYMENT_TYPES.join(", ")}.`);

// An https address with a host (no javascript:, data: or plain http), nothing blank inside.
const HTTPS_URL = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/;
const KFS_MESSAGE = "Key Fact Statement address must be an https:// address.";

const kfsUrl = z
  .string({ error: KFS_MESSAGE })
  .trim()
  .max(POLICY_LIMITS.kfs_url.max, {
    error: `Key Fact Statement address must be at most ${POLICY_LIMITS.kfs_url.max} characters.`,
  })
  .regex(HTTPS_URL, { error: KFS_MESSAGE })
  .describe("https address of the lender's Key Fact Statement or terms.");

const PENAL_REQUIRED = "Penal charges are required.";

const penalCharges = z
  .string({ error: PENAL_REQUIRED })
  .trim()
  .min(1, { error: PENAL_REQUIRED })
  .max(POLICY_LIMITS.penal_charges.max, {
    error: `Penal charges must be at most ${POLICY_LIMITS.penal_charges.max} characters.`,
  })
  .describe(`The lender's penal charges, in words (up to ${POLICY_LIMITS.penal_charges.max}).`);

const { max_tenure_months: tenure, max_age_at_maturity: age } = POLICY_LIMITS;

export const offerPolicySchema = z
  .object(
    {
      rates,
      min_monthly_income: money("Minimum monthly income", "Net monthly income the lender asks."),
      max_foir_percent: percent(
        "Maximum FOIR",
        POLICY_LIMITS.max_foir_percent,
        "Largest share of income all EMIs may take,",
      ),
      max_ltv_percent: percent(
        "Maximum LTV",
        POLICY_LIMITS.max_ltv_percent,
        "Largest loan as a share of the property's value (RBI's caps by loan size apply too),",
      ),
      min_loan: money("Minimum loan", "Smallest loan the lender makes."),
      max_loan: money("Maximum loan", "Largest loan the lender makes."),
      max_tenure_months: ranged(
        "Maximum tenure",
        tenure,
        `of months between ${tenure.min} and ${tenure.max}`,
        true,
      ).describe(`Longest tenure, ${tenure.min}–${tenure.max} months.`),
      max_age_at_maturity: ranged(
        "Maximum age at maturity",
        age,
        `of years between ${age.min} and ${age.max}`,
        true,
      ).describe(`The older applicant's age at the loan's end, ${age.min}–${age.max} years.`),
      employment,
      processing_fee_percent: percent(
        "Processing fee",
        POLICY_LIMITS.processing_fee_percent,
        "Processing fee as a share of the loan,",
      ),
      processing_fee_min: money("Minimum processing fee", "Processing fee at least."),
      processing_fee_max: money("Maximum processing fee", "Processing fee at most."),
      other_charges: money("Other charges", "Other one-off charges."),
      penal_charges: penalCharges,
      kfs_url: kfsUrl,
    },
    { error: "Lending policy must be an object." },
  )
  .check((ctx) => {
    const policy = ctx.value;
    // Compared only when both fields are valid on their own: a bad one has its own message.
    const valid = (...fields: string[]) =>
      !ctx.issues.some((issue) => fields.includes(String(issue.path?.[0])));
    if (valid("min_loan", "max_loan") && policy.min_loan > policy.max_loan) {
      ctx.issues.push({
        code: "custom",
        input: policy.max_loan,
        path: ["max_loan"],
        message: "Maximum loan must be at least the minimum loan.",
      });
    }
    if (
      valid("processing_fee_min", "processing_fee_max") &&
      policy.processing_fee_min > policy.processing_fee_max
    ) {
      ctx.issues.push({
        code: "custom",
        input: policy.processing_fee_max,
        path: ["processing_fee_max"],
        message: "Maximum processing fee must be at least the minimum processing fee.",
      });
    }
  })
  .describe("A partner lender's lending policy: what fair-offers matching reads.");

// The schema's output is exactly the interface: a change to one that the other misses fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesInterface: Same<z.output<typeof offerPolicySchema>, OfferPolicy> = true;
void schemaMatchesInterface;

export function parseOfferPolicy(input: unknown): ParseResult<OfferPolicy> {
  return toResult(offerPolicySchema, input);
}
