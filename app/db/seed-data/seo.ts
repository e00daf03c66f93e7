import { CITIES, citySlug } from "../../domain/enums.ts";
import { BANK_SEED } from "./banks.ts";
import type { SeoLocale } from "./seo-shapes.ts";
import { breadcrumbs, CONTEXT, calculatorPage, SITE, webPage } from "./seo-shapes.ts";
import type { SeoSeed } from "./types.ts";

/**
 * One SEO record per public page (docs/product/pages.md "SEO": titles, descriptions and JSON-LD are
 * in the server-rendered HTML, edited by admins). Titles stay within 60 characters and descriptions
 * within 160, the lengths search engines show. URLs inside schema_json are site paths
 * ("/loan/sbi"): the SEO module turns them into absolute URLs with the configured base URL when a
 * page is rendered, so the records do not depend on the host name.
 */

/** Short bank names keep "<bank> Approved Projects in <city> | GharSetu" within 60 characters. */
export const SHORT_NAMES: Record<string, string> = {
  sbi: "SBI",
  hdfc: "HDFC Bank",
  icici: "ICICI Bank",
  axis: "Axis Bank",
  kotak: "Kotak",
  pnb: "PNB",
  yesbank: "Yes Bank",
  boi: "Bank of India",
  indusind: "IndusInd",
  idfc: "IDFC FIRST",
};

const ORGANIZATION = {
  "@type": "FinancialService",
  "@id": "/#organization",
  name: SITE,
  url: "/",
  description:
    "Compare home loans from leading Indian banks, work out your EMI and check your eligibility.",
  areaServed: { "@type": "Country", name: "India" },
  currenciesAccepted: "INR",
};

const EN: SeoLocale = {
  path: (path) => path,
  homeCrumb: ["Home", "/"],
  calculatorsCrumb: "Calculators",
  browserRequirements: "Works in any browser, with or without JavaScript.",
};

const HOME: SeoSeed = {
  page: "home",
  path: "/",
  meta_title: `${SITE}: Compare Home Loans, EMI & Eligibility`,
  meta_description:
    "Compare home loan rates from SBI, HDFC, ICICI, Axis and more. Work out your EMI, check your eligibility in minutes and apply free.",
  schema_json: {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "WebSite",
        "@id": "/#website",
        url: "/",
        name: SITE,
        inLanguage: "en-IN",
        publisher: { "@id": "/#organization" },
      },
      ORGANIZATION,
    ],
  },
};

const BANK_PAGES: SeoSeed[] = BANK_SEED.map((bank) => {
  const short = SHORT_NAMES[bank.slug] ?? bank.name;
  const path = `/loan/${bank.slug}`;
  return {
    page: `loan-${bank.slug}`,
    path,
    meta_title: `${short} Home Loan: Rates, EMI & Eligibility | ${SITE}`,
    meta_description: `${bank.name} home loan from ${bank.interest_rate.split(/\s*[–-]\s*/)[0]} p.a. (indicative). Compare fees and tenure, work out your EMI and check eligibility.`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        {
          "@type": "LoanOrCredit",
          name: `${bank.name} Home Loan`,
          url: path,
          loanType: "Home loan",
          currency: "INR",
          provider: { "@type": "BankOrCreditUnion", name: bank.name },
          description: bank.purpose,
        },
        breadcrumbs([
          ["Home", "/"],
          [`${bank.name} Home Loan`, path],
        ]),
      ],
    },
  };
});

const PROJECTS: SeoSeed = {
  page: "projects",
  path: "/projects",
  meta_title: `Bank-Approved Housing Projects by City | ${SITE}`,
  meta_description:
    "Find housing projects approved by SBI, HDFC, ICICI, Axis, PNB and more in Mumbai, Bangalore, Delhi, Pune, Hyderabad, Chennai and Kolkata.",
  schema_json: {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": "CollectionPage",
        url: "/projects",
        name: "Bank-approved housing projects",
      },
      breadcrumbs([
        ["Home", "/"],
        ["Approved projects", "/projects"],
      ]),
    ],
  },
};

const PROJECT_PAGES: SeoSeed[] = BANK_SEED.flatMap((bank) =>
  CITIES.map((city) => {
    const short = SHORT_NAMES[bank.slug] ?? bank.name;
    const path = `/loan/${bank.slug}/projects/${citySlug(city)}`;
    return {
      page: `projects-${bank.slug}-${citySlug(city)}`,
      path,
      meta_title: `${short} Approved Projects in ${city} | ${SITE}`,
      meta_description: `Housing projects in ${city} approved by ${bank.name} for home loans: builders, locations, configurations and indicative prices.`,
      schema_json: {
        "@context": CONTEXT,
        "@graph": [
          {
            "@type": "CollectionPage",
            url: path,
            name: `${bank.name} approved projects in ${city}`,
            about: { "@type": "BankOrCreditUnion", name: bank.name },
          },
          breadcrumbs([
            ["Home", "/"],
            [`${bank.name} Home Loan`, `/loan/${bank.slug}`],
            [`Approved projects in ${city}`, path],
          ]),
        ],
      },
    };
  }),
);

const OTHER_PAGES: SeoSeed[] = [
  {
    page: "eligibility-form",
    path: "/eligibility-form",
    meta_title: `Check Your Home Loan Eligibility in Minutes | ${SITE}`,
    meta_description:
      "Answer a few questions about the property, your income and expenses to see if you qualify and your estimated EMI. Free, with no effect on your credit score.",
    schema_json: {
      "@context": CONTEXT,
      ...webPage(
        EN,
        "/eligibility-form",
        "Home loan eligibility check",
        "A five-step check of your home loan eligibility and estimated EMI.",
      ),
    },
  },
  {
    page: "privacy",
    path: "/privacy",
    meta_title: `Privacy Notice | ${SITE}`,
    meta_description: `How ${SITE} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.`,
    schema_json: {
      "@context": CONTEXT,
      ...webPage(EN, "/privacy", "Privacy notice", `How ${SITE} handles your personal data.`),
    },
  },
  // docs/product/borrower-view.md: the grievance officer and how GharSetu is paid.
  {
    page: "grievance",
    path: "/grievance",
    meta_title: `Grievance Redressal | ${SITE}`,
    meta_description: `Complain to the ${SITE} Grievance Officer about an enquiry, your data or a bank. A reply within 30 days; after that, the RBI's complaint portal.`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(EN, "/grievance", "Grievance redressal", `The ${SITE} Grievance Officer and form.`),
        breadcrumbs([
          ["Home", "/"],
          ["Grievance redressal", "/grievance"],
        ]),
      ],
    },
  },
  {
    page: "partners",
    path: "/partners",
    meta_title: `Our Partner Banks and How We Are Paid | ${SITE}`,
    meta_description: `The lenders ${SITE} works with and how we are paid: a fee from the lender when it disburses your loan, nothing from you. You choose the banks.`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          EN,
          "/partners",
          "Our partners and how we are paid",
          `The lenders ${SITE} works with.`,
        ),
        breadcrumbs([
          ["Home", "/"],
          ["Our partners", "/partners"],
        ]),
      ],
    },
  },
  // docs/product/offers.md "Pages": every partner lender's offer, and the method behind them (the
  // snapshots' own pages are not indexed).
  {
    page: "offers",
    path: "/offers",
    meta_title: `Home Loan Offers from Every Partner Lender | ${SITE}`,
    meta_description:
      "See every partner lender's home loan offer for your loan side by side, ordered by APR alone, with each lender's Key Fact Statement, and why the others said no.",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          EN,
          "/offers",
          "Home loan offers from every partner lender",
          "Every partner lender's offer for your loan, ordered by APR.",
        ),
        breadcrumbs([
          ["Home", "/"],
          ["Home loan offers", "/offers"],
        ]),
      ],
    },
  },
  {
    page: "how-we-match",
    path: "/how-we-match",
    meta_title: `How We Match You with Lenders | ${SITE}`,
    meta_description: `The rules ${SITE} checks for every lender, how the APR is worked out, the lenders that take part and their policies. Ordered by APR alone; no paid places.`,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          EN,
          "/how-we-match",
          "How we match you with lenders",
          "The method behind the offers: every rule, the APR and the lenders.",
        ),
        breadcrumbs([
          ["Home", "/"],
          ["Home loan offers", "/offers"],
          ["How we match", "/how-we-match"],
        ]),
      ],
    },
  },
  // My loan (docs/product/my-loan.md "Pages").
  {
    page: "my-loan",
    path: "/my-loan",
    meta_title: `My Loan: Your EMI at the Next Repo Reset | ${SITE}`,
    meta_description:
      "Save your floating-rate home loan: see what the next repo-rate reset does to your EMI and tenure, and whether a balance transfer would pay.",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          EN,
          "/my-loan",
          "My loan",
          "What the next repo-rate reset does to your home loan's EMI or tenure.",
        ),
        breadcrumbs([
          ["Home", "/"],
          ["My loan", "/my-loan"],
        ]),
      ],
    },
  },
  {
    page: "register",
    path: "/register",
    meta_title: `Create Your Free Account | ${SITE}`,
    meta_description: `Register with ${SITE} to save your eligibility checks, track your home loan enquiries and hear from our team.`,
    schema_json: {
      "@context": CONTEXT,
      ...webPage(EN, "/register", "Create an account", `Register for a free ${SITE} account.`),
    },
  },
  {
    page: "login",
    path: "/login",
    meta_title: `Sign In | ${SITE}`,
    meta_description: `Sign in to your ${SITE} account to see your home loan enquiries and eligibility checks.`,
    schema_json: {
      "@context": CONTEXT,
      ...webPage(EN, "/login", "Sign in", `Sign in to your ${SITE} account.`),
    },
  },
];

const CALCULATOR_PAGES: SeoSeed[] = [
  {
    page: "calculators",
    path: "/calculators",
    meta_title: `Home Loan Calculators: EMI, Eligibility, Tax | ${SITE}`,
    meta_description:
      "Free home loan calculators: EMI with full schedule, how much you can borrow, prepayment and balance transfer savings, tax benefit, and every bank's rates.",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(EN, "/calculators", "Home loan calculators", "Five free home loan calculators."),
        breadcrumbs([
          ["Home", "/"],
          ["Calculators", "/calculators"],
        ]),
      ],
    },
  },
  calculatorPage(
    EN,
    "emi",
    "Home Loan EMI Calculator with Schedule",
    "Work out your home loan EMI, total interest and the month-by-month repayment schedule. Download the schedule as CSV.",
    "Home loan EMI calculator",
    [
      [
        "How is a home loan EMI calculated?",
        "EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), where P is the loan, r the yearly rate divided by 1,200 and n the number of months.",
      ],
      [
        "What is the EMI on ₹25 lakh at 6.7% for 20 years?",
        "₹18,935 a month, rounded to the rupee.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "eligibility",
    "How Much Home Loan Can I Get? Calculator",
    "See the largest home loan your income supports (FOIR) and RBI's loan-to-value caps allow on the property, and the down payment you need.",
    "Home loan eligibility calculator",
    [
      [
        "How much of the property can a bank lend?",
        "RBI caps the loan at 90% of the property's value up to ₹30 lakh, 80% up to ₹75 lakh and 75% above that.",
      ],
      [
        "What is FOIR?",
        "The share of your net monthly income all your EMIs may take; banks usually allow around 50%.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "prepayment",
    "Home Loan Prepayment Calculator",
    "See how much interest and how many months a lump sum or a monthly extra payment saves on your home loan, reducing the tenure or the EMI.",
    "Home loan prepayment calculator",
    [
      [
        "Is there a charge for prepaying a floating-rate home loan?",
        "RBI's 2025 directions allow no prepayment charge on floating-rate loans to individuals sanctioned or renewed from 1 January 2026.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "balance-transfer",
    "Home Loan Balance Transfer Calculator",
    "Is moving your home loan to a lower rate worth it? See the EMI saving, the net saving after fees and the month the switch pays for itself.",
    "Home loan balance transfer calculator",
    [
      [
        "When is a balance transfer worth it?",
        "When the interest saved over the remaining months is more than the processing and other one-off fees.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "tax-benefit",
    "Home Loan Tax Benefit Calculator: Old vs New",
    "Estimate the tax a home loan saves under the old and the new regime: interest (24(b) / 22(2)) and principal (80C / 123), self-occupied or let out.",
    "Home loan tax benefit calculator",
    [
      [
        "How much interest can I deduct on a self-occupied home?",
        "Up to ₹2,00,000 a year in the old regime; nothing in the new regime.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "pmay",
    "PMAY-U 2.0 Interest Subsidy Check",
    "Does your home loan get the PMAY-Urban 2.0 interest subsidy? Your income category (EWS, LIG, MIG), every reason it does not, and up to ₹1,80,000 of subsidy.",
    "PMAY-U 2.0 interest subsidy check",
    [
      [
        "Who gets the PMAY-U 2.0 interest subsidy?",
        "Families earning up to ₹9 lakh a year with no pucca house in India, buying or building a home worth up to ₹35 lakh (up to 120 m²) with a loan up to ₹25 lakh sanctioned from 1 September 2024.",
      ],
      [
        "How much is the subsidy?",
        "4% a year on the first ₹8 lakh of the loan for up to 12 years: at most ₹1,80,000, paid in 5 yearly instalments.",
      ],
    ],
  ),
  calculatorPage(
    EN,
    "cost-of-buying",
    "Cost of Buying a Home: GST, Stamp Duty and Cash",
    "Work out the real cost of buying a home: GST on a home under construction, stamp duty, registration, the loan RBI's caps allow and the cash you need besides it.",
    "Cost of buying a home calculator",
    [
      [
        "Is there GST on a ready-to-move home?",
        "No. GST applies to a home under construction: 1% of the price for affordable housing, otherwise 5%.",
      ],
    ],
  ),
  {
    page: "home-loan-interest-rates",
    path: "/home-loan-interest-rates",
    meta_title: `Home Loan Interest Rates of Every Bank | ${SITE}`,
    meta_description:
      "Home loan interest rates of SBI, HDFC, ICICI, Axis and more side by side: lowest and highest rate, processing fee, tenure and EMI per ₹1 lakh.",
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        webPage(
          EN,
          "/home-loan-interest-rates",
          "Home loan interest rates",
          "Every bank's home loan rates side by side.",
        ),
        breadcrumbs([
          ["Home", "/"],
          ["Home loan interest rates", "/home-loan-interest-rates"],
        ]),
      ],
    },
  },
];

export const SEO_SEED: SeoSeed[] = [
  HOME,
  ...BANK_PAGES,
  PROJECTS,
  ...PROJECT_PAGES,
  ...OTHER_PAGES,
  ...CALCULATOR_PAGES,
];
