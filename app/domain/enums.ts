// Enumerations shared by the browser, the server and the tests. The string values are part of the
// public contract (form control values, JSON payloads, URLs), so they are copied verbatim from
// docs/product/forms.md — including quirks such as "3months+" and the lowercase "i'm".

export const LOAN_PURPOSES = ["i'm refinancing", "i'm buying", "i'm building"] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

export const PROPERTY_USES = ["to live in", "an investment"] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number];

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

export const WHEN_TO_BUY = ["now", "within 3 months", "3months+"] as const;
export type WhenToBuy = (typeof WHEN_TO_BUY)[number];

export const APPLICANT_TYPES = ["justMe", "mePlusOne"] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export const RELATIONSHIP_STATUSES_SINGLE_APPLICANT = ["single", "in a relationship"] as const;
export const RELATIONSHIP_STATUSES_TWO_APPLICANTS = [
  "single",
  "in a relationship with second borrower",
  "in a relationship but not with second borrower",
] as const;
export type RelationshipStatus =
  | (typeof RELATIONSHIP_STATUSES_SINGLE_APPLICANT)[number]
  | (typeof RELATIONSHIP_STATUSES_TWO_APPLICANTS)[number];

export const SECOND_BORROWER_STATUSES = ["single", "in a relationship"] as const;
export type SecondBorrowerStatus = (typeof SECOND_BORROWER_STATUSES)[number];

export const COMPANY_TYPES = ["Private", "Govt", "MNC", "PSU", "Others"] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const DEPENDENTS = [1, 2, 3, 4, 5, 6] as const;
export type Dependents = (typeof DEPENDENTS)[number];

export const LEAD_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The site's languages (docs/product/pages.md "Hindi"): English at today's paths, Hindi under /hi.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

export const ROLES = ["customer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const BANK_SLUGS = [
  "sbi",
  "hdfc",
  "icici",
  "axis",
  "kotak",
  "pnb",
  "yesbank",
  "boi",
  "indusind",
  "idfc",
] as const;
export type BankSlug = (typeof BANK_SLUGS)[number];

// The five banks of the navigation dropdown and of the calculator defaults (docs/product/pages.md
// and docs/product/calculators.md).
export const MAIN_BANK_SLUGS = ["sbi", "hdfc", "icici", "axis", "pnb"] as const;
export type MainBankSlug = (typeof MAIN_BANK_SLUGS)[number];

export function isBankSlug(value: string): value is BankSlug {
  return (BANK_SLUGS as readonly string[]).includes(value);
}

export const CITIES = [
  "Kolkata",
  "Mumbai",
  "Hyderabad",
  "Chennai",
  "Pune",
  "Bangalore",
  "Delhi",
] as const;
export type City = (typeof CITIES)[number];

/**
 * URL segment of a city: /loan/{bank}/projects/{city lowercase} (docs/product/pages.md "Approved
 * projects").
 */
export function citySlug(city: City | string): string {
  return city.toLowerCase();
}

/** Inverse of citySlug; case-insensitive so that /projects/Mumbai still resolves. */
export function cityFromSlug(slug: string): City | undefined {
  const wanted = slug.trim().toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === wanted);
}

export const DEFAULT_CALCULATOR_RATES: Record<MainBankSlug, number> = {
  sbi: 7.5,
  hdfc: 7,
  icici: 7.25,
  axis: 6.8,
  pnb: 8.5,
};
/**
 * Rate used by a calculator when the bank has no default of its own (docs/product/calculators.md).
 */
export const FALLBACK_CALCULATOR_RATE = 6.5;
/**
 * Rate of the eligibility check when the wizard was not opened from a bank (docs/product/forms.md
 * "The result rule").
 */
export const DEFAULT_WIZARD_INTEREST_RATE = 9;

export const LOAN_TYPES = [
  "Home Loan",
  "Loan Against Property",
  "Re-finance",
  "Commercial Loan",
  "Construction Loan",
] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** "Loan Against Property" → "loan-against-property"; used in ?loanType= links. */
export function loanTypeSlug(name: LoanType | string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function loanTypeFromSlug(slug: string): LoanType | undefined {
  const wanted = slug.trim().toLowerCase();
  return LOAN_TYPES.find((name) => loanTypeSlug(name) === wanted);
}

/** Version of the privacy notice at /privacy; stored with each lead as proof of what was agreed. */
export const CONSENT_NOTICE_VERSION = "2026-11-01";
