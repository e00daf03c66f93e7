// The calculators' fields as their pages show them (docs/product/calculators.md): which query
// parameters, in which order, how the page asks for each and the value it starts with. Plain data
// with no zod: a calculator page renders its form from here and works its first result out from
// the loader's parsed input, so zod (the schemas in ./schemas.ts) loads in the browser only when
// the visitor changes a value (app/components/calculators/use-calculator.ts).

import type { PROPERTY_STATUSES } from "./cost-of-buying.ts";
import { TAX_SLABS } from "./tax-benefit.ts";

export const CALCULATOR_NAMES = [
  "emi",
  "eligibility",
  "prepayment",
  "balance-transfer",
  "tax-benefit",
  "pmay",
  "cost-of-buying",
] as const;
export type CalculatorName = (typeof CALCULATOR_NAMES)[number];

export interface FieldSpec {
  /** Query parameter name. */
  name: string;
  kind: "number" | "text";
  /**
   * How the calculator's page asks for it: an amount in rupees (typed with Indian grouping), a
   * plain number, one of `choices`, or a date (YYYY-MM-DD). A field without `input` is the API's
   * alone (the EMI's `months`): the page does not show it.
   */
  input?: "amount" | "number" | "select" | "date";
  /** The values a select offers, in order (the API's values, never translated). */
  choices?: readonly string[];
  /**
   * The page's starting value, shown (with its result) until the visitor changes anything;
   * TODAY for a date that starts as the day the page is served.
   */
  start?: string;
}

/** A date field's start: the page's loader puts in the day's date (India's). */
export const TODAY = "today";

/** The fields a calculator's page shows, in its order. */
export function pageFields(fields: readonly FieldSpec[]): readonly FieldSpec[] {
  return fields.filter((field) => field.input !== undefined);
}

export const REDUCE_CHOICES = ["tenure", "emi"] as const;
export const PROPERTY_CHOICES = ["self-occupied", "let-out"] as const;
export const YES_NO_CHOICES = ["yes", "no"] as const;

const amountInput = (name: string, start: string): FieldSpec => ({
  name,
  kind: "number",
  input: "amount",
  start,
});
const numberInput = (name: string, start: string): FieldSpec => ({
  name,
  kind: "number",
  input: "number",
  start,
});

export const EMI_FIELDS: readonly FieldSpec[] = [
  amountInput("amount", "2500000"),
  numberInput("rate", "8.5"),
  numberInput("years", "20"),
  // The page asks for years; a link with ?months= still works (see calculatorPageData).
  { name: "months", kind: "number" },
];

export const ELIGIBILITY_FIELDS: readonly FieldSpec[] = [
  amountInput("monthly_income", "100000"),
  amountInput("existing_emis", "0"),
  numberInput("rate", "8.5"),
  numberInput("years", "20"),
  numberInput("foir", "50"),
  amountInput("property_value", "6000000"),
];

export const PREPAYMENT_FIELDS: readonly FieldSpec[] = [
  amountInput("outstanding", "3000000"),
  numberInput("rate", "8.5"),
  numberInput("months", "240"),
  amountInput("lump_sum", "200000"),
  numberInput("lump_sum_month", "12"),
  amountInput("extra_monthly", "0"),
  { name: "reduce", kind: "text", input: "select", choices: REDUCE_CHOICES, start: "tenure" },
];

export const BALANCE_TRANSFER_FIELDS: readonly FieldSpec[] = [
  amountInput("outstanding", "3000000"),
  numberInput("current_rate", "9.5"),
  numberInput("months", "180"),
  numberInput("new_rate", "8.5"),
  amountInput("fees", "15000"),
];

export const TAX_BENEFIT_FIELDS: readonly FieldSpec[] = [
  amountInput("interest", "250000"),
  amountInput("principal", "120000"),
  {
    name: "property",
    kind: "text",
    input: "select",
    choices: PROPERTY_CHOICES,
    start: "self-occupied",
  },
  amountInput("rent", "0"),
  amountInput("municipal_tax", "0"),
  amountInput("other_80c", "50000"),
  { name: "slab", kind: "number", input: "select", choices: TAX_SLABS.map(String), start: "30" },
];

/**
 * A yes/no question, its default answer first: a query without it (a shared link, the API's own
 * form) computes with the schema's default, and a select shows its first option for a value it
 * does not have.
 */
const yesNo = (name: string, start: "yes" | "no"): FieldSpec => ({
  name,
  kind: "text",
  input: "select",
  choices: start === "yes" ? YES_NO_CHOICES : (["no", "yes"] as const),
  start,
});

export const PMAY_FIELDS: readonly FieldSpec[] = [
  amountInput("household_income", "720000"),
  amountInput("property_value", "3200000"),
  amountInput("loan_amount", "2400000"),
  numberInput("carpet_area_sqm", "95"),
  yesNo("urban", "yes"),
  yesNo("owns_pucca_house", "no"),
  yesNo("prior_housing_benefit", "no"),
  { name: "sanctioned_on", kind: "text", input: "date", start: TODAY },
];

export const COST_OF_BUYING_FIELDS: readonly FieldSpec[] = [
  amountInput("price", "5000000"),
  {
    name: "status",
    kind: "text",
    input: "select",
    // The schema's default first (see yesNo); the page starts with the worked example.
    choices: [
      "ready",
      "under_construction",
    ] satisfies readonly (typeof PROPERTY_STATUSES)[number][],
    start: "under_construction",
  },
  numberInput("carpet_area_sqm", "85"),
  yesNo("metro", "no"),
  numberInput("stamp_duty_percent", "6"),
  numberInput("registration_percent", "1"),
  // Empty: no cap, the loan the caps allow (the page's form sends them empty).
  { name: "registration_cap", kind: "number", input: "amount", start: "" },
  { name: "loan_amount", kind: "number", input: "amount", start: "" },
  amountInput("processing_fee", "0"),
];

/** Each calculator's fields: the API, the page's loader, its form and its tests read them here. */
export const CALCULATOR_FIELDS: Record<CalculatorName, readonly FieldSpec[]> = {
  emi: EMI_FIELDS,
  eligibility: ELIGIBILITY_FIELDS,
  prepayment: PREPAYMENT_FIELDS,
  "balance-transfer": BALANCE_TRANSFER_FIELDS,
  "tax-benefit": TAX_BENEFIT_FIELDS,
  pmay: PMAY_FIELDS,
  "cost-of-buying": COST_OF_BUYING_FIELDS,
};
