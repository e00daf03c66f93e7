// Loan arithmetic shared by the calculators, the loan breakdown panel and the eligibility check.
// Everything here is pure and total: bad input gives zeros or null, never NaN or Infinity, because
// these figures are rendered straight into the page.

/**
 * Reads an amount typed by a person: "25,00,000", "₹ 10,00,000.50", " 7.5 % ".
 * Keeps digits and the first decimal point (docs/product/calculators.md "a string stripped of
 * non-numeric characters"); a minus sign is dropped too, since no amount on this site is negative.
 * Returns null when nothing numeric is left.
 */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  let seenPoint = false;
  let cleaned = "";
  for (const ch of value) {
    if (ch >= "0" && ch <= "9") cleaned += ch;
    else if (ch === "." && !seenPoint) {
      seenPoint = true;
      cleaned += ch;
    }
  }
  if (!/\d/.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Equated monthly instalment: P·r·(1+r)^n / ((1+r)^n − 1) with r = annual rate / 1200.
 * Computed in the algebraically equal form P·r / (1 − (1+r)^−n) with expm1/log1p, which stays
 * accurate for tiny rates and does not overflow to Infinity/Infinity for huge ones.
 * Unrounded. A zero rate means an interest-free loan: principal / months.
 * Returns 0 for inputs outside the domain (months < 1, negative or non-finite values).
 */
export function calculateEmi(principal: number, annualRatePercent: number, months: number): number {
  if (
    !Number.isFinite(principal) ||
    !Number.isFinite(annualRatePercent) ||
    !Number.isFinite(months) ||
    principal <= 0 ||
    annualRatePercent < 0 ||
    months < 1
  ) {
    return 0;
  }
  const r = annualRatePercent / 1200;
  if (r === 0) return principal / months;
  const denominator = -Math.expm1(-months * Math.log1p(r));
  const emi = (principal * r) / denominator;
  return Number.isFinite(emi) ? emi : 0;
}

export interface LoanBreakdownInput {
  principal: number | string;
  annualRate: number | string;
  years: number | string;
}

export interface LoanBreakdown {
  principal: number;
  emi: number;
  totalAmount: number;
  totalInterest: number;
  months: number;
}

const ZERO_BREAKDOWN: LoanBreakdown = {
  principal: 0,
  emi: 0,
  totalAmount: 0,
  totalInterest: 0,
  months: 0,
};

/**
 * docs/product/calculators.md "Loan breakdown" loan breakdown: months = years × 12, total = EMI ×
 * months, interest = total − principal, all in whole rupees. Interest is derived from the rounded
 * total and principal so that the figures shown side by side always add up (principal + interest =
 * total). Empty, unreadable, zero or negative principal/years give all zeros (the panel shows ₹0
 * while the user is still typing). A rate of 0 is a valid interest-free loan, an empty rate is not.
 */
export function loanBreakdown(input: LoanBreakdownInput): LoanBreakdown {
  const principal = parseAmount(input.principal);
  const rate = parseAmount(input.annualRate);
  const years = parseAmount(input.years);
  if (principal === null || rate === null || years === null) return { ...ZERO_BREAKDOWN };
  const months = Math.round(years * 12);
  if (principal <= 0 || months < 1) return { ...ZERO_BREAKDOWN };
  const emi = calculateEmi(principal, rate, months);
  const total = Math.round(emi * months);
  const roundedPrincipal = Math.round(principal);
  const result: LoanBreakdown = {
    principal: roundedPrincipal,
    emi: Math.round(emi),
    totalAmount: total,
    totalInterest: Math.max(0, total - roundedPrincipal),
    months,
  };
  const allFinite = Object.values(result).every(
    (n) => Number.isFinite(n) && Number.isSafeInteger(n),
  );
  return allFinite ? result : { ...ZERO_BREAKDOWN };
}
