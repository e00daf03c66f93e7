// Structure of the home page (docs/product/pages.md "Home page sections" and "Loan showcase", "Text
// facts"): which slides, loan types, fees, steps and questions there are, and the figures that are
// not words. Their text, in both languages, is in the "home" catalogue (app/i18n/en/home.ts and
// hi/home.ts) and reaches the page through its loader data, not through this module.

import { LOAN_TYPES, type LoanType, loanTypeSlug } from "../domain/enums.ts";

export const HERO = {
  /** docs/product/pages.md: 'from 7.35 per annum' by default. */
  rateFrom: "7.35",
} as const;

export type HeroSlideId = "homes" | "keys" | "family" | "city";

export interface HeroSlide {
  id: HeroSlideId;
  src: string;
}

// Drawn in public/images/hero/ at 640 × 480 so the slot never shifts.
export const HERO_IMAGE_SIZE = { width: 640, height: 480 } as const;

export const HERO_SLIDES: readonly HeroSlide[] = [
  { id: "homes", src: "/images/hero/homes.svg" },
  { id: "keys", src: "/images/hero/keys.svg" },
  { id: "family", src: "/images/hero/family.svg" },
  { id: "city", src: "/images/hero/city.svg" },
];

export type LoanFeeId =
  | "application"
  | "transfer"
  | "processing"
  | "exit"
  | "earlyRepay"
  | "account";

export interface LoanFee {
  id: LoanFeeId;
  /** true: the bank charges it; false: waived on loans arranged through us. */
  charged: boolean;
}

// docs/product/pages.md: only Processing Fees are charged; every other fee is shown as waived.
export const LOAN_FEES: readonly LoanFee[] = [
  { id: "application", charged: false },
  { id: "transfer", charged: false },
  { id: "processing", charged: true },
  { id: "exit", charged: false },
  { id: "earlyRepay", charged: false },
  { id: "account", charged: false },
];

export type LoanTypeId = "home" | "lap" | "refinance" | "commercial" | "construction";

export interface LoanTypeContent {
  name: LoanType;
  slug: string;
  /** The loan type's messages: home.loan.<id>.title, .subtitle, .rate, … */
  id: LoanTypeId;
}

const LOAN_TYPE_IDS: Record<LoanType, LoanTypeId> = {
  "Home Loan": "home",
  "Loan Against Property": "lap",
  "Re-finance": "refinance",
  "Commercial Loan": "commercial",
  "Construction Loan": "construction",
};

export const LOAN_TYPE_CONTENT: readonly LoanTypeContent[] = LOAN_TYPES.map((name) => ({
  name,
  slug: loanTypeSlug(name),
  id: LOAN_TYPE_IDS[name],
}));

/** Each loan type lists four key features (home.loan.<id>.feature1 … feature4). */
export const LOAN_FEATURES = ["feature1", "feature2", "feature3", "feature4"] as const;

/** docs/product/pages.md: the 'Be Rewarded' counter animates to 0.3 (percent) over 5 s. */
export const REWARD = { target: 0.3, durationMs: 5000 } as const;

export const FOUR_STEPS = ["apply", "preApproved", "choose", "funded"] as const;

export const WHY_CHOOSE_US = [
  { id: "fast", href: "/eligibility-form" },
  { id: "rates", href: "#compare" },
  { id: "support", href: "#contact" },
] as const;

/**
 * docs/product/pages.md "Other blocks": the five-step service explainer; step 3 carries the site's
 * phone number.
 */
export const SERVICE_STEPS = ["explore", "register", "inquiry", "assistance", "approval"] as const;

// docs/product/pages.md "Text facts". The EMI example (₹18,935 for ₹25 lakh at 6.70% over 20 years)
// is checked against the domain EMI function in tests/e2e/home.test.ts.
export const EMI_EXAMPLE = { principal: 2_500_000, rate: 6.7, years: 20, emi: 18_935 } as const;

/** The twelve questions of the FAQ: home.faq.<n>.q and home.faq.<n>.a. */
export const HOME_FAQS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
