// Each calculator's arithmetic by name, without its schema: a page works its first result out
// from the input its loader parsed on the server, with no zod in the browser (./fields.ts).

import type { ParseResult } from "../validation.ts";
import { balanceTransferCalculator } from "./balance-transfer.ts";
import { costOfBuyingCalculator, type LoanAboveMax } from "./cost-of-buying.ts";
import { eligibilityCalculator } from "./eligibility.ts";
import { emiCalculator } from "./emi.ts";
import type { CalculatorName } from "./fields.ts";
import { pmayCalculator } from "./pmay.ts";
import { prepaymentCalculator } from "./prepayment.ts";
import { taxBenefitCalculator } from "./tax-benefit.ts";

export const CALCULATOR_COMPUTE = {
  emi: emiCalculator,
  eligibility: eligibilityCalculator,
  prepayment: prepaymentCalculator,
  "balance-transfer": balanceTransferCalculator,
  "tax-benefit": taxBenefitCalculator,
  pmay: pmayCalculator,
  "cost-of-buying": costOfBuyingCalculator,
} satisfies Record<CalculatorName, (input: never) => unknown>;

/** A calculator's input as its schema outputs it. */
export type CalculatorInput<N extends CalculatorName> = Parameters<
  (typeof CALCULATOR_COMPUTE)[N]
>[0];

export type CalculatorResult<N extends CalculatorName> = ReturnType<(typeof CALCULATOR_COMPUTE)[N]>;

/**
 * A calculator's refusal: the field messages, and for a loan above RBI's loan-to-value caps
 * (cost-of-buying) the largest loan allowed.
 */
export type CalculatorRefusal = Extract<ParseResult<never>, { ok: false }> | LoanAboveMax;

/** A parse or a computation: the value, or the refusal. */
export type CalculatorOutcome<T> = { ok: true; data: T } | CalculatorRefusal;

/** The answer to a parsed input, or the parse's refusal as it was. */
export function computeParsed<N extends CalculatorName>(
  name: N,
  parsed: CalculatorOutcome<CalculatorInput<N>>,
): CalculatorOutcome<CalculatorResult<N>> {
  if (!parsed.ok) return parsed;
  const compute = CALCULATOR_COMPUTE[name] as (input: CalculatorInput<N>) => CalculatorResult<N>;
  return { ok: true, data: compute(parsed.data) };
}
