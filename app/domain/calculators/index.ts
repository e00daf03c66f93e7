// The five calculators of docs/product/calculators.md by name: the API route, the pages and the
// OpenAPI document read this one table.

import type { z } from "zod";
import type { ParseResult } from "../validation.ts";
import { CALCULATOR_COMPUTE, type CalculatorInput, type CalculatorResult } from "./compute.ts";
import {
  CALCULATOR_FIELDS,
  CALCULATOR_NAMES,
  type CalculatorName,
  type FieldSpec,
} from "./fields.ts";
import { parseQuery, type QuerySource } from "./query.ts";
import {
  balanceTransferQuerySchema,
  balanceTransferResultSchema,
  eligibilityQuerySchema,
  eligibilityResultSchema,
  emiQuerySchema,
  emiResultSchema,
  prepaymentQuerySchema,
  prepaymentResultSchema,
  taxBenefitQuerySchema,
  taxBenefitResultSchema,
} from "./schemas.ts";

export { CALCULATOR_NAMES, type CalculatorName, type CalculatorResult };

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
    fields: CALCULATOR_FIELDS.emi,
    compute: CALCULATOR_COMPUTE.emi,
  }),
  eligibility: calculator({
    query: eligibilityQuerySchema,
    result: eligibilityResultSchema,
    fields: CALCULATOR_FIELDS.eligibility,
    compute: CALCULATOR_COMPUTE.eligibility,
  }),
  prepayment: calculator({
    query: prepaymentQuerySchema,
    result: prepaymentResultSchema,
    fields: CALCULATOR_FIELDS.prepayment,
    compute: CALCULATOR_COMPUTE.prepayment,
  }),
  "balance-transfer": calculator({
    query: balanceTransferQuerySchema,
    result: balanceTransferResultSchema,
    fields: CALCULATOR_FIELDS["balance-transfer"],
    compute: CALCULATOR_COMPUTE["balance-transfer"],
  }),
  "tax-benefit": calculator({
    query: taxBenefitQuerySchema,
    result: taxBenefitResultSchema,
    fields: CALCULATOR_FIELDS["tax-benefit"],
    compute: CALCULATOR_COMPUTE["tax-benefit"],
  }),
};

export function isCalculatorName(name: string): name is CalculatorName {
  return (CALCULATOR_NAMES as readonly string[]).includes(name);
}

/**
 * Parses a query with the calculator's schema: its input, or the field messages. Never throws.
 * A page's loader sends this, and the page computes from it (compute.ts).
 */
export function parseCalculatorInput<N extends CalculatorName>(
  name: N,
  source: QuerySource,
): ParseResult<CalculatorInput<N>> {
  const c = CALCULATORS[name] as unknown as Calculator<z.ZodType, CalculatorResult<N>>;
  return parseQuery(c.query, c.fields, source) as ParseResult<CalculatorInput<N>>;
}

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
