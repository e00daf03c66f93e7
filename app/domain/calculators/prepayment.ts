// Part-prepayment savings (docs/product/calculators.md "prepayment"): the loan's schedule without
// and with a lump sum and/or a monthly extra, both built by the emi rules.

import { buildSchedule, roundedEmi, sumInterest } from "./emi.ts";

export interface PrepaymentInput {
  outstanding: number;
  rate: number;
  months: number;
  lump_sum: number;
  lump_sum_month: number;
  extra_monthly: number;
  reduce: "tenure" | "emi";
}

export interface PrepaymentResult {
  emi_before: number;
  emi_after: number;
  months_before: number;
  months_after: number;
  interest_before: number;
  interest_after: number;
  interest_saved: number;
  months_saved: number;
}

export function prepaymentCalculator(input: PrepaymentInput): PrepaymentResult {
  const outstanding = Math.round(input.outstanding);
  const lump = Math.round(input.lump_sum);
  const extra = Math.round(input.extra_monthly);
  const emiBefore = roundedEmi(outstanding, input.rate, input.months);
  const before = buildSchedule({
    amount: outstanding,
    rate: input.rate,
    months: input.months,
    emi: emiBefore,
  });
  const lumpSums = new Map(lump > 0 ? [[input.lump_sum_month, lump]] : []);

  let emiAfter = emiBefore;
  let after: ReturnType<typeof buildSchedule>;
  if (input.reduce === "tenure" || lump === 0) {
    // With nothing prepaid the EMI is not recomputed (reduce=emi would only add rounding noise).
    after = buildSchedule({
      amount: outstanding,
      rate: input.rate,
      months: input.months,
      emi: emiBefore,
      extra,
      lumpSums,
    });
  } else {
    // Tenure stays: pay as before up to the lump sum's month, then a new EMI over what is left.
    const head = buildSchedule({
      amount: outstanding,
      rate: input.rate,
      months: input.lump_sum_month,
      emi: emiBefore,
      lumpSums,
    });
    // buildSchedule closes the loan in its last month; redo that month without closing it.
    const last = head[head.length - 1];
    const r = input.rate / 1200;
    const paid = head.slice(0, -1);
    const interest = Math.round(last.opening_balance * r);
    const principal = Math.min(last.opening_balance, emiBefore - interest + lump);
    const closing = last.opening_balance - principal;
    paid.push({
      month: last.month,
      opening_balance: last.opening_balance,
      emi: principal + interest,
      interest,
      principal,
      closing_balance: closing,
    });
    const remaining = input.months - input.lump_sum_month;
    if (closing > 0 && remaining > 0) {
      emiAfter = roundedEmi(closing, input.rate, remaining);
      const tail = buildSchedule({
        amount: closing,
        rate: input.rate,
        months: remaining,
        emi: emiAfter,
      }).map((row) => ({ ...row, month: row.month + input.lump_sum_month }));
      after = [...paid, ...tail];
    } else {
      emiAfter = 0;
      after = paid;
    }
  }
  const interestBefore = sumInterest(before);
  const interestAfter = sumInterest(after);
  return {
    emi_before: emiBefore,
    emi_after: emiAfter,
    months_before: before.length,
    months_after: after.length,
    interest_before: interestBefore,
    interest_after: interestAfter,
    interest_saved: interestBefore - interestAfter,
    months_saved: before.length - after.length,
  };
}
