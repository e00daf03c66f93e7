// The PMAY-U 2.0 interest subsidy check (docs/product/calculators.md "pmay"): whether a home loan
// can get the scheme's 4% subsidy, the household's income category and every reason it cannot.
// The scheme's limits are the Ministry of Housing and Urban Affairs' (https://pmay-urban.gov.in),
// for loans sanctioned from 1 September 2024. The eligibility wizard asks the same limits of its
// answers (pmayCandidate), so the hint on its result and the lead's flag follow the same rules.

export const PMAY_CATEGORIES = ["EWS", "LIG", "MIG"] as const;
export type PmayCategory = (typeof PMAY_CATEGORIES)[number];

/** Every reason a loan misses the subsidy, in the order the page lists them. */
export const PMAY_REASONS = [
  "income_above_9_lakh",
  "property_value_above_35_lakh",
  "loan_above_25_lakh",
  "carpet_area_above_120",
  "owns_pucca_house",
  "prior_housing_benefit",
  "not_urban",
  "sanctioned_before_2024_09_01",
] as const;
export type PmayReason = (typeof PMAY_REASONS)[number];

/** The scheme's limits: each one is met at its value and missed one rupee (or m²) above it. */
export const PMAY_LIMITS = {
  /** Household income a year: EWS up to ₹3,00,000, LIG up to ₹6,00,000, MIG up to ₹9,00,000. */
  ewsIncomeMax: 300_000,
  ligIncomeMax: 600_000,
  migIncomeMax: 900_000,
  propertyValueMax: 3_500_000,
  loanMax: 2_500_000,
  carpetAreaMax: 120,
  /** The first day a sanctioned loan counts (ISO date). */
  sanctionedFrom: "2024-09-01",
  /** The part of the loan the subsidy is worked out on. */
  subsidisedLoanMax: 800_000,
} as const;

/** The subsidy's terms, the same for every eligible loan. */
export const PMAY_SUBSIDY = {
  subsidy_rate_percent: 4,
  max_tenure_years: 12,
  max_benefit: 180_000,
  instalments: 5,
} as const;

export type YesNo = "yes" | "no";

export interface PmayInput {
  household_income: number;
  property_value: number;
  loan_amount: number;
  carpet_area_sqm: number;
  owns_pucca_house: YesNo;
  prior_housing_benefit: YesNo;
  urban: YesNo;
  /** YYYY-MM-DD. */
  sanctioned_on: string;
}

export interface PmayResult {
  eligible: boolean;
  category: PmayCategory | null;
  reasons: PmayReason[];
  subsidised_loan: number;
  subsidy_rate_percent: 4;
  max_tenure_years: 12;
  max_benefit: 180_000;
  instalments: 5;
}

/** The income category of a household's yearly income; null above ₹9,00,000. */
export function pmayCategory(householdIncome: number): PmayCategory | null {
  if (householdIncome <= PMAY_LIMITS.ewsIncomeMax) return "EWS";
  if (householdIncome <= PMAY_LIMITS.ligIncomeMax) return "LIG";
  if (householdIncome <= PMAY_LIMITS.migIncomeMax) return "MIG";
  return null;
}

/** Every reason the loan misses the subsidy (none: it qualifies). */
export function pmayReasons(input: PmayInput): PmayReason[] {
  const misses: Record<PmayReason, boolean> = {
    income_above_9_lakh: input.household_income > PMAY_LIMITS.migIncomeMax,
    property_value_above_35_lakh: input.property_value > PMAY_LIMITS.propertyValueMax,
    loan_above_25_lakh: input.loan_amount > PMAY_LIMITS.loanMax,
    carpet_area_above_120: input.carpet_area_sqm > PMAY_LIMITS.carpetAreaMax,
    owns_pucca_house: input.owns_pucca_house === "yes",
    prior_housing_benefit: input.prior_housing_benefit === "yes",
    not_urban: input.urban === "no",
    // ISO dates compare as text.
    sanctioned_before_2024_09_01: input.sanctioned_on < PMAY_LIMITS.sanctionedFrom,
  };
  return PMAY_REASONS.filter((reason) => misses[reason]);
}

export function pmayCalculator(input: PmayInput): PmayResult {
  const reasons = pmayReasons(input);
  const eligible = reasons.length === 0;
  return {
    eligible,
    category: pmayCategory(input.household_income),
    reasons,
    subsidised_loan: eligible
      ? Math.round(Math.min(input.loan_amount, PMAY_LIMITS.subsidisedLoanMax))
      : 0,
    ...PMAY_SUBSIDY,
  };
}

/**
 * What the eligibility wizard knows of the scheme's limits (docs/product/calculators.md "pmay",
 * "The wizard's hint"): the household's yearly income, the property's worth and the loan within
 * them, and a home bought or built (not a refinance). The wizard does not ask the carpet area, the
 * sanction date or about other homes, so this says "may qualify", never "qualifies".
 */
export function pmayCandidate(answers: {
  household_income: number;
  property_worth: number;
  borrow_amount: number;
  buying_or_building: boolean;
}): boolean {
  return (
    answers.buying_or_building &&
    answers.household_income <= PMAY_LIMITS.migIncomeMax &&
    answers.property_worth <= PMAY_LIMITS.propertyValueMax &&
    answers.borrow_amount <= PMAY_LIMITS.loanMax
  );
}
