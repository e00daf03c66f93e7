// The worked figures of docs/product/calculators.md, shared by the calculators' unit tests and the
// integration tests of their API, so both hold the calculators to the same numbers.

import type { CostOfBuyingResult } from "./cost-of-buying.ts";
import type { EligibilityResult } from "./eligibility.ts";
import type { PmayResult } from "./pmay.ts";
import type { PrepaymentResult } from "./prepayment.ts";
import type { TaxBenefitResult } from "./tax-benefit.ts";

/** ₹1,00,000 a month, ₹10,000 of EMIs, FOIR 50, 8.5 % for 20 years and a ₹40,00,000 home. */
export const ELIGIBILITY_BY_VALUE: EligibilityResult = {
  max_emi: 40_000,
  loan_by_income: 4_609_000,
  loan_by_value: 3_200_000,
  max_loan: 3_200_000,
  limited_by: "property_value",
  ltv_percent: 80,
  down_payment: 800_000,
};

/** ₹1,00,000 at 12 % over 12 months, ₹50,000 paid with the 6th instalment, the tenure reduced. */
export const PREPAYMENT_REDUCE_TENURE: PrepaymentResult = {
  emi_before: 8_885,
  emi_after: 8_885,
  months_before: 12,
  months_after: 7,
  interest_before: 6_619,
  interest_after: 4_817,
  interest_saved: 1_802,
  months_saved: 5,
};

/** A let-out home: ₹5,00,000 of interest, ₹2,00,000 of principal, ₹3,00,000 of rent, 20 % slab. */
export const TAX_BENEFIT_LET_OUT: TaxBenefitResult = {
  old_regime: {
    interest_deduction: 396_000,
    principal_deduction: 150_000,
    loss_carried_forward: 104_000,
    tax_saved: 113_568,
  },
  new_regime: {
    interest_deduction: 196_000,
    principal_deduction: 0,
    loss_carried_forward: 0,
    tax_saved: 40_768,
  },
  better: "old",
};

/** ₹50,00,000 under construction, not in a metro, 85 m², 6 % stamp duty and 1 % registration. */
export const COST_OF_BUYING_WORKED: CostOfBuyingResult = {
  gst_rate: 5,
  gst: 250_000,
  stamp_duty: 300_000,
  registration: 50_000,
  max_loan: 4_000_000,
  loan: 4_000_000,
  down_payment: 1_000_000,
  cash_needed: 1_600_000,
  total_cost: 5_600_000,
};

/** PMAY's worked example: eligible, MIG, ₹8,00,000 subsidised, up to ₹1,80,000. */
export const PMAY_WORKED: PmayResult = {
  eligible: true,
  category: "MIG",
  reasons: [],
  subsidised_loan: 800_000,
  subsidy_rate_percent: 4,
  max_tenure_years: 12,
  max_benefit: 180_000,
  instalments: 5,
};

/** PMAY's worked example as the query of the API and the page, leaving the yes/no fields out. */
export const PMAY_QUERY = {
  household_income: "7,20,000",
  property_value: "32,00,000",
  loan_amount: "24,00,000",
  carpet_area_sqm: "95",
  sanctioned_on: "2026-03-10",
};
