// The worked example of docs/product/offers.md "Matching", shared by the offers' tests.

import type { OfferInputs } from "./inputs.ts";
import type { Lender } from "./match.ts";
import type { OfferPolicy } from "./policy.ts";

/** ₹30,00,000 over 240 months on a ₹40,00,000 property, ₹1,20,000 a month, ₹10,000 of EMIs. */
export const WORKED_INPUTS: OfferInputs = {
  loan_amount: 3_000_000,
  tenure_months: 240,
  property_value: 4_000_000,
  monthly_income: 120_000,
  existing_emis: 10_000,
  credit_score_band: "750-799",
  age: 35,
  employment: "salaried",
};

/** Lender A's policy: 8.50 % for 750-799 and ₹10,000 of fees in all; nothing else in the way. */
export function policy(overrides: Partial<OfferPolicy> = {}): OfferPolicy {
  return {
    rates: {
      "800+": 8.4,
      "750-799": 8.5,
      "700-749": 9,
      "650-699": 9.75,
      "below-650": null,
      "no-history": null,
    },
    min_monthly_income: 25_000,
    max_foir_percent: 60,
    max_ltv_percent: 90,
    min_loan: 500_000,
    max_loan: 50_000_000,
    max_tenure_months: 360,
    max_age_at_maturity: 70,
    employment: ["salaried", "self-employed-professional"],
    processing_fee_percent: 0.25,
    processing_fee_min: 5_000,
    processing_fee_max: 5_000,
    other_charges: 5_000,
    penal_charges: "2% a month on the overdue amount.",
    kfs_url: "https://bank.example.in/home-loan/kfs.pdf",
    ...overrides,
  };
}

export function lender(bank: string, overrides: Partial<OfferPolicy> = {}): Lender {
  return { bank, bank_name: `Lender ${bank.toUpperCase()}`, policy: policy(overrides) };
}

/** A policy's rates with one band changed. */
export function ratesWith(band: keyof OfferPolicy["rates"], rate: number | null) {
  return { ...policy().rates, [band]: rate };
}
