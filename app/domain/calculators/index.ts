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

function calculator<S extends z.ZodType, R>(c: Calculator<S, R>): Calculator<S, R> {
  return c;
}

// The results' ids name them in the API's document (routes/+shared/contracts/calculators.ts).
export const CALCULATORS = {
  emi: calculator({
    query: emiQuerySchema,
    result: emiResultSchema.meta({ id: "EmiResult" }),
    fields: CALCULATOR_FIELDS.emi,
    compute: CALCULATOR_COMPUTE.emi,
  }),
  eligibility: calculator({
    query: eligibilityQuerySchema,
    result: eligibilityResultSchema.meta({ id: "EligibilityCalculatorResult" }),
    fields: CALCULATOR_FIELDS.eligibility,
    compute: CALCULATOR_COMPUTE.eligibility,
  }),
  prepayment: calculator({
    query: prepaymentQuerySchema,
    result: prepaymentResultSchema.meta({ id: "PrepaymentResult" }),
    fields: CALCULATOR_FIELDS.prepayment,
    compute: CALCULATOR_COMPUTE.prepayment,
  }),
  "balance-transfer": calculator({
    query: balanceTransferQuerySchema,
    result: balanceTransferResultSchema.meta({ id: "BalanceTransferResult" }),
    fields: CALCULATOR_FIELDS["balance-transfer"],
    compute: CALCULATOR_COMPUTE["balance-transfer"],
  }),
  "tax-benefit": calculator({
    query: taxBenefitQuerySchema,
    result: taxBenefitResultSchema.meta({ id: "TaxBenefitResult" }),
    fields: CALCULATOR_FIELDS["tax-benefit"],
    compute: CALCULATOR_COMPUTE["tax-benefit"],
  }),
  pmay: calculator({
    query: pmayQuerySchema,
    result: pmayResultSchema.meta({ id: "PmayResult" }),
    fields: CALCULATOR_FIELDS.pmay,
    compute: CALCULATOR_COMPUTE.pmay,
  }),
  "cost-of-buying": calculator({
    query: costOfBuyingQuerySchema,
    result: costOfBuyingResultSchema.meta({ id: "CostOfBuyingResult" }),
    fields: CALCULATOR_FIELDS["cost-of-buying"],
    compute: CALCULATOR_COMPUTE["cost-of-buying"],
    refuse: costOfBuyingRefusal,
  }),
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
