// The five calculators of docs/product/calculators.md by name: the API route, the pages and the
// OpenAPI document read this one table.

import type { z } from "zod";
import type { ParseResult } from "../validation.ts";
import { balanceTransferCalculator } from "./balance-transfer.ts";
import { eligibilityCalculator } from "./eligibility.ts";
import { emiCalculator } from "./emi.ts";
import { prepaymentCalculator } from "./prepayment.ts";
import { type FieldSpec, parseQuery, type QuerySource } from "./query.ts";
import {
  BALANCE_TRANSFER_FIELDS,
  balanceTransferQuerySchema,
  balanceTransferResultSchema,
  ELIGIBILITY_FIELDS,
  EMI_FIELDS,
  eligibilityQuerySchema,
  eligibilityResultSchema,
  emiQuerySchema,
  emiResultSchema,
  PREPAYMENT_FIELDS,
  prepaymentQuerySchema,
  prepaymentResultSchema,
  TAX_BENEFIT_FIELDS,
  taxBenefitQuerySchema,
  taxBenefitResultSchema,
} from "./schemas.ts";
import { taxBenefitCalculator } from "./tax-benefit.ts";

export const CALCULATOR_NAMES = [
  "emi",
  "eligibility",
  "prepayment",
  "balance-transfer",
  "tax-benefit",
] as const;
export type CalculatorName = (typeof CALCULATOR_NAMES)[number];

interface Calculator<S extends z.ZodType, R> {
  query: S;
  result: z.ZodType;
  fields: readonly FieldSpec[];
  compute: (input: z.output<S>) => R;
}

function calculator<S extends z.ZodType, R>(c: Calculator<S, R>): Calculator<S, R> {
  return c;
}

export const CALCULATORS = {
  emi: calculator({
    query: emiQuerySchema,
    result: emiResultSchema,
    fields: EMI_FIELDS,
    compute: emiCalculator,
  }),
  eligibility: calculator({
    query: eligibilityQuerySchema,
    result: eligibilityResultSchema,
    fields: ELIGIBILITY_FIELDS,
    compute: eligibilityCalculator,
  }),
  prepayment: calculator({
    query: prepaymentQuerySchema,
    result: prepaymentResultSchema,
    fields: PREPAYMENT_FIELDS,
    compute: prepaymentCalculator,
  }),
  "balance-transfer": calculator({
    query: balanceTransferQuerySchema,
    result: balanceTransferResultSchema,
    fields: BALANCE_TRANSFER_FIELDS,
    compute: balanceTransferCalculator,
  }),
  "tax-benefit": calculator({
    query: taxBenefitQuerySchema,
    result: taxBenefitResultSchema,
    fields: TAX_BENEFIT_FIELDS,
    compute: taxBenefitCalculator,
  }),
};

export function isCalculatorName(name: string): name is CalculatorName {
  return (CALCULATOR_NAMES as readonly string[]).includes(name);
}

export type CalculatorResult<N extends CalculatorName> = ReturnType<
  (typeof CALCULATORS)[N]["compute"]
>;

/** Parses a query and computes: the answer, or the field messages. Never throws. */
export function runCalculator<N extends CalculatorName>(
  name: N,
  source: QuerySource,
): ParseResult<CalculatorResult<N>> {
  const c = CALCULATORS[name] as unknown as Calculator<z.ZodType, CalculatorResult<N>>;
  const parsed = parseQuery(c.query, c.fields, source);
  if (!parsed.ok) return parsed;
  return { ok: true, data: c.compute(parsed.data) };
}
