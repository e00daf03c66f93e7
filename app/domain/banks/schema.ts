// Bank data shown on bank pages and in the comparison, editable by admins
// (docs/product/http-api.md and docs/product/team.md: PUT /api/banks/{slug} takes the bank as GET
// returns it).

import { z } from "zod";
import { parseIsoDate } from "../auth/schemas.ts";
import { BANK_SLUGS } from "../enums.ts";
import { offerPolicySchema } from "../offers/policy.ts";
import { type ParseResult, toResult } from "../validation.ts";
import { requiredText } from "../zod-fields.ts";

/**
 * A bank as the pages read it: `bankSchema` (below) without the brand colour, which the module adds
 * (docs/product/http-api.md "Entities").
 */
export type Bank = Omit<z.output<typeof bankSchema>, "brandColor">;

/** Who a bank is and its key figures, with their date: the bank page's hero and the comparison. */
export type BankHeadline = Pick<
  Bank,
  | "slug"
  | "name"
  | "logo"
  | "purpose"
  | "interestRate"
  | "maxLoan"
  | "tenure"
  | "processingFee"
  | "asOf"
>;

/** Each Hindi field and the English field it stands in for on /hi pages. */
export const HINDI_FIELDS = {
  descriptionHi: "description",
  purposeHi: "purpose",
  interestRateHi: "interestRate",
  maxLoanHi: "maxLoan",
  tenureHi: "tenure",
  eligibilityHi: "eligibility",
  paymentChargesHi: "paymentCharges",
  processingFeeHi: "processingFee",
  prosHi: "pros",
  consHi: "cons",
  documentationHi: "documentation",
} as const satisfies Record<string, keyof typeof LABELS>;

/** A bank's English fields that hold one string each (the admin editor reads each from its form). */
export const BANK_TEXT_FIELDS = [
  "name",
  "logo",
  "purpose",
  "interestRate",
  "maxLoan",
  "tenure",
  "eligibility",
  "paymentCharges",
  "processingFee",
  "description",
  "asOf",
] as const;
/** A bank's English lists (one entry per line in the admin editor). */
export const BANK_LIST_FIELDS = ["pros", "cons", "documentation"] as const;

export type HindiField = keyof typeof HINDI_FIELDS;
export const HINDI_TEXT_FIELDS = [
  "descriptionHi",
  "purposeHi",
  "interestRateHi",
  "maxLoanHi",
  "tenureHi",
  "eligibilityHi",
  "paymentChargesHi",
  "processingFeeHi",
] as const satisfies readonly HindiField[];
export const HINDI_LIST_FIELDS = [
  "prosHi",
  "consHi",
  "documentationHi",
] as const satisfies readonly HindiField[];

export const BANK_LIMITS = {
  name: 100,
  logo: 500,
  purpose: 500,
  interestRate: 60,
  maxLoan: 200,
  tenure: 100,
  eligibility: 1000,
  paymentCharges: 500,
  processingFee: 500,
  listItem: 300,
  listItems: 30,
  description: 5000,
} as const;

export const MIN_CALCULATOR_RATE = 1;
export const MAX_CALCULATOR_RATE = 25;

const LABELS = {
  name: "Name",
  logo: "Logo",
  purpose: "Purpose",
  interestRate: "Interest rate",
  maxLoan: "Maximum loan",
  tenure: "Tenure",
  eligibility: "Eligibility",
  paymentCharges: "Prepayment charges",
  processingFee: "Processing fee",
  pros: "Pros",
  cons: "Cons",
  documentation: "Documentation",
  description: "Description",
} as const;

/** The admin form's labels of the Hindi fields, used in their messages. */
const HINDI_LABELS: Record<HindiField, string> = {
  descriptionHi: "Description (Hindi)",
  purposeHi: "Purpose (Hindi)",
  interestRateHi: "Interest rate shown (Hindi)",
  maxLoanHi: "Maximum loan (Hindi)",
  tenureHi: "Tenure (Hindi)",
  eligibilityHi: "Eligibility (Hindi)",
  paymentChargesHi: "Prepayment charges (Hindi)",
  processingFeeHi: "Processing fee (Hindi)",
  prosHi: "Plus points (Hindi)",
  consHi: "Cons (Hindi)",
  documentationHi: "Documentation (Hindi)",
};

/**
 * An optional Hindi text: left out, the stored one stays; null or blank clears it (the page then
 * shows the English). Same length limit as the English field.
 */
function hindiText(key: (typeof HINDI_TEXT_FIELDS)[number]) {
  const label = HINDI_LABELS[key];
  const limit = BANK_LIMITS[HINDI_FIELDS[key]];
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(limit, { error: `${label} must be at most ${limit} characters.` })
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value));
}

/** An optional Hindi list: left out, the stored one stays; null or an empty list clears it. */
function hindiList(key: (typeof HINDI_LIST_FIELDS)[number]) {
  return listOfText(HINDI_LABELS[key])
    .nullable()
    .optional()
    .transform((value) => (value && value.length === 0 ? null : value));
}

function requiredField(key: keyof typeof LABELS & keyof typeof BANK_LIMITS) {
  const label = LABELS[key];
  const max = BANK_LIMITS[key];
  return requiredText(max, `${label} is required.`, `${label} must be at most ${max} characters.`);
}

function textList(key: (typeof BANK_LIST_FIELDS)[number]) {
  return listOfText(LABELS[key]);
}

/** A list of short texts, each trimmed and non-empty, with the bank editor's limits. */
function listOfText(label: string) {
  return z
    .array(
      z
        .string({ error: `${label} must be a list of text.` })
        .trim()
        .min(1, { error: `${label} entries cannot be empty.` })
        .max(BANK_LIMITS.listItem, {
          error: `${label} entries must be at most ${BANK_LIMITS.listItem} characters.`,
        }),
      { error: `${label} must be a list of text.` },
    )
    .max(BANK_LIMITS.listItems, {
      error: `${label} can have at most ${BANK_LIMITS.listItems} entries.`,
    });
}

export const MIN_BANK_RATE = 0.1;
export const MAX_BANK_RATE = 25;

function rateField(label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(MIN_BANK_RATE, { error: `${label} must be between 0.1 and 25.` })
    .max(MAX_BANK_RATE, { error: `${label} must be between 0.1 and 25.` })
    .describe(`${label}, % a year.`);
}

/** The editable fields of a bank (everything but the slug, which comes from the URL). */
const bankFields = {
  name: requiredField("name"),
  // A site path or an https URL: no javascript:, data: or plain-http mixed content.
  logo: requiredField("logo")
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, {
      error: "Logo must be a site path (/…) or an https:// address.",
    })
    .meta({ description: "A site path (/…) or an https:// URL." }),
  purpose: requiredField("purpose"),
  interestRate: requiredField("interestRate").regex(/\d/, {
    error: "Interest rate must contain a figure, e.g. 7.50% - 8.75%.",
  }),
  maxLoan: requiredField("maxLoan"),
  tenure: requiredField("tenure"),
  eligibility: requiredField("eligibility"),
  paymentCharges: requiredField("paymentCharges"),
  processingFee: requiredField("processingFee"),
  pros: textList("pros"),
  cons: textList("cons"),
  documentation: textList("documentation"),
  calculatorRate: z
    .number({ error: "Calculator rate must be a number." })
    .min(MIN_CALCULATOR_RATE, { error: "Calculator rate must be between 1 and 25." })
    .max(MAX_CALCULATOR_RATE, { error: "Calculator rate must be between 1 and 25." }),
  rateMin: rateField("Lowest rate"),
  rateMax: rateField("Highest rate"),
  asOf: z
    .string({ error: "As-of date must be a valid date (YYYY-MM-DD)." })
    .refine((s) => parseIsoDate(s) !== null, {
      error: "As-of date must be a valid date (YYYY-MM-DD).",
    })
    .meta({ format: "date", description: "When the figures were checked." }),
  description: z
    .string({ error: "Description must be text." })
    .trim()
    .max(BANK_LIMITS.description, {
      error: `Description must be at most ${BANK_LIMITS.description} characters.`,
    }),
  descriptionHi: hindiText("descriptionHi"),
  purposeHi: hindiText("purposeHi"),
  interestRateHi: hindiText("interestRateHi"),
  maxLoanHi: hindiText("maxLoanHi"),
  tenureHi: hindiText("tenureHi"),
  eligibilityHi: hindiText("eligibilityHi"),
  paymentChargesHi: hindiText("paymentChargesHi"),
  processingFeeHi: hindiText("processingFeeHi"),
  prosHi: hindiList("prosHi"),
  consHi: hindiList("consHi"),
  documentationHi: hindiList("documentationHi"),
  // Optional in an update: left out, the stored flag stays (a client written before it existed
  // must not drop a partner by saving a rate).
  partner: z.boolean({ error: "Partner must be true or false." }).optional(),
  // Optional in an update, as `partner`: left out, the stored policy stays; null takes the bank out
  // of the offers (docs/product/offers.md "Lending policies").
  offer_policy: offerPolicySchema.nullable().optional(),
};

export const bankUpdateSchema = z.object(bankFields, { error: "Invalid input." }).check((ctx) => {
  if (ctx.value.rateMin > ctx.value.rateMax) {
    ctx.issues.push({
      code: "custom",
      input: ctx.value.rateMax,
      path: ["rateMax"],
      message: "Highest rate must be at least the lowest rate.",
    });
  }
});

export type BankUpdateInput = z.output<typeof bankUpdateSchema>;

export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A bank as GET /api/banks answers it: the editable fields, the slug and the brand colour. */
export const bankSchema = z.object({
  slug: z.enum(BANK_SLUGS),
  ...bankFields,
  // Always present in an answer: the Hindi text, or null where none was entered.
  ...(Object.fromEntries([
    ...HINDI_TEXT_FIELDS.map((key) => [
      key,
      z.string().nullable().describe(`${HINDI_LABELS[key]}; null shows the English on /hi pages.`),
    ]),
    ...HINDI_LIST_FIELDS.map((key) => [
      key,
      z
        .array(z.string())
        .nullable()
        .describe(`${HINDI_LABELS[key]}; null shows the English on /hi pages.`),
    ]),
  ]) as {
    [K in (typeof HINDI_TEXT_FIELDS)[number]]: z.ZodNullable<z.ZodString>;
  } & { [K in (typeof HINDI_LIST_FIELDS)[number]]: z.ZodNullable<z.ZodArray<z.ZodString>> }),
  brandColor: z.string().regex(BRAND_COLOR_PATTERN),
  partner: z.boolean().describe("A lender GharSetu works with: listed on /partners."),
  offer_policy: offerPolicySchema
    .nullable()
    .describe(
      "The lender's lending policy: a partner bank with a policy takes part in the offers (POST /api/offers); null keeps it out.",
    ),
  policy_updated_at: z
    .string()
    .nullable()
    .describe("When the lending policy last changed (ISO time); null until one was set."),
});

export function parseBankUpdate(input: unknown): ParseResult<BankUpdateInput> {
  return toResult(bankUpdateSchema, input);
}
