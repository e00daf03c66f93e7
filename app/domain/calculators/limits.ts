// The ranges the calculators accept (docs/product/calculators.md), apart from their zod schemas so
// that a page without the calculators' zod (the EMI widget of the home and bank pages) checks the
// same ranges: every EMI input on the site takes the same amounts, rates and tenures as
// /calculators/emi.

export const LIMITS = {
  amountMin: 10_000,
  amountMax: 100_000_000,
  rateMin: 0.1,
  rateMax: 25,
  yearsMin: 1,
  yearsMax: 30,
  monthsMin: 1,
  monthsMax: 360,
  foirMin: 10,
  foirMax: 70,
  /** Incomes, fees, rents: ₹0 to ₹100 crore, far above any real figure. */
  moneyMax: 1_000_000_000,
  /** A home's carpet area, m². */
  carpetAreaMax: 10_000,
} as const;
