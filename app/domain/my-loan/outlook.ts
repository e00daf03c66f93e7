// What the next reset does to a saved loan (docs/product/my-loan.md "The outlook"): the spread over
// the repo rate, the next reset, the rate then, the two choices (keep the tenure, keep the EMI) and
// the participating lenders a balance transfer to would pay. Pure: the caller passes today (IST),
// the benchmark rows and the lenders.

import { z } from "zod";
import { balanceTransferCalculator } from "../calculators/balance-transfer.ts";
import { buildSchedule, roundedEmi, type ScheduleRow, sumInterest } from "../calculators/emi.ts";
import { LANGUAGES } from "../enums.ts";
import type { Lender } from "../offers/match.ts";
import { benchmarkInForce, daySchema, round2 } from "./benchmarks.ts";
import { addMonths } from "./dates.ts";
import { RATE_TYPES } from "./saved-loan.ts";

/** The figures of a saved loan the outlook reads. */
export const loanTermsSchema = z.object({
  rate_type: z.enum(RATE_TYPES),
  current_rate: z.number(),
  last_reset_on: daySchema.nullable(),
  reset_every_months: z.number().int().nullable(),
  outstanding: z.number(),
  remaining_months: z.number().int(),
  emi: z.number().nullable(),
});
export type LoanTerms = z.output<typeof loanTermsSchema>;

export interface BenchmarkRow {
  id: number;
  rate: number;
  effective_from: string;
}

/** The transfers shown: at most this many lenders. */
export const MAX_TRANSFERS = 3;

const transferSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  new_rate: z.number(),
  new_emi: z.number(),
  net_saving: z.number(),
  break_even_month: z.number().int().nullable(),
});
export type Transfer = z.output<typeof transferSchema>;

export const outlookSchema = z.object({
  emi: z.number().describe("The loan's EMI (given, or computed)."),
  spread: z.number().nullable().describe("current_rate − the repo rate in force on last_reset_on."),
  next_reset_on: daySchema.nullable(),
  repo_now: z.object({ rate: z.number(), effective_from: daySchema }).nullable(),
  rate_at_next_reset: z.number().nullable(),
  change_pp: z.number().nullable(),
  keep_tenure: z.object({ emi: z.number(), total_interest: z.number() }).nullable(),
  keep_emi: z.object({ months: z.number().int(), total_interest: z.number() }).nullable(),
  keep_emi_reason: z.enum(["emi_below_interest"]).nullable(),
  transfers: z
    .array(transferSchema)
    .max(MAX_TRANSFERS)
    .describe("Worth it only, highest net_saving first."),
});
export type Outlook = z.output<typeof outlookSchema>;

/** A saved loan as GET /api/my-loans answers it: its figures and its outlook as of today. */
export const savedLoanViewSchema = z.object({
  id: z.number().int(),
  bank: z.string(),
  bank_name: z.string(),
  ...loanTermsSchema.shape,
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  outlook: outlookSchema,
});
export type SavedLoanView = z.output<typeof savedLoanViewSchema>;

/** The credit-score band whose rate a transfer is priced at. */
export const TRANSFER_BAND = "750-799" as const;

/** The loan's EMI: the one the borrower gave, else the EMI rules' of its figures at its rate. */
export function loanEmi(loan: LoanTerms): number {
  return loan.emi ?? roundedEmi(loan.outstanding, loan.current_rate, loan.remaining_months);
}

/**
 * The first reset after `today`: last_reset_on plus the smallest whole number of periods that
 * falls after today.
 */
export function nextResetOn(lastResetOn: string, everyMonths: number, today: string): string {
  let periods = 1;
  let next = addMonths(lastResetOn, everyMonths);
  while (next <= today) {
    periods++;
    next = addMonths(lastResetOn, everyMonths * periods);
  }
  return next;
}

/** Keep the tenure: the EMI rules' schedule of the outstanding at `rate` over the months left. */
export function keepTenureSchedule(loan: LoanTerms, rate: number): ScheduleRow[] {
  const emi = roundedEmi(loan.outstanding, rate, loan.remaining_months);
  return buildSchedule({ amount: loan.outstanding, rate, months: loan.remaining_months, emi });
}

/** The longest a keep-EMI schedule is followed (100 years): a loan beyond it is never repaid. */
const KEEP_EMI_LIMIT = 1200;

/**
 * Keep the EMI: the outstanding repaid by the same EMI at `rate`, the last month smaller; null
 * when the EMI does not cover the first month's interest (or could not repay it in 100 years).
 */
export function keepEmiSchedule(loan: LoanTerms, rate: number): ScheduleRow[] | null {
  const emi = loanEmi(loan);
  const firstInterest = Math.round((loan.outstanding * rate) / 1200);
  if (emi <= firstInterest) return null;
  const rows = buildSchedule({ amount: loan.outstanding, rate, months: KEEP_EMI_LIMIT + 1, emi });
  return rows.length > KEEP_EMI_LIMIT ? null : rows;
}

function processingFee(amount: number, lender: Lender): number {
  const { policy } = lender;
  const fee = (amount * policy.processing_fee_percent) / 100;
  const bounded = Math.min(policy.processing_fee_max, Math.max(policy.processing_fee_min, fee));
  return Math.round(Number(bounded.toPrecision(15)));
}

/** Up to three lenders a transfer to is worth it for, highest net saving first. */
export function transfersFor(
  loan: LoanTerms,
  currentRate: number,
  lenders: readonly Lender[],
): Transfer[] {
  const found: Transfer[] = [];
  for (const lender of lenders) {
    const newRate = lender.policy.rates[TRANSFER_BAND];
    if (newRate === null || newRate === undefined) continue;
    const fees = processingFee(loan.outstanding, lender) + lender.policy.other_charges;
    const result = balanceTransferCalculator({
      outstanding: loan.outstanding,
      current_rate: currentRate,
      months: loan.remaining_months,
      new_rate: newRate,
      fees,
    });
    if (!result.worth_it) continue;
    found.push({
      bank: lender.bank,
      bank_name: lender.bank_name,
      new_rate: newRate,
      new_emi: result.new_emi,
      net_saving: result.net_saving,
      break_even_month: result.break_even_month,
    });
  }
  found.sort((a, b) => b.net_saving - a.net_saving || a.bank.localeCompare(b.bank));
  return found.slice(0, MAX_TRANSFERS);
}

/** The rate at the next reset (never below 0), or null for a loan the repo rate does not set. */
function resetFigures(loan: LoanTerms, repo: readonly BenchmarkRow[], today: string) {
  if (loan.rate_type !== "repo" || !loan.last_reset_on || !loan.reset_every_months) return null;
  const atLastReset = benchmarkInForce(repo, loan.last_reset_on);
  if (!atLastReset) return null;
  const spread = round2(loan.current_rate - atLastReset.rate);
  const next = nextResetOn(loan.last_reset_on, loan.reset_every_months, today);
  const atNext = benchmarkInForce(repo, next) ?? atLastReset;
  const rate = Math.max(0, round2(atNext.rate + spread));
  return { spread, next, rate, atNext };
}

export function outlookFor(input: {
  loan: LoanTerms;
  repo: readonly BenchmarkRow[];
  lenders: readonly Lender[];
  today: string;
}): Outlook {
  const { loan, repo, lenders, today } = input;
  const emi = loanEmi(loan);
  const now = benchmarkInForce(repo, today);
  const repoNow = now ? { rate: now.rate, effective_from: now.effective_from } : null;
  const reset = resetFigures(loan, repo, today);
  if (!reset) {
    return {
      emi,
      spread: null,
      next_reset_on: null,
      repo_now: repoNow,
      rate_at_next_reset: null,
      change_pp: null,
      keep_tenure: null,
      keep_emi: null,
      keep_emi_reason: null,
      transfers: transfersFor(loan, loan.current_rate, lenders),
    };
  }
  const tenure = keepTenureSchedule(loan, reset.rate);
  const keepEmi = keepEmiSchedule(loan, reset.rate);
  return {
    emi,
    spread: reset.spread,
    next_reset_on: reset.next,
    repo_now: repoNow,
    rate_at_next_reset: reset.rate,
    change_pp: round2(reset.rate - loan.current_rate),
    keep_tenure: {
      emi: roundedEmi(loan.outstanding, reset.rate, loan.remaining_months),
      total_interest: sumInterest(tenure),
    },
    keep_emi: keepEmi ? { months: keepEmi.length, total_interest: sumInterest(keepEmi) } : null,
    keep_emi_reason: keepEmi ? null : "emi_below_interest",
    transfers: transfersFor(loan, reset.rate, lenders),
  };
}

/**
 * The repo benchmark row a loan's next reset reads (for "told once per loan and benchmark row"),
 * or null for loans the repo rate does not set.
 */
export function benchmarkAtNextReset(
  loan: LoanTerms,
  repo: readonly BenchmarkRow[],
  today: string,
): BenchmarkRow | null {
  return resetFigures(loan, repo, today)?.atNext ?? null;
}
