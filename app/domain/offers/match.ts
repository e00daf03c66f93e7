// Fair offers: every participating lender's offer for this borrower, and why the others said no
// (docs/product/offers.md "Matching" and "The offer"). Pure: the caller passes the lenders (the
// partner banks with a policy) and stores the answer as the snapshot.

import { z } from "zod";
import { ltvPercent } from "../calculators/eligibility.ts";
import { buildSchedule, roundedEmi, sumInterest, sumPayments } from "../calculators/emi.ts";
import { OFFER_INPUT_LIMITS, type OfferInputs } from "./inputs.ts";
import type { OfferPolicy } from "./policy.ts";

/** The method's version and date, shown on /how-we-match and kept in every snapshot. */
export const METHOD_VERSION = "1";
export const METHOD_DATE = "2026-12-02";

export interface Lender {
  bank: string;
  bank_name: string;
  policy: OfferPolicy;
}

/** Every rule, in the order a lender's reasons are listed. */
export const REASON_CODES = [
  "credit_score_not_lent",
  "employment_not_accepted",
  "loan_outside_range",
  "income_below_minimum",
  "tenure_above_maximum",
  "age_at_maturity_above_limit",
  "ltv_above_limit",
  "foir_above_limit",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

const rupees = (description: string) => z.number().describe(`${description} Rupees.`);
const percent = (description: string) => z.number().describe(`${description} % a year.`);

/** Why a lender did not match: one rule, the borrower's figure and the lender's limit. */
export const reasonSchema = z.object({
  code: z.enum(REASON_CODES),
  detail: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .describe(
      "The figure and the limit: {band}, {employment}, {loan_amount, min_loan, max_loan}, {monthly_income, minimum}, {tenure_months, maximum}, {age_at_maturity, limit}, {ltv_percent, limit_percent}, {foir_percent, limit_percent}.",
    ),
  fix: z
    .union([
      z.object({ max_loan: z.number().nullable() }),
      z.object({ max_tenure_months: z.number().int() }),
    ])
    .optional()
    .describe(
      "Where one number would make the rule pass: `max_loan` (ltv, foir; null when existing EMIs already use the limit) or `max_tenure_months` (tenure, age).",
    ),
});
export type Reason = z.output<typeof reasonSchema>;

/** One lender's offer for the borrower (docs/product/offers.md "The offer"). */
export const offerSchema = z.object({
  bank: z.string().describe("The lender's slug."),
  bank_name: z.string(),
  amount: rupees("The loan."),
  tenure_months: z.number().int(),
  rate: percent("The lender's rate for the borrower's credit-score band,"),
  emi: rupees("The monthly instalment (docs/product/calculators.md, emi), rounded."),
  processing_fee: rupees("The loan × the fee's percent, held between its minimum and maximum."),
  other_charges: rupees("One-off charges."),
  total_upfront: rupees("processing_fee + other_charges."),
  apr: percent(
    "The annualised internal rate of return of what the borrower receives (amount − total_upfront) and pays (the schedule), 2 decimals:",
  ),
  total_interest: rupees("The schedule's interest."),
  total_payable: rupees("The schedule's payments + total_upfront."),
  foir_percent: z.number().describe("(existing EMIs + emi) / monthly income × 100, 2 decimals."),
  ltv_percent: z.number().describe("loan / property value × 100, 2 decimals."),
  penal_charges: z.string(),
  kfs_url: z.string().describe("The lender's Key Fact Statement or terms (https)."),
});
export type Offer = z.output<typeof offerSchema>;

export const notMatchedSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  reasons: z.array(reasonSchema).describe("Every rule the lender's policy fails, in rule order."),
});
export type NotMatched = z.output<typeof notMatchedSchema>;

/**
 * Rounded half up to `decimals`, from the figure's first 15 significant digits, so that a
 * binary-floating-point 30.024999999999998 for an exact 30.025 still shows as 30.03.
 */
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // + 0 turns a -0 (a rate of return that rounds to nothing from below) into 0.
  return Math.round(Number((value * factor).toPrecision(15))) / factor + 0;
}

// ---- the rules, on exact figures (products, not rounded percentages) ----

/** The LTV limit for a loan of this size: the lender's, or RBI's cap for the size if smaller. */
function ltvLimit(loan: number, policy: OfferPolicy): number {
  return Math.min(policy.max_ltv_percent, ltvPercent(loan));
}

function ltvWithin(loan: number, propertyValue: number, policy: OfferPolicy): boolean {
  return loan * 100 <= ltvLimit(loan, policy) * propertyValue;
}

function foirWithin(loan: number, inputs: OfferInputs, policy: OfferPolicy, rate: number): boolean {
  const emi = roundedEmi(loan, rate, inputs.tenure_months);
  return (inputs.existing_emis + emi) * 100 <= policy.max_foir_percent * inputs.monthly_income;
}

const STEP = 1000;

/**
 * The largest loan, a whole number of ₹1,000 below `above`, that `passes`; null when not even
 * ₹1,000 does. Binary search, which is exact because both rules it serves pass every smaller loan
 * when they pass one: the EMI grows with the loan, and RBI's LTV cap only falls as the loan grows
 * (a smaller loan meets an equal or higher cap), so the loans that pass are all those up to one.
 */
function largestPassingLoan(above: number, passes: (loan: number) => boolean): number | null {
  if (!passes(STEP)) return null;
  let lo = 1;
  let hi = Math.max(1, Math.ceil(above / STEP) - 1);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (passes(mid * STEP)) lo = mid;
    else hi = mid - 1;
  }
  return lo * STEP;
}

/** Every rule the lender's policy sets, checked one by one: a lender can fail several. */
function reasonsFor(inputs: OfferInputs, policy: OfferPolicy): Reason[] {
  const reasons: Reason[] = [];
  const loan = inputs.loan_amount;
  const rate = policy.rates[inputs.credit_score_band];

  if (rate === null) {
    reasons.push({ code: "credit_score_not_lent", detail: { band: inputs.credit_score_band } });
  }
  if (!policy.employment.includes(inputs.employment)) {
    reasons.push({ code: "employment_not_accepted", detail: { employment: inputs.employment } });
  }
  if (loan < policy.min_loan || loan > policy.max_loan) {
    reasons.push({
      code: "loan_outside_range",
      detail: { loan_amount: loan, min_loan: policy.min_loan, max_loan: policy.max_loan },
    });
  }
  if (inputs.monthly_income < policy.min_monthly_income) {
    reasons.push({
      code: "income_below_minimum",
      detail: { monthly_income: inputs.monthly_income, minimum: policy.min_monthly_income },
    });
  }
  if (inputs.tenure_months > policy.max_tenure_months) {
    reasons.push({
      code: "tenure_above_maximum",
      detail: { tenure_months: inputs.tenure_months, maximum: policy.max_tenure_months },
      fix: { max_tenure_months: policy.max_tenure_months },
    });
  }
  // age + months / 12 > limit, in months so that the comparison is exact.
  if (inputs.age * 12 + inputs.tenure_months > policy.max_age_at_maturity * 12) {
    const maxMonths = Math.floor(policy.max_age_at_maturity * 12 - inputs.age * 12);
    reasons.push({
      code: "age_at_maturity_above_limit",
      detail: {
        age_at_maturity: roundHalfUp(inputs.age + inputs.tenure_months / 12, 2),
        limit: policy.max_age_at_maturity,
      },
      // No fix when not even the shortest tenure we take would end within the limit.
      ...(maxMonths >= OFFER_INPUT_LIMITS.tenure_months.min
        ? { fix: { max_tenure_months: maxMonths } }
        : {}),
    });
  }
  if (!ltvWithin(loan, inputs.property_value, policy)) {
    reasons.push({
      code: "ltv_above_limit",
      detail: {
        ltv_percent: roundHalfUp((loan * 100) / inputs.property_value, 2),
        limit_percent: ltvLimit(loan, policy),
      },
      fix: {
        max_loan: largestPassingLoan(loan, (l) => ltvWithin(l, inputs.property_value, policy)),
      },
    });
  }
  // FOIR needs the lender's rate for the band, to know the EMI. A band the lender does not lend
  // to has none, so the rule is not checked: credit_score_not_lent already says no, and no other
  // lender's rate would tell what this lender would charge.
  if (rate !== null && !foirWithin(loan, inputs, policy, rate)) {
    const emi = roundedEmi(loan, rate, inputs.tenure_months);
    reasons.push({
      code: "foir_above_limit",
      detail: {
        foir_percent: roundHalfUp(((inputs.existing_emis + emi) * 100) / inputs.monthly_income, 2),
        limit_percent: policy.max_foir_percent,
      },
      // null when the existing EMIs leave no room for even a ₹1,000 loan.
      fix: { max_loan: largestPassingLoan(loan, (l) => foirWithin(l, inputs, policy, rate)) },
    });
  }
  return reasons;
}

// ---- APR ----

/** Above this monthly rate (10,000 %) the search stops: a borrower who receives nothing. */
const MAX_MONTHLY_RATE = 100;

/** Σ payments[m] / (1 + i)^(m+1): what the payments are worth today at monthly rate i. */
function presentValue(payments: readonly number[], i: number): number {
  let total = 0;
  let discount = 1;
  for (const payment of payments) {
    discount /= 1 + i;
    if (payment !== 0) total += payment * discount;
  }
  return total;
}

/**
 * The monthly rate i at which the payments, discounted month by month, are worth `received`.
 * Bisection: the present value falls steadily as i rises, so the bracket always holds the one
 * root, and 200 halvings reach the last bit of a double. A borrower who receives nothing (or less)
 * has no finite rate: the answer is held at MAX_MONTHLY_RATE so it stays a JSON number.
 */
function monthlyIrr(received: number, payments: readonly number[]): number {
  let lo = -0.99;
  let hi = 1;
  while (presentValue(payments, hi) > received) {
    if (hi >= MAX_MONTHLY_RATE) return MAX_MONTHLY_RATE;
    hi = Math.min(MAX_MONTHLY_RATE, hi * 2);
  }
  if (presentValue(payments, lo) < received) return lo;
  for (let step = 0; step < 200; step++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (presentValue(payments, mid) > received) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The APR of docs/product/offers.md "The offer": 12 × i × 100, rounded half up to 2 decimals,
 * where i is the monthly internal rate of return of receiving `received` and paying `payments[m]`
 * at the end of month m + 1.
 */
export function aprPercent(received: number, payments: readonly number[]): number {
  return roundHalfUp(monthlyIrr(received, payments) * 1200, 2);
}

/**
 * An offer's APR: the rate plus what the upfront fees add to the internal rate of return of the
 * real schedule. Why not that IRR alone: the schedule rounds each month's interest to the rupee,
 * and on small loans at unusual rates that rounding alone moves the schedule's IRR up to ~0.01
 * point from the rate (₹1,12,644 at 0.58 % over 54 months, no fees: 0.5730, which would show
 * 0.57). That is rupee rounding, not a cost, and a loan with no fees must show APR = its rate,
 * one with fees at least the rate. So the fees' cost is measured on the real schedule (IRR of
 * amount − upfront minus IRR of amount, both on the same payments) and added to the rate. It
 * equals the plain IRR to within that rounding: the worked figures (8.55, 8.82) are the same.
 */
function offerApr(
  amount: number,
  upfront: number,
  rate: number,
  payments: readonly number[],
): number {
  if (upfront === 0) return roundHalfUp(rate, 2);
  const added = (monthlyIrr(amount - upfront, payments) - monthlyIrr(amount, payments)) * 1200;
  return roundHalfUp(rate + added, 2);
}

// ---- the offer ----

function offerFor(inputs: OfferInputs, lender: Lender, rate: number): Offer {
  const { policy } = lender;
  const amount = inputs.loan_amount;
  const months = inputs.tenure_months;
  const emi = roundedEmi(amount, rate, months);
  const schedule = buildSchedule({ amount, rate, months, emi });
  const fee = (amount * policy.processing_fee_percent) / 100;
  const processingFee = roundHalfUp(
    Math.min(policy.processing_fee_max, Math.max(policy.processing_fee_min, fee)),
    0,
  );
  const totalUpfront = processingFee + policy.other_charges;
  return {
    bank: lender.bank,
    bank_name: lender.bank_name,
    amount,
    tenure_months: months,
    rate,
    emi,
    processing_fee: processingFee,
    other_charges: policy.other_charges,
    total_upfront: totalUpfront,
    apr: offerApr(
      amount,
      totalUpfront,
      rate,
      schedule.map((row) => row.emi),
    ),
    total_interest: sumInterest(schedule),
    total_payable: sumPayments(schedule) + totalUpfront,
    foir_percent: roundHalfUp(((inputs.existing_emis + emi) * 100) / inputs.monthly_income, 2),
    ltv_percent: roundHalfUp((amount * 100) / inputs.property_value, 2),
    penal_charges: policy.penal_charges,
    kfs_url: policy.kfs_url,
  };
}

/**
 * Bank names compared without Intl, so the server and every browser put them in the same order
 * and a snapshot never reorders: case-insensitive first, then exactly, then by the bank's id.
 */
function byName(a: { bank: string; bank_name: string }, b: { bank: string; bank_name: string }) {
  const x = a.bank_name.toLowerCase();
  const y = b.bank_name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  if (a.bank_name !== b.bank_name) return a.bank_name < b.bank_name ? -1 : 1;
  if (a.bank !== b.bank) return a.bank < b.bank ? -1 : 1;
  return 0;
}

/**
 * Every lender's answer: an offer when it fails no rule, else the reasons. Offers by APR (as
 * shown, 2 decimals), then by bank name, and nothing else moves a lender up; the others by bank
 * name. Each lender appears exactly once.
 */
export function matchOffers(
  inputs: OfferInputs,
  lenders: readonly Lender[],
): { offers: Offer[]; not_matched: NotMatched[] } {
  const offers: Offer[] = [];
  const notMatched: NotMatched[] = [];
  for (const lender of lenders) {
    const reasons = reasonsFor(inputs, lender.policy);
    const rate = lender.policy.rates[inputs.credit_score_band];
    if (reasons.length === 0 && rate !== null) {
      offers.push(offerFor(inputs, lender, rate));
    } else {
      notMatched.push({ bank: lender.bank, bank_name: lender.bank_name, reasons });
    }
  }
  offers.sort((a, b) => a.apr - b.apr || byName(a, b));
  notMatched.sort(byName);
  return { offers, not_matched: notMatched };
}
