import type { CalculatorResult } from "../../domain/calculators/compute.ts";
import type { CalculatorValues } from "./use-calculator.ts";

// The eligibility calculator hands what it knows to the /offers form (docs/product/offers.md
// "Pages"), as the wizard's result does. Only the eligibility page imports it.

/** Digits of an amount as typed ("1,00,000" → "100000"), or "". */
const rupees = (typed: string | undefined) =>
  (typed ?? "").split(".")[0].replace(/\D/g, "").replace(/^0+/, "");

/**
 * The /offers query: the income, the EMIs already paid, the property's value as typed,
 * loan_amount = max_loan and tenure_months = years × 12.
 */
export function eligibilityOffersQuery(
  result: Pick<CalculatorResult<"eligibility">, "max_loan">,
  values: CalculatorValues,
): string {
  const query = new URLSearchParams({ loan_amount: String(result.max_loan) });
  const income = rupees(values.monthly_income);
  const worth = rupees(values.property_value);
  const years = Number((values.years ?? "").trim());
  if (income) query.set("monthly_income", income);
  query.set("existing_emis", rupees(values.existing_emis) || "0");
  if (worth) query.set("property_value", worth);
  if (Number.isFinite(years) && years > 0) {
    query.set("tenure_months", String(Math.round(years * 12)));
  }
  return query.toString();
}
