// The answers behind the fair-offers snapshot page (docs/product/offers.md "Snapshots") that the
// Lighthouse budgets measure (scripts/lighthouse.mjs) and the e2e tests load
// (tests/e2e/offers.test.ts): the same every time, so each run makes the same page; one lender,
// Kotak, does not match their 300-month tenure.
export const SNAPSHOT_INPUTS = Object.freeze({
  loan_amount: 2_500_000,
  tenure_months: 300,
  property_value: 5_000_000,
  monthly_income: 100_000,
  existing_emis: 0,
  credit_score_band: "750-799",
  age: 35,
  employment: "salaried",
});
