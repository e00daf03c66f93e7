// EMI with its repayment schedule (docs/product/calculators.md "emi"). The rounding rules make the
// schedule add up to the rupee: the EMI and each month's interest are rounded to the rupee,
// principal is what is left of the EMI, and the last month pays off whatever remains so it closes
// at exactly ₹0.

import { calculateEmi } from "../loan/emi.ts";

export interface ScheduleRow {
  month: number;
  opening_balance: number;
  emi: number;
  interest: number;
  principal: number;
  closing_balance: number;
}

export interface YearRow {
  year: number;
  principal: number;
  interest: number;
  closing_balance: number;
}

export interface EmiResult {
  amount: number;
  rate: number;
  months: number;
  emi: number;
  total_interest: number;
  total_payment: number;
  schedule: ScheduleRow[];
  yearly: YearRow[];
}

/** The EMI of docs/product/calculators.md, rounded to the rupee. */
export function roundedEmi(amount: number, rate: number, months: number): number {
  return Math.round(calculateEmi(amount, rate, months));
}

/**
 * Builds the schedule of a loan of `amount` (whole rupees) at `rate` % a year paying `emi` a
 * month (plus `extra` a month and any `lumpSums` by month, paid after that month's interest),
 * for at most `months` months. The last month, or the month the payment covers the balance,
 * pays off the rest. Used by every calculator so all of them follow the same rules.
 */
export function buildSchedule(opts: {
  amount: number;
  rate: number;
  months: number;
  emi: number;
  extra?: number;
  lumpSums?: ReadonlyMap<number, number>;
}): ScheduleRow[] {
  const r = opts.rate / 1200;
  const rows: ScheduleRow[] = [];
  let balance = Math.round(opts.amount);
  for (let month = 1; month <= opts.months && balance > 0; month++) {
    const interest = Math.round(balance * r);
    let principal = opts.emi - interest + (opts.extra ?? 0) + (opts.lumpSums?.get(month) ?? 0);
    if (month === opts.months || principal >= balance) principal = balance;
    // A payment below the month's interest would grow the loan; the EMI rules never produce one,
    // but keep the balance from rising if a caller passes one.
    if (principal < 0) principal = 0;
    const closing = balance - principal;
    rows.push({
      month,
      opening_balance: balance,
      emi: principal + interest,
      interest,
      principal,
      closing_balance: closing,
    });
    balance = closing;
  }
  return rows;
}

export function yearlySummary(schedule: readonly ScheduleRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, principal: 0, interest: 0, closing_balance: row.closing_balance };
      years.push(current);
    }
    current.principal += row.principal;
    current.interest += row.interest;
    current.closing_balance = row.closing_balance;
  }
  return years;
}

export function sumInterest(schedule: readonly ScheduleRow[]): number {
  let total = 0;
  for (const row of schedule) total += row.interest;
  return total;
}

export function sumPayments(schedule: readonly ScheduleRow[]): number {
  let total = 0;
  for (const row of schedule) total += row.emi;
  return total;
}

/** The emi calculator: inputs already validated (amount ₹10,000–₹10 crore, rate 0.1–25, months 1–360). */
export function emiCalculator(input: { amount: number; rate: number; months: number }): EmiResult {
  const amount = Math.round(input.amount);
  const emi = roundedEmi(amount, input.rate, input.months);
  const schedule = buildSchedule({ amount, rate: input.rate, months: input.months, emi });
  return {
    amount,
    rate: input.rate,
    months: input.months,
    emi,
    total_interest: sumInterest(schedule),
    total_payment: sumPayments(schedule),
    schedule,
    yearly: yearlySummary(schedule),
  };
}

/** The schedule as CSV (the page's download), one row per month, whole rupees. */
export function scheduleCsv(result: EmiResult): string {
  const lines = ["month,opening_balance,emi,interest,principal,closing_balance"];
  for (const row of result.schedule) {
    lines.push(
      [
        row.month,
        row.opening_balance,
        row.emi,
        row.interest,
        row.principal,
        row.closing_balance,
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
