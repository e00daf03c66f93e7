// The calculators' parameters and answers as zod schemas (docs/product/calculators.md): one
// definition checks the API's and the pages' query strings and generates /api/openapi.json.

import { z } from "zod";
import { PROPERTY_STATUSES } from "./cost-of-buying.ts";
import { PROPERTY_CHOICES, REDUCE_CHOICES, YES_NO_CHOICES } from "./fields.ts";
import { LIMITS } from "./limits.ts";
import { PMAY_CATEGORIES, PMAY_REASONS } from "./pmay.ts";
import { numberField } from "./query.ts";
import { TAX_SLABS } from "./tax-benefit.ts";

export { LIMITS };

const AMOUNT_RANGE = "between ₹10,000 and ₹10,00,00,000";
const RATE_RANGE = "between 0.1 and 25 (% a year)";
const MONEY_RANGE = "between ₹0 and ₹1,00,00,00,000";

const amount = (label: string) =>
  numberField(label, LIMITS.amountMin, LIMITS.amountMax, AMOUNT_RANGE);
const rate = (label: string) => numberField(label, LIMITS.rateMin, LIMITS.rateMax, RATE_RANGE);
const money = (label: string) => numberField(label, 0, LIMITS.moneyMax, MONEY_RANGE);
const years = () =>
  numberField("Tenure in years", LIMITS.yearsMin, LIMITS.yearsMax, "between 1 and 30").int({
    error: "Tenure in years must be a whole number.",
  });
const months = (label: string) =>
  numberField(label, LIMITS.monthsMin, LIMITS.monthsMax, "between 1 and 360").int({
    error: `${label} must be a whole number.`,
  });

function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` });
}

// ---- emi ----

export const emiQuerySchema = z
  .object({
    amount: amount("Loan amount").describe("Loan amount in rupees."),
    rate: rate("Interest rate").describe("% a year."),
    years: years().optional().describe("Tenure in years (used when `months` is absent)."),
    months: months("Tenure in months").optional().describe("Tenure in months; wins over `years`."),
  })
  .check((ctx) => {
    if (ctx.value.years === undefined && ctx.value.months === undefined) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        path: ["years"],
        message: "Enter the tenure in years.",
      });
    }
  })
  .transform((q) => ({
    amount: q.amount,
    rate: q.rate,
    months: q.months ?? (q.years as number) * 12,
  }));

const rupees = (description: string) => z.number().int().describe(description);

/** A row of whole numbers (rupees, months, years), its keys in the order given. */
function wholeNumbers<const K extends string>(...keys: K[]) {
  return z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>,
  );
}

export const emiResultSchema = z.object({
  amount: rupees("Loan amount (₹)."),
  rate: z.number().describe("% a year."),
  months: z.number().int(),
  emi: rupees("Monthly instalment (₹), rounded to the rupee."),
  total_interest: rupees("Sum of the schedule's interest."),
  total_payment: rupees("Sum of the schedule's instalments."),
  schedule: z.array(
    wholeNumbers("month", "opening_balance", "emi", "interest", "principal", "closing_balance"),
  ),
  yearly: z.array(wholeNumbers("year", "principal", "interest", "closing_balance")),
});

// ---- eligibility ----

export const eligibilityQuerySchema = z.object({
  monthly_income: numberField(
    "Monthly income",
    1,
    LIMITS.moneyMax,
    "between ₹1 and ₹1,00,00,00,000",
  ).describe("Net monthly income (₹)."),
  existing_emis: money("Existing EMIs").default(0).describe("EMIs already paid each month (₹)."),
  rate: rate("Interest rate").default(8.5),
  years: years().default(20),
  foir: numberField("FOIR", LIMITS.foirMin, LIMITS.foirMax, "between 10 and 70 (%)")
    .default(50)
    .describe("% of income all EMIs may take."),
  property_value: numberField(
    "Property value",
    10_000,
    LIMITS.moneyMax,
    "between ₹10,000 and ₹1,00,00,00,000",
  )
    .optional()
    .describe("The property's value (₹); the loan-to-value caps apply when given."),
});

export const eligibilityResultSchema = z.object({
  max_emi: rupees("EMI the income allows after existing EMIs (₹)."),
  loan_by_income: rupees("Loan that max_emi repays, rounded down to ₹1,000."),
  loan_by_value: rupees("Largest loan RBI's LTV caps allow, rounded down to ₹1,000.").nullable(),
  max_loan: rupees("The smaller of the two."),
  limited_by: z.enum(["income", "property_value"]),
  ltv_percent: z.union([z.literal(90), z.literal(80), z.literal(75)]).nullable(),
  down_payment: rupees("Property value − max_loan.").nullable(),
});

// ---- prepayment ----

export const prepaymentQuerySchema = z
  .object({
    outstanding: amount("Outstanding loan").describe("Outstanding principal (₹)."),
    rate: rate("Interest rate"),
    months: months("Remaining months"),
    lump_sum: money("Lump sum").default(0).describe("One prepayment (₹)."),
    lump_sum_month: months("Lump sum month")
      .default(1)
      .describe("Paid with this instalment, after its interest is charged."),
    extra_monthly: money("Monthly extra").default(0).describe("Added to every instalment (₹)."),
    reduce: choice(REDUCE_CHOICES, "Reduce").default("tenure"),
  })
  .check((ctx) => {
    const q = ctx.value;
    if (q.lump_sum_month > q.months) {
      ctx.issues.push({
        code: "custom",
        input: q.lump_sum_month,
        path: ["lump_sum_month"],
        message: "Lump sum month must be within the remaining months.",
      });
    }
    if (q.reduce === "emi" && q.extra_monthly > 0) {
      ctx.issues.push({
        code: "custom",
        input: q.extra_monthly,
        path: ["extra_monthly"],
        message: "A monthly extra needs reduce = tenure; set it to 0 to lower the EMI.",
      });
    }
  });

export const prepaymentResultSchema = wholeNumbers(
  "emi_before",
  "emi_after",
  "months_before",
  "months_after",
  "interest_before",
  "interest_after",
  "interest_saved",
  "months_saved",
);

// ---- balance transfer ----

export const balanceTransferQuerySchema = z.object({
  outstanding: amount("Outstanding loan"),
  current_rate: rate("Current rate"),
  months: months("Remaining months"),
  new_rate: rate("New rate"),
  fees: money("Fees").default(0).describe("Processing and other one-off costs (₹)."),
});

export const balanceTransferResultSchema = wholeNumbers(
  "current_emi",
  "new_emi",
  "monthly_saving",
  "interest_current",
  "interest_new",
  "gross_saving",
  "net_saving",
).extend({
  break_even_month: z.number().int().nullable().describe("null when the fees are never recovered."),
  worth_it: z.boolean(),
});

// ---- tax benefit ----

export const taxBenefitQuerySchema = z.object({
  interest: money("Interest paid").describe("Interest paid in the year (₹)."),
  principal: money("Principal repaid").describe("Principal repaid in the year (₹)."),
  property: choice(PROPERTY_CHOICES, "Property").default("self-occupied"),
  rent: money("Rent").default(0).describe("Yearly rent (let-out only)."),
  municipal_tax: money("Municipal tax").default(0).describe("Yearly (let-out only)."),
  other_80c: money("Other 80C deductions").default(0),
  slab: z
    .literal(TAX_SLABS, { error: `Tax slab must be one of: ${TAX_SLABS.join(", ")} (%).` })
    .default(30)
    .describe("Marginal rate (%)."),
});

const regimeSchema = wholeNumbers(
  "interest_deduction",
  "principal_deduction",
  "loss_carried_forward",
  "tax_saved",
);

export const taxBenefitResultSchema = z.object({
  old_regime: regimeSchema,
  new_regime: regimeSchema,
  better: z.enum(["old", "new", "same"]),
});

// ---- pmay ----

const CARPET_RANGE = "between 1 and 10,000 (m²)";
const carpetArea = () =>
  numberField("Carpet area", 1, LIMITS.carpetAreaMax, CARPET_RANGE).describe("Carpet area in m².");
const yesNo = (label: string) => choice(YES_NO_CHOICES, label);
const propertyValue = (label = "Property value") =>
  numberField(label, 10_000, LIMITS.moneyMax, "between ₹10,000 and ₹1,00,00,00,000");

/** A real calendar date, written YYYY-MM-DD, between the years 2000 and 2099. */
function isoDate(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Enter the ${label.toLowerCase()}.`
          : `${label} must be a date (YYYY-MM-DD).`,
    })
    .check((ctx) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ctx.value);
      const [year, month, day] = match ? match.slice(1).map(Number) : [0, 0, 0];
      const date = new Date(Date.UTC(year as number, (month as number) - 1, day as number));
      const real =
        match !== null &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === (month as number) - 1 &&
        date.getUTCDate() === day;
      if (!real) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `${label} must be a date (YYYY-MM-DD).`,
        });
      } else if ((year as number) < 2000 || (year as number) > 2099) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `${label} must be between 2000-01-01 and 2099-12-31.`,
        });
      }
    });
}

export const pmayQuerySchema = z.object({
  household_income: money("Household income").describe(
    "The household's income a year (₹): every earning member's.",
  ),
  property_value: propertyValue().describe("The home's value (₹)."),
  loan_amount: amount("Loan amount").describe("The home loan (₹)."),
  carpet_area_sqm: carpetArea(),
  owns_pucca_house: yesNo("Pucca house")
    .default("no")
    .describe("`yes` when anyone in the household owns a pucca house anywhere in India."),
  prior_housing_benefit: yesNo("Earlier housing benefit")
    .default("no")
    .describe("`yes` when the household has had a government housing scheme's benefit before."),
  urban: yesNo("Urban").default("yes").describe("`yes` when the home is in a statutory town."),
  sanctioned_on: isoDate("Sanction date").describe(
    "The day the loan was (or will be) sanctioned, YYYY-MM-DD.",
  ),
});

export const pmayResultSchema = z.object({
  eligible: z.boolean(),
  category: z.enum(PMAY_CATEGORIES).nullable().describe("By income; null above ₹9,00,000."),
  reasons: z.array(z.enum(PMAY_REASONS)).describe("Every reason the loan misses the subsidy."),
  subsidised_loan: rupees("The smaller of the loan and ₹8,00,000 when eligible, else 0."),
  subsidy_rate_percent: z.literal(4),
  max_tenure_years: z.literal(12),
  max_benefit: z.literal(180_000).describe("The most the subsidy pays (₹)."),
  instalments: z.literal(5),
});

// ---- cost of buying ----

export const costOfBuyingQuerySchema = z
  .object({
    price: propertyValue("Price").describe("The home's price (₹)."),
    status: choice(PROPERTY_STATUSES, "Status").default("ready"),
    carpet_area_sqm: carpetArea()
      .optional()
      .describe("Carpet area in m²; required when `status` is `under_construction`."),
    metro: yesNo("Metro").default("no").describe("`yes` in a metropolitan city (GST's limits)."),
    stamp_duty_percent: numberField("Stamp duty", 0, 12, "between 0 and 12 (%)")
      .default(5)
      .describe("The state's stamp duty, % of the price."),
    registration_percent: numberField("Registration", 0, 5, "between 0 and 5 (%)")
      .default(1)
      .describe("Registration fee, % of the price."),
    registration_cap: money("Registration cap")
      .optional()
      .describe("The state's largest registration fee (₹), when it has one."),
    loan_amount: money("Loan amount")
      .optional()
      .describe("The loan (₹); by default the largest RBI's loan-to-value caps allow."),
    processing_fee: money("Processing fee").default(0).describe("The bank's fee (₹)."),
  })
  .check((ctx) => {
    if (ctx.value.status === "under_construction" && ctx.value.carpet_area_sqm === undefined) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        path: ["carpet_area_sqm"],
        message: "Enter the carpet area of a home under construction.",
      });
    }
  });

export const costOfBuyingResultSchema = z.object({
  gst_rate: z.union([z.literal(0), z.literal(1), z.literal(5)]).describe("% of the price."),
  ...wholeNumbers(
    "gst",
    "stamp_duty",
    "registration",
    "max_loan",
    "loan",
    "down_payment",
    "cash_needed",
    "total_cost",
  ).shape,
});

/** cost-of-buying's 400 for a loan above the caps: `max_loan` is the largest allowed. */
export const loanAboveMaxSchema = z.object({
  error: z.string().describe("Names the largest loan allowed."),
  fields: z.object({ loan_amount: z.string() }),
  max_loan: rupees("The largest loan RBI's loan-to-value caps allow on this price."),
});
