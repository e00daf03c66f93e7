// The calculators of docs/product/calculators.md by name: the API route, the pages and the
// OpenAPI document read this one table.

import type { z } from "zod";
import {
  CALCULATOR_COMPUTE,
  type CalculatorInput,
  type CalculatorOutcome,
  type CalculatorRefusal,
  type CalculatorResult,
} from "./compute.ts";
import { costOfBuyingRefusal } from "./cost-of-buying.ts";
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
  costOfBuyingQuerySchema,
  costOfBuyingResultSchema,
  eligibilityQuerySchema,
  eligibilityResultSchema,
  emiQuerySchema,
  emiResultSchema,
  pmayQuerySchema,
  pmayResultSchema,
  prepaymentQuerySchema,
  prepaymentResultSchema,
  taxBenefitQuerySchema,
  taxBenefitResultSchema,
} from "./schemas.ts";

export {
  CALCULATOR_NAMES,
  type CalculatorName,
  type CalculatorOutcome,
  type CalculatorRefusal,
  type CalculatorResult,
};

interface Calculator<S extends z.ZodType, R> {
  query: S;
  result: z.ZodType;
  fields: readonly FieldSpec[];
  compute: (input: z.output<S>) => R;
  /**
   * A refusal that needs the whole parsed input (cost-of-buying: a loan above the caps the price
   * allows), after the schema has accepted each field.
   */
  refuse?: (input: z.output<S>) => CalculatorRefusal | null;
}

/**
 * A calculator's entry: its fields and computation by name, from fields.ts and compute.ts. The
 * query schema's output must be what the computation takes, so a schema and a computation that
 * drift apart fail the typecheck.
 */
function calculator<N extends CalculatorName, S extends z.ZodType<CalculatorInput<N>>>(
  name: N,
  query: S,
  result: z.ZodType,
  refuse?: Calculator<S, CalculatorResult<N>>["refuse"],
): Calculator<S, CalculatorResult<N>> {
  const compute = CALCULATOR_COMPUTE[name] as (input: CalculatorInput<N>) => CalculatorResult<N>;
  return { query, result, fields: CALCULATOR_FIELDS[name], compute, ...(refuse ? { refuse } : {}) };
}

// The results' ids name them in the API's document (routes/+shared/contracts/calculators.ts).
export const CALCULATORS = {
  emi: calculator("emi", emiQuerySchema, emiResultSchema.meta({ id: "EmiResult" })),
  eligibility: calculator(
    "eligibility",
    eligibilityQuerySchema,
    eligibilityResultSchema.meta({ id: "EligibilityCalculatorResult" }),
  ),
  prepayment: calculator(
    "prepayment",
    prepaymentQuerySchema,
    prepaymentResultSchema.meta({ id: "PrepaymentResult" }),
  ),
  "balance-transfer": calculator(
    "balance-transfer",
    balanceTransferQuerySchema,
    balanceTransferResultSchema.meta({ id: "BalanceTransferResult" }),
  ),
  "tax-benefit": calculator(
    "tax-benefit",
    taxBenefitQuerySchema,
    taxBenefitResultSchema.meta({ id: "TaxBenefitResult" }),
  ),
  pmay: calculator("pmay", pmayQuerySchema, pmayResultSchema.meta({ id: "PmayResult" })),
  "cost-of-buying": calculator(
    "cost-of-buying",
    costOfBuyingQuerySchema,
    costOfBuyingResultSchema.meta({ id: "CostOfBuyingResult" }),
    costOfBuyingRefusal,
  ),
};

export function isCalculatorName(name: string): name is CalculatorName {
  return (CALCULATOR_NAMES as readonly string[]).includes(name);
}

/**
 * Parses a query with the calculator's schema, then its refusal: its input, or the field messages.
 * Never throws. A page's loader sends this, and the page computes from it (compute.ts).
 */
export function parseCalculatorInput<N extends CalculatorName>(
  name: N,
  source: QuerySource,
): CalculatorOutcome<CalculatorInput<N>> {
  const c = CALCULATORS[name] as unknown as Calculator<z.ZodType, CalculatorResult<N>>;
  const parsed = parseQuery(c.query, c.fields, source);
  if (!parsed.ok) return parsed;
  return c.refuse?.(parsed.data) ?? (parsed as CalculatorOutcome<CalculatorInput<N>>);
}

/** Parses a query and computes: the answer, or the refusal. Never throws. */
export function runCalculator<N extends CalculatorName>(
  name: N,
  source: QuerySource,
): CalculatorOutcome<CalculatorResult<N>> {
  const c = CALCULATORS[name] as unknown as Calculator<z.ZodType, CalculatorResult<N>>;
  const parsed = parseCalculatorInput(name, source);
  if (!parsed.ok) return parsed;
  return { ok: true, data: c.compute(parsed.data) };
}
