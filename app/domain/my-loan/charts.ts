// The figures the /my-loan page draws (docs/product/my-loan.md "Pages"): the outstanding balance
// month by month under the two choices at the next reset, and the repo rate's steps over time.
// Pure, from the same schedules as the outlook (outlook.ts), so the chart and the figures agree.

import {
  type BenchmarkRow,
  keepEmiSchedule,
  keepTenureSchedule,
  type LoanTerms,
} from "./outlook.ts";

/** The balance at the start of each month: [outstanding, after month 1, …, 0]. */
export interface BalanceSeries {
  /** The rate both schedules are drawn at: the rate at the next reset, else the current rate. */
  rate: number;
  keep_tenure: number[];
  /** null when the EMI does not cover the interest (`emi_below_interest`) or for `other` loans. */
  keep_emi: number[] | null;
}

function balances(rows: readonly { closing_balance: number }[], start: number): number[] {
  return [start, ...rows.map((r) => r.closing_balance)];
}

/**
 * Both choices' balances month by month at `rate` (the rate at the next reset for a repo loan);
 * for a loan of rate_type `other` the keep-tenure line alone, at its current rate.
 */
export function balanceSeries(loan: LoanTerms, rateAtNextReset: number | null): BalanceSeries {
  const rate = rateAtNextReset ?? loan.current_rate;
  const tenure = balances(keepTenureSchedule(loan, rate), loan.outstanding);
  if (rateAtNextReset === null) return { rate, keep_tenure: tenure, keep_emi: null };
  const keep = keepEmiSchedule(loan, rate);
  return { rate, keep_tenure: tenure, keep_emi: keep ? balances(keep, loan.outstanding) : null };
}

/** One step of the repo rate: the rate from `from` (YYYY-MM-DD). */
export interface RateStep {
  from: string;
  rate: number;
}

/** The repo rate's rows oldest first, as steps; rows with a later effective date included. */
export function repoSteps(rows: readonly Pick<BenchmarkRow, "rate" | "effective_from">[]) {
  return [...rows]
    .sort((a, b) => a.effective_from.localeCompare(b.effective_from))
    .map((r): RateStep => ({ from: r.effective_from, rate: r.rate }));
}
