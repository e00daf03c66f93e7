// How much can I borrow (docs/product/calculators.md "eligibility"): the smaller of what the income
// repays (FOIR) and what RBI's loan-to-value caps allow on the property.

export interface EligibilityInput {
  monthly_income: number;
  existing_emis: number;
  rate: number;
  years: number;
  foir: number;
  property_value?: number | undefined;
}

export interface EligibilityResult {
  max_emi: number;
  loan_by_income: number;
  loan_by_value: number | null;
  max_loan: number;
  limited_by: "income" | "property_value";
  ltv_percent: number | null;
  down_payment: number | null;
}

/** RBI's LTV cap (% of the property's value) for a loan of this size. */
export function ltvPercent(loan: number): 90 | 80 | 75 {
  if (loan <= 3_000_000) return 90;
  if (loan <= 7_500_000) return 80;
  return 75;
}

const floorThousand = (n: number) => Math.max(0, Math.floor(n / 1000) * 1000);

/**
 * The largest loan L (whole ₹1,000) with L ≤ LTV(L) × value. Each band's best is the smaller of
 * its ceiling and its cap × value, valid only if it lies inside the band; the largest valid one
 * wins. Rounding down stays valid: a smaller loan only ever meets a higher cap.
 */
export function loanByValue(propertyValue: number): number {
  const candidates = [Math.min(3_000_000, (propertyValue * 90) / 100)];
  const band2 = Math.min(7_500_000, (propertyValue * 80) / 100);
  if (band2 > 3_000_000) candidates.push(band2);
  const band3 = (propertyValue * 75) / 100;
  if (band3 > 7_500_000) candidates.push(band3);
  return floorThousand(Math.max(...candidates));
}

/** The loan an EMI repays at `rate` % a year over `months` (the EMI formula solved for P). */
export function loanForEmi(emi: number, rate: number, months: number): number {
  if (emi <= 0 || months < 1) return 0;
  const r = rate / 1200;
  if (r === 0) return emi * months;
  return (emi * -Math.expm1(-months * Math.log1p(r))) / r;
}

export function eligibilityCalculator(input: EligibilityInput): EligibilityResult {
  const maxEmi = Math.max(
    0,
    Math.round((input.monthly_income * input.foir) / 100 - input.existing_emis),
  );
  const byIncome = floorThousand(loanForEmi(maxEmi, input.rate, Math.round(input.years * 12)));
  const hasProperty = input.property_value !== undefined;
  const byValue = hasProperty ? loanByValue(input.property_value as number) : null;
  const maxLoan = byValue === null ? byIncome : Math.min(byIncome, byValue);
  return {
    max_emi: maxEmi,
    loan_by_income: byIncome,
    loan_by_value: byValue,
    max_loan: maxLoan,
    limited_by: byValue !== null && byValue < byIncome ? "property_value" : "income",
    ltv_percent: hasProperty ? ltvPercent(maxLoan) : null,
    down_payment: hasProperty ? Math.round((input.property_value as number) - maxLoan) : null,
  };
}
