// Types for offer-snapshot.mjs, which the TypeScript tests share (tests/e2e/offers.test.ts).
export const SNAPSHOT_INPUTS: Readonly<{
  loan_amount: number;
  tenure_months: number;
  property_value: number;
  monthly_income: number;
  existing_emis: number;
  credit_score_band: string;
  age: number;
  employment: string;
}>;
