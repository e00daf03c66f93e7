// Is switching banks worth it (docs/product/calculators.md "balance-transfer"): the remaining loan
// at the current and at the new rate over the same months, less the one-off fees.

import { emiCalculator } from "./emi.ts";

export interface BalanceTransferInput {
  outstanding: number;
  current_rate: number;
  months: number;
  new_rate: number;
  fees: number;
}

export interface BalanceTransferResult {
  current_emi: number;
  new_emi: number;
  monthly_saving: number;
  interest_current: number;
  interest_new: number;
  gross_saving: number;
  net_saving: number;
  break_even_month: number | null;
  worth_it: boolean;
}

export function balanceTransferCalculator(input: BalanceTransferInput): BalanceTransferResult {
  const current = emiCalculator({
    amount: input.outstanding,
    rate: input.current_rate,
    months: input.months,
  });
  const next = emiCalculator({
    amount: input.outstanding,
    rate: input.new_rate,
    months: input.months,
  });
  const fees = Math.round(input.fees);
  const monthlySaving = current.emi - next.emi;
  const gross = current.total_interest - next.total_interest;
  const net = gross - fees;
  let breakEven: number | null = null;
  if (fees === 0) breakEven = 0;
  else if (monthlySaving > 0) {
    const month = Math.ceil(fees / monthlySaving);
    breakEven = month <= input.months ? month : null;
  }
  return {
    current_emi: current.emi,
    new_emi: next.emi,
    monthly_saving: monthlySaving,
    interest_current: current.total_interest,
    interest_new: next.total_interest,
    gross_saving: gross,
    net_saving: net,
    break_even_month: breakEven,
    worth_it: net > 0,
  };
}
