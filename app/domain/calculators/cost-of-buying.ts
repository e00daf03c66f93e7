// What buying a home really costs (docs/product/calculators.md "cost-of-buying"): GST on a home
// under construction, stamp duty and registration on the price, the largest loan RBI's
// loan-to-value caps allow, and the cash the buyer needs on top of the loan.

import { formatInr } from "../format.ts";
import { loanByValue } from "./eligibility.ts";

export const PROPERTY_STATUSES = ["under_construction", "ready"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const COST_OF_BUYING_LIMITS = {
  /** GST's affordable housing: a price up to ₹45,00,000 ... */
  affordablePriceMax: 4_500_000,
  /** ... and a carpet area up to 60 m² in a metropolitan city, 90 m² elsewhere. */
  affordableCarpetMetro: 60,
  affordableCarpetElsewhere: 90,
  /** GST (% of the price) on an affordable home under construction, and on any other. */
  gstAffordable: 1,
  gstOther: 5,
  /** Up to this price RBI lets the loan-to-value cap count stamp duty and registration too. */
  costsInValueUpTo: 1_000_000,
} as const;

export interface CostOfBuyingInput {
  price: number;
  status: PropertyStatus;
  /** Required when under construction (the schema checks it); a ready home's is not needed. */
  carpet_area_sqm?: number | undefined;
  metro: "yes" | "no";
  stamp_duty_percent: number;
  registration_percent: number;
  registration_cap?: number | undefined;
  /** The loan asked for; without it, the largest the caps allow. */
  loan_amount?: number | undefined;
  processing_fee: number;
}

export interface CostOfBuyingResult {
  gst_rate: 0 | 1 | 5;
  gst: number;
  stamp_duty: number;
  registration: number;
  max_loan: number;
  loan: number;
  down_payment: number;
  cash_needed: number;
  total_cost: number;
}

/** GST in % of the price: nothing on a ready home, 1% on affordable housing, else 5%. */
export function gstRate(
  input: Pick<CostOfBuyingInput, "price" | "status" | "carpet_area_sqm" | "metro">,
): 0 | 1 | 5 {
  if (input.status === "ready") return 0;
  const carpetMax =
    input.metro === "yes"
      ? COST_OF_BUYING_LIMITS.affordableCarpetMetro
      : COST_OF_BUYING_LIMITS.affordableCarpetElsewhere;
  const affordable =
    Math.round(input.price) <= COST_OF_BUYING_LIMITS.affordablePriceMax &&
    input.carpet_area_sqm !== undefined &&
    input.carpet_area_sqm <= carpetMax;
  return affordable ? COST_OF_BUYING_LIMITS.gstAffordable : COST_OF_BUYING_LIMITS.gstOther;
}

/** The price's charges, each rounded to the rupee; registration held to its cap. */
function charges(input: CostOfBuyingInput) {
  const price = Math.round(input.price);
  const rate = gstRate(input);
  const stampDuty = Math.round((price * input.stamp_duty_percent) / 100);
  let registration = Math.round((price * input.registration_percent) / 100);
  if (input.registration_cap !== undefined)
    registration = Math.min(registration, Math.round(input.registration_cap));
  return {
    price,
    rate,
    gst: Math.round((price * rate) / 100),
    stampDuty,
    registration,
  };
}

/**
 * The largest loan RBI's loan-to-value caps allow (app/domain/calculators/eligibility.ts): judged on
 * the price, or on the price with stamp duty and registration when the price is ₹10,00,000 or less.
 */
export function costOfBuyingMaxLoan(input: CostOfBuyingInput): number {
  const c = charges(input);
  const value =
    c.price <= COST_OF_BUYING_LIMITS.costsInValueUpTo
      ? c.price + c.stampDuty + c.registration
      : c.price;
  return loanByValue(value);
}

/** The message of a loan above the caps: it names the largest allowed. */
export function loanAboveMaxMessage(maxLoan: number): string {
  return `Loan amount can be at most ${formatInr(maxLoan)}: RBI's loan-to-value cap for this price.`;
}

/** A loan above the caps: the API's 400 `{error, fields: {loan_amount}, max_loan}`. */
export interface LoanAboveMax {
  ok: false;
  error: string;
  fields: { loan_amount: string };
  max_loan: number;
}

/** Refuses a loan above the caps (null when the loan is within them or not given). */
export function costOfBuyingRefusal(input: CostOfBuyingInput): LoanAboveMax | null {
  if (input.loan_amount === undefined) return null;
  const maxLoan = costOfBuyingMaxLoan(input);
  if (Math.round(input.loan_amount) <= maxLoan) return null;
  const error = loanAboveMaxMessage(maxLoan);
  return { ok: false, error, fields: { loan_amount: error }, max_loan: maxLoan };
}

export function costOfBuyingCalculator(input: CostOfBuyingInput): CostOfBuyingResult {
  const c = charges(input);
  const maxLoan = costOfBuyingMaxLoan(input);
  const loan = input.loan_amount === undefined ? maxLoan : Math.round(input.loan_amount);
  const fee = Math.round(input.processing_fee);
  const costs = c.gst + c.stampDuty + c.registration + fee;
  const downPayment = c.price - loan;
  return {
    gst_rate: c.rate,
    gst: c.gst,
    stamp_duty: c.stampDuty,
    registration: c.registration,
    max_loan: maxLoan,
    loan,
    down_payment: downPayment,
    cash_needed: downPayment + costs,
    total_cost: c.price + costs,
  };
}

/** The parts of the cash needed, in the order the page's bar stacks them. */
export const CASH_PARTS = ["down_payment", "gst", "stamp_duty", "registration", "fees"] as const;
export type CashPart = (typeof CASH_PARTS)[number];

/** The cash needed by part: what is left of it after the rest is the processing fee. */
export function cashParts(r: CostOfBuyingResult): Record<CashPart, number> {
  return {
    down_payment: r.down_payment,
    gst: r.gst,
    stamp_duty: r.stamp_duty,
    registration: r.registration,
    fees: r.cash_needed - r.down_payment - r.gst - r.stamp_duty - r.registration,
  };
}
