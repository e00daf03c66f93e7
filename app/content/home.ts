// Text of the home page (SPEC.md 1, 2 "Home page sections" and 9 "Loan showcase", "Text facts").
// Plain data so that copy edits never touch component code. Figures are indicative ranges across
// partner banks and say so (DECISIONS.md 2).

import { LOAN_TYPES, type LoanType, loanTypeSlug } from "../domain/enums.ts";

/** When the showcase figures below were last checked; shown beside them. */
export const SHOWCASE_AS_OF = "November 2026";

export const HERO = {
  eyebrow: "Home loans from India's leading banks",
  headline: "Find the right home loan, without the runaround",
  lead: "Compare offers from ten banks, work out your EMI and check your eligibility in about 10 minutes. Approval can come in as little as 24 hours.",
  /** SPEC.md 2: 'from 7.35 per annum' by default. */
  rateFrom: "7.35",
  rateNote: "Fixed and variable (floating) rate options available.",
} as const;

export interface HeroSlide {
  src: string;
  alt: string;
  caption: string;
}

// Drawn in public/images/hero/ at 640 × 480 so the slot never shifts.
export const HERO_IMAGE_SIZE = { width: 640, height: 480 } as const;

export const HERO_SLIDES: HeroSlide[] = [
  {
    src: "/images/hero/homes.svg",
    alt: "A row of three colourful houses with gardens",
    caption: "Buy the home you have been saving for",
  },
  {
    src: "/images/hero/keys.svg",
    alt: "A house key and a house-shaped key tag on a key ring",
    caption: "Move in sooner with a quick approval",
  },
  {
    src: "/images/hero/family.svg",
    alt: "A family of four standing in front of their new home",
    caption: "Plan an EMI that fits your family's budget",
  },
  {
    src: "/images/hero/city.svg",
    alt: "A city skyline of apartment towers at dusk",
    caption: "Approved projects in seven cities",
  },
];

export interface LoanFee {
  name: string;
  /** true: the bank charges it; false: waived on loans arranged through us. */
  charged: boolean;
}

// SPEC.md 9: only Processing Fees are charged; every other fee is shown as waived.
export const LOAN_FEES: LoanFee[] = [
  { name: "Application Fees", charged: false },
  { name: "Transfer Fees", charged: false },
  { name: "Processing Fees", charged: true },
  { name: "Exit Fees", charged: false },
  { name: "Early Repay Fees", charged: false },
  { name: "Account Fees", charged: false },
];
export const LOAN_FEES_NOTE = "LMI premium may apply in certain circumstances.";

export interface LoanTypeContent {
  name: LoanType;
  slug: string;
  title: string;
  subtitle: string;
  details: { rate: string; tenure: string; maxAmount: string };
  features: string[];
}

const commercialDetails = {
  rate: "9.5% – 12.0%",
  tenure: "Up to 20 years",
  maxAmount: "₹10 Crore+",
};

const LOAN_TYPE_TEXT: Record<LoanType, Omit<LoanTypeContent, "name" | "slug">> = {
  "Home Loan": {
    title: "Home Loan",
    subtitle: "Buy a ready or under-construction home with a loan of up to 90% of its value.",
    details: { rate: "8.5% – 10.2%", tenure: "Up to 30 years", maxAmount: "₹2 Crore+" },
    features: [
      "Up to 90% of the property value",
      "Fixed and floating rate options",
      "Tax deductions of up to ₹2 lakh on interest and ₹1.5 lakh on principal",
      "No charge for part payment on floating-rate loans",
    ],
  },
  "Loan Against Property": {
    title: "Loan Against Property",
    subtitle: "Unlock the value of a home or shop you own for business or personal needs.",
    details: { rate: "9.0% – 11.5%", tenure: "Up to 15 years", maxAmount: "₹5 Crore+" },
    features: [
      "Up to 70% of the property value",
      "Residential and commercial property accepted",
      "Lower rates than a personal loan",
      "Use the money for business, education or a wedding",
    ],
  },
  "Re-finance": {
    title: "Re-finance",
    subtitle: "Move your existing home loan to a bank with a lower rate and cut your EMI.",
    details: {
      rate: "8.0% – 9.5%",
      tenure: "Remaining loan term",
      maxAmount: "Outstanding balance",
    },
    features: [
      "Balance transfer of your outstanding loan",
      "Optional top-up loan on the same property",
      "We compare the savings before you switch",
      "Help with the paperwork at both banks",
    ],
  },
  "Commercial Loan": {
    title: "Commercial Loan",
    subtitle: "Buy an office, shop or warehouse for your business.",
    details: commercialDetails,
    features: [
      "For offices, shops, clinics and warehouses",
      "Longer tenures than a business loan",
      "Rental income can count towards eligibility",
      "Dedicated relationship manager",
    ],
  },
  // SPEC.md 9: Construction reuses the Commercial figures.
  "Construction Loan": {
    title: "Construction Loan",
    subtitle: "Build on a plot you own, with money released as construction progresses.",
    details: commercialDetails,
    features: [
      "Disbursed in stages as the work progresses",
      "Interest only on the amount released",
      "Plot plus construction loans available",
      "Site inspections arranged with the bank",
    ],
  },
};

export const LOAN_TYPE_CONTENT: LoanTypeContent[] = LOAN_TYPES.map((name) => ({
  name,
  slug: loanTypeSlug(name),
  ...LOAN_TYPE_TEXT[name],
}));

/** SPEC.md 4: the 'Be Rewarded' counter animates to 0.3 (percent) over 5 s. */
export const REWARD = {
  target: 0.3,
  durationMs: 5000,
  text: "Lower rate for a CIBIL score of 750 or more (indicative; at the bank's discretion).",
} as const;

export const FOUR_STEPS = [
  {
    title: "Apply Online",
    text: "Tell us about the home and your income. It takes about 10 minutes and costs nothing.",
  },
  {
    title: "Get Pre-Approved",
    text: "See at once whether you are likely to qualify and what your EMI would be.",
  },
  {
    title: "Choose Your Loan",
    text: "Compare rates, fees and terms from our partner banks and pick the one that suits you.",
  },
  {
    title: "Get Funded",
    text: "We help with the documents until the bank approves and disburses the loan, often within 24 hours.",
  },
] as const;

export const WHY_CHOOSE_US = [
  {
    title: "Fast Approval",
    text: "A complete application can be approved in as little as 24 hours.",
    action: { label: "Apply Now", href: "/eligibility-form" },
  },
  {
    title: "Competitive Rates",
    text: "Side-by-side rates and fees from ten banks, with the date each figure was checked.",
    action: { label: "Check Rates", href: "#compare" },
  },
  {
    title: "Expert Support",
    text: "Our loan advisers answer your questions by phone, email or WhatsApp, at no charge.",
    action: { label: "Get Help", href: "#contact" },
  },
] as const;

/** SPEC.md 1: the five-step service explainer. `{phone}` is replaced by the site's phone link. */
export const SERVICE_STEPS = [
  {
    title: "Explore & Compare",
    text: "Compare home loans from leading banks on interest rates, repayment flexibility and benefits.",
  },
  {
    title: "Register",
    text: "Create a free account with a few basic personal and financial details.",
  },
  {
    title: "Submit Inquiry",
    text: "Fill in the inquiry form with the loan amount, tenure and your preferred banks, or call us on {phone}.",
  },
  {
    title: "Get Assistance",
    text: "Our team calls you to review your details, clear your doubts and recommend the loan options that fit.",
  },
  {
    title: "Application & Approval",
    text: "We help you gather the documents, submit the application and coordinate with the bank for a quick approval and disbursement.",
  },
] as const;

export interface Faq {
  question: string;
  answer: string;
}

// SPEC.md 9 "Text facts". The EMI example (₹18,935 for ₹25 lakh at 6.70% over 20 years) is checked
// against the domain EMI function in tests/e2e/home.test.ts.
export const EMI_EXAMPLE = { principal: 2_500_000, rate: 6.7, years: 20, emi: 18_935 } as const;

export const HOME_FAQS: Faq[] = [
  {
    question: "What is an EMI and how is it calculated?",
    answer:
      "An EMI (equated monthly instalment) is the fixed amount you pay the bank each month until the loan is repaid. It depends on the loan amount, the interest rate and the tenure. For example, a ₹25 lakh loan at 6.70% a year over 20 years has an EMI of about ₹18,935. Use the calculator on this page to try your own figures.",
  },
  {
    question: "How much home loan can I get on my salary?",
    answer:
      "Banks typically lend 60 to 80 times your net monthly salary, as long as all your EMIs together stay within about half of your monthly income. Your age, other loans and credit score also count.",
  },
  {
    question: "What CIBIL score do I need for a home loan?",
    answer:
      "CIBIL scores range from 300 to 900. Most banks prefer a score of 750 or more, and a higher score can get you a lower interest rate. You can still apply with a lower score, but the choice of banks may be narrower.",
  },
  {
    question: "What tax benefits does a home loan give me?",
    answer:
      "Under the old tax regime you can claim a deduction of up to ₹2 lakh a year on the interest paid (Section 24(b)) and up to ₹1.5 lakh a year on the principal repaid (Section 80C) for a self-occupied home.",
  },
  {
    question: "Should I choose a fixed or a floating interest rate?",
    answer:
      "A fixed rate keeps your EMI the same for the fixed period, which makes budgeting easy. A floating rate moves with the bank's benchmark rate: it is usually lower at the start, and banks do not charge individuals for prepaying a floating-rate home loan.",
  },
  {
    question: "How much of the property's value will the bank finance?",
    answer:
      "Up to 90% of the property value for loans up to ₹30 lakh, 80% up to ₹75 lakh and 75% above that, as set by the Reserve Bank of India. You pay the rest, plus stamp duty and registration, as the down payment.",
  },
  {
    question: "How long does approval take?",
    answer:
      "Checking your eligibility here takes about 10 minutes. Once the bank has your complete documents, approval can come in as little as 24 hours; disbursement follows the property checks.",
  },
  {
    question: "Which documents will I need?",
    answer:
      "Proof of identity and address (PAN and Aadhaar), income proof (salary slips and Form 16, or income tax returns if self-employed), six months of bank statements and the property papers. Each bank page lists its own checklist.",
  },
  {
    question: "Does GharSetu charge me a fee?",
    answer:
      "No. Comparing, checking eligibility and getting help from our advisers is free for borrowers. The bank charges its own processing fee, which we show on each bank's page.",
  },
  {
    question: "Can I prepay or close my home loan early?",
    answer:
      "Yes. Banks do not charge individuals a prepayment penalty on floating-rate home loans. For fixed-rate loans a charge may apply; check the prepayment charges on the bank's page.",
  },
  {
    question: "Can I apply with a co-applicant?",
    answer:
      "Yes. Adding an earning spouse or parent as co-applicant combines your incomes, which can raise the amount you can borrow, and both of you can claim the tax deductions.",
  },
  {
    question: "Will checking my eligibility affect my credit score?",
    answer:
      "No. Our eligibility check uses the figures you enter and does not pull your credit report. The bank checks your credit report only when you make a formal application.",
  },
];
