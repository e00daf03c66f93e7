// The calculators' parameters and answers as zod schemas (docs/product/calculators.md): one
// definition checks the API's and the pages' query strings and generates /api/openapi.json.

import { z } from "zod";
import { PROPERTY_CHOICES, REDUCE_CHOICES } from "./fields.ts";
import { LIMITS } from "./limits.ts";
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
