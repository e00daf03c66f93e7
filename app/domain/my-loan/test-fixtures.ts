// The worked loan of docs/product/my-loan.md "The outlook": its figures as the outlook and the
// charts read them, and as a borrower saves it (the body of POST /api/my-loans without the mobile
// and its proof), shared by the my-loan and backups tests.

import type { LoanTerms } from "./outlook.ts";

export const WORKED_LOAN = {
  rate_type: "repo",
  current_rate: 8.15,
  last_reset_on: "2026-10-01",
  reset_every_months: 3,
  outstanding: 3_000_000,
  remaining_months: 216,
  emi: null,
} as const satisfies LoanTerms;

const { emi: _none, ...figures } = WORKED_LOAN;

export const WORKED_SAVED_LOAN = {
  bank: "sbi",
  ...figures,
  language: "en",
  consent: true,
} as const;
