import type { BankSeed } from "./types.ts";

/**
 * The ten banks of the logo strip, in BANK_SLUGS order (the home comparison shows the first two).
 * Figures are indicative, as checked on AS_OF; admins keep them current from /admin/banks, and the
 * seed never overwrites an edited bank. Prepayment: RBI bars foreclosure and part-prepayment
 * charges on floating-rate loans to individual borrowers, so every bank says "Nil" there.
 * calculator_rate: docs/product/calculators.md gives sbi, hdfc, icici, axis and pnb; the others use
 * the fallback (6.5), so that the documented fallback still describes what users see.
 */
const AS_OF = "2026-11-01";

const COMMON_DOCUMENTS = {
  application: "Completed application form with two recent passport-size photographs",
  identity:
    "Identity proof: PAN card (mandatory) and Aadhaar, passport, voter ID or driving licence",
  address: "Address proof: Aadhaar, passport, utility bill or registered rent agreement",
  salaried: "Income proof (salaried): last 3 months' salary slips and the last 2 years' Form 16",
  selfEmployed:
    "Income proof (self-employed): ITRs for the last 2–3 years with computation of income, audited financials",
  statements: "Bank statements for the last 6 months showing salary or business credits",
  property:
    "Property papers: agreement for sale or allotment letter, title documents, approved plan and builder NOC",
  contribution: "Proof of own contribution paid to the builder or seller",
} as const;

export const BANK_SEED: BankSeed[] = [
  {
    slug: "sbi",
    name: "State Bank of India",
    logo: "/images/banks/sbi.svg",
    purpose:
      "Purchase or construction of a house or flat, plot plus construction, extension, repair and balance transfer",
    interest_rate: "7.50% – 8.70% p.a.",
    max_loan:
      "Up to 90% of property value (75–80% above ₹30 lakh); amount set by repayment capacity",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 18 to 70 (loan to end by 70); salaried or self-employed with regular income; CIBIL score of 750 or more for the best rates",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 3% on fixed-rate loans",
    processing_fee: "0.35% of the loan amount, minimum ₹2,000 and maximum ₹10,000, plus GST",
    pros: [
      "Among the lowest floating rates for borrowers with strong credit scores",
      "Interest concession for women borrowers on most home-loan schemes",
      "Low, capped processing fee",
      "Largest branch network in India, including small towns",
    ],
    cons: [
      "Sanction can take longer and needs more paperwork than private banks",
      "Best rates are reserved for high CIBIL scores",
      "Service quality varies from branch to branch",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.property,
    ],
    calculator_rate: 7.5,
    rate_min: 7.5,
    rate_max: 8.7,
    as_of: AS_OF,
    description: [
      "State Bank of India is the country's largest public-sector bank and one of its largest home-loan lenders. Its floating home-loan rates are linked to an external benchmark (the RBI repo rate), so a change in the repo rate reaches your EMI or tenure at the next reset.",
      "SBI lends for buying a new or resale home, building on your own plot, extending or repairing a house, and taking over a loan from another lender. Women borrowers usually get a small interest concession, and the processing fee is low and capped. The rate you are offered depends mainly on your credit score and the loan amount.",
      "The figures on this page are indicative, as checked on 1 November 2026. SBI confirms the actual rate, loan amount and fees in its sanction letter after assessing your income, credit history and the property.",
    ].join("\n\n"),
    brand_color: "#22409a",
  },
  {
    slug: "hdfc",
    name: "HDFC Bank",
    logo: "/images/banks/hdfc.svg",
    purpose:
      "Purchase of a new or resale home, construction, home improvement, extension and balance transfer",
    interest_rate: "7.90% – 9.40% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh); no fixed upper limit",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 21 to 65; salaried or self-employed professionals with stable income; CIBIL score of 750 or more preferred",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 2% on fixed-rate loans",
    processing_fee: "Up to 0.50% of the loan amount or ₹3,000, whichever is higher, plus GST",
    pros: [
      "Quick, largely digital sanction and disbursement",
      "Wide network of pre-approved projects across large cities",
      "Strong experience with NRI and self-employed borrowers",
      "Doorstep service for document collection",
    ],
    cons: [
      "Processing fee higher than most public-sector banks",
      "Rates for lower credit scores are noticeably higher",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.property,
    ],
    calculator_rate: 7,
    rate_min: 7.9,
    rate_max: 9.4,
    as_of: AS_OF,
    description: [
      "HDFC Bank took over India's best-known housing finance company in 2023 and is now one of the largest home-loan lenders in the country. Its floating rates are linked to the RBI repo rate through an external benchmark.",
      "HDFC Bank finances the purchase of new and resale homes, construction on your own plot, renovation and extension, and balance transfers from other lenders. Many projects in large cities are already approved by the bank, which usually shortens the legal and technical checks.",
      "The figures on this page are indicative, as checked on 1 November 2026. HDFC Bank sets the rate you get from your credit score, income and the property, and confirms it in the sanction letter.",
    ].join("\n\n"),
    brand_color: "#004c8f",
  },
  {
    slug: "icici",
    name: "ICICI Bank",
    logo: "/images/banks/icici.svg",
    purpose:
      "Purchase of a new or resale home, construction, plot purchase, home improvement, extension and balance transfer",
    interest_rate: "7.70% – 9.80% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh); up to ₹10 crore",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 21 to 65 (salaried) or 25 to 65 (self-employed); minimum monthly income about ₹25,000; CIBIL score of 750 or more preferred",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 4% on fixed-rate loans",
    processing_fee: "0.50% – 2.00% of the loan amount, minimum ₹3,000, plus GST",
    pros: [
      "Instant in-principle sanction online for existing customers",
      "Loans for plots and self-construction as well as ready homes",
      "Top-up loans available on existing home loans",
    ],
    cons: [
      "Processing fee can reach 2% for some profiles",
      "Higher rates for self-employed borrowers with irregular income",
      "Charges on fixed-rate prepayment are among the highest",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
    ],
    calculator_rate: 7.25,
    rate_min: 7.7,
    rate_max: 9.8,
    as_of: AS_OF,
    description: [
      "ICICI Bank is one of India's largest private-sector banks and offers home loans for ready and under-construction homes, plots, self-construction, renovation and balance transfers. Floating rates are linked to the RBI repo rate.",
      "Existing ICICI Bank customers can often get an in-principle sanction online within minutes, with the final sanction after the legal and technical check of the property. Top-up loans are available once you have repaid part of the loan.",
      "The figures on this page are indicative, as checked on 1 November 2026. ICICI Bank confirms your actual rate, loan amount and fees after assessing your income, credit score and the property.",
    ].join("\n\n"),
    brand_color: "#ae282e",
  },
  {
    slug: "axis",
    name: "Axis Bank",
    logo: "/images/banks/axis.svg",
    purpose:
      "Purchase of a new or resale home, construction, home improvement and balance transfer",
    interest_rate: "8.35% – 9.35% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh); up to ₹5 crore",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 21 to 65; salaried employees or self-employed with at least 2 years of business; CIBIL score of 750 or more preferred",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 2% on fixed-rate loans",
    processing_fee: "Up to 1% of the loan amount, minimum ₹10,000, plus GST",
    pros: [
      "Some schemes waive up to 12 EMIs for borrowers who repay regularly",
      "Quick digital processing for salaried applicants",
      "Doorstep service in large cities",
    ],
    cons: [
      "Minimum processing fee of ₹10,000 makes small loans costlier",
      "Starting rate higher than the public-sector banks",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.property,
    ],
    calculator_rate: 6.8,
    rate_min: 8.35,
    rate_max: 9.35,
    as_of: AS_OF,
    description: [
      "Axis Bank is a large private-sector bank with home loans for buying, building and improving a home and for moving an existing loan from another lender. Floating rates are linked to the RBI repo rate.",
      "Some Axis Bank schemes waive a number of EMIs after several years of regular repayment, which lowers the total cost for borrowers who stay the full term. Salaried applicants with complete documents usually get a quick decision.",
      "The figures on this page are indicative, as checked on 1 November 2026. Axis Bank confirms your actual rate, loan amount and fees in its sanction letter.",
    ].join("\n\n"),
    brand_color: "#97144d",
  },
  {
    slug: "kotak",
    name: "Kotak Mahindra Bank",
    logo: "/images/banks/kotak.svg",
    purpose:
      "Purchase of a new or resale home, construction, home improvement and balance transfer",
    interest_rate: "7.99% – 9.50% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh)",
    tenure: "Up to 20 years",
    eligibility:
      "Resident Indians aged 18 to 60 (salaried) or up to 65 (self-employed); stable income and work history; CIBIL score of 750 or more preferred",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 2% on fixed-rate loans",
    processing_fee: "Up to 0.50% of the loan amount plus GST",
    pros: [
      "Competitive rates for salaried borrowers with high credit scores",
      "Fast digital sanction and tracking",
      "Attractive balance-transfer offers",
    ],
    cons: [
      "Shorter maximum tenure than most banks, so a higher EMI",
      "Smaller branch network outside large cities",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
    ],
    calculator_rate: 6.5,
    rate_min: 7.99,
    rate_max: 9.5,
    as_of: AS_OF,
    description: [
      "Kotak Mahindra Bank is a private-sector bank offering home loans for buying, building and renovating a home and for balance transfers. Floating rates are linked to the RBI repo rate.",
      "Kotak's maximum tenure is shorter than at most other banks, which raises the EMI but lowers the total interest you pay. Salaried borrowers with strong credit scores usually get its best rates.",
      "The figures on this page are indicative, as checked on 1 November 2026. Kotak Mahindra Bank confirms your actual rate, loan amount and fees after assessing your application.",
    ].join("\n\n"),
    brand_color: "#ed1c24",
  },
  {
    slug: "pnb",
    name: "Punjab National Bank",
    logo: "/images/banks/pnb.svg",
    purpose:
      "Purchase or construction of a house or flat, plot purchase, extension, repair and balance transfer",
    interest_rate: "7.45% – 9.25% p.a.",
    max_loan:
      "Up to 90% of property value (75–80% above ₹30 lakh); amount set by repayment capacity",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 18 to 70 (loan to end by 75 in some schemes); salaried, self-employed or pensioners with regular income; CIBIL score of 700 or more",
    payment_charges: "Nil on floating-rate loans to individuals (RBI)",
    processing_fee: "0.35% of the loan amount, minimum ₹2,500 and maximum ₹15,000, plus GST",
    pros: [
      "Low starting rate for borrowers with good credit scores",
      "Long tenure and a high upper age limit",
      "Low, capped processing fee",
      "Special schemes for government employees",
    ],
    cons: [
      "Sanction usually takes longer than at private banks",
      "More paperwork and branch visits",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.property,
    ],
    calculator_rate: 8.5,
    rate_min: 7.45,
    rate_max: 9.25,
    as_of: AS_OF,
    description: [
      "Punjab National Bank is one of India's oldest and largest public-sector banks. Its home loans cover buying, building, extending and repairing a home, plot purchase and balance transfers, with floating rates linked to the RBI repo rate.",
      "PNB's upper age limit and long tenure suit older borrowers and those who want a lower EMI. The processing fee is low and capped, and there are special schemes for government employees.",
      "The figures on this page are indicative, as checked on 1 November 2026. Punjab National Bank confirms your actual rate, loan amount and fees in its sanction letter.",
    ].join("\n\n"),
    brand_color: "#a2203a",
  },
  {
    slug: "yesbank",
    name: "Yes Bank",
    logo: "/images/banks/yesbank.svg",
    purpose:
      "Purchase of a new or resale home, construction, home improvement and balance transfer",
    interest_rate: "8.50% – 11.00% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh)",
    tenure: "Up to 35 years",
    eligibility:
      "Resident Indians and NRIs aged 21 to 65 (salaried) or up to 70 (self-employed); regular income; CIBIL score of 700 or more",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 4% on fixed-rate loans",
    processing_fee: "Up to 2% of the loan amount, minimum ₹10,000, plus GST",
    pros: [
      "Tenure up to 35 years for a lower EMI",
      "Considers self-employed borrowers with varied income proofs",
      "Quick digital application",
    ],
    cons: [
      "Rates and fees higher than most large banks",
      "High minimum processing fee",
      "Smaller branch network",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
    ],
    calculator_rate: 6.5,
    rate_min: 8.5,
    rate_max: 11.0,
    as_of: AS_OF,
    description: [
      "Yes Bank is a private-sector bank offering home loans for buying, building and renovating a home and for balance transfers, with floating rates linked to an external benchmark.",
      "Its long maximum tenure lowers the EMI, and it considers self-employed borrowers whose income is harder to document. Rates and fees are usually higher than at the largest banks, so compare the total cost.",
      "The figures on this page are indicative, as checked on 1 November 2026. Yes Bank confirms your actual rate, loan amount and fees after assessing your application.",
    ].join("\n\n"),
    brand_color: "#00518f",
  },
  {
    slug: "boi",
    name: "Bank of India",
    logo: "/images/banks/boi.svg",
    purpose:
      "Purchase or construction of a house or flat, plot purchase, extension, repair and balance transfer",
    interest_rate: "7.35% – 10.35% p.a.",
    max_loan:
      "Up to 90% of property value (75–80% above ₹30 lakh); amount set by repayment capacity",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 18 to 70 (loan to end by 75); salaried, self-employed or pensioners with regular income; CIBIL score of 700 or more",
    payment_charges: "Nil on floating-rate loans to individuals (RBI)",
    processing_fee: "0.25% of the loan amount, minimum ₹1,500 and maximum ₹20,000, plus GST",
    pros: [
      "One of the lowest starting rates among public-sector banks",
      "Lowest processing fee percentage of the banks listed",
      "High upper age limit",
    ],
    cons: ["Slower processing than private banks", "Fewer digital services"],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.property,
    ],
    calculator_rate: 6.5,
    rate_min: 7.35,
    rate_max: 10.35,
    as_of: AS_OF,
    description: [
      "Bank of India is a public-sector bank with a long history in housing finance. Its home loans cover buying, building, extending and repairing a home, plot purchase and balance transfers, with floating rates linked to the RBI repo rate.",
      "Its starting rate and processing fee are among the lowest, and the high upper age limit suits older borrowers. Expect a more traditional, branch-based process.",
      "The figures on this page are indicative, as checked on 1 November 2026. Bank of India confirms your actual rate, loan amount and fees in its sanction letter.",
    ].join("\n\n"),
    brand_color: "#f47b20",
  },
  {
    slug: "indusind",
    name: "IndusInd Bank",
    logo: "/images/banks/indusind.svg",
    purpose:
      "Purchase of a new or resale home, construction, home improvement and balance transfer",
    interest_rate: "8.50% – 10.50% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh)",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians and NRIs aged 21 to 65; salaried or self-employed with at least 2 years of stable income; CIBIL score of 750 or more preferred",
    payment_charges:
      "Nil on floating-rate loans to individuals (RBI); up to 3% on fixed-rate loans",
    processing_fee: "Up to 1% of the loan amount plus GST",
    pros: [
      "Personalised service through relationship managers",
      "Options for self-employed professionals",
      "Balance transfer with top-up",
    ],
    cons: [
      "Starting rate higher than the largest banks",
      "Smaller home-loan book and fewer pre-approved projects",
    ],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
    ],
    calculator_rate: 6.5,
    rate_min: 8.5,
    rate_max: 10.5,
    as_of: AS_OF,
    description: [
      "IndusInd Bank is a private-sector bank offering home loans for buying, building and renovating a home and for balance transfers with a top-up, with floating rates linked to an external benchmark.",
      "Borrowers usually deal with a relationship manager throughout the application. Rates start higher than at the largest banks, so compare the total cost over the tenure.",
      "The figures on this page are indicative, as checked on 1 November 2026. IndusInd Bank confirms your actual rate, loan amount and fees after assessing your application.",
    ].join("\n\n"),
    brand_color: "#98272a",
  },
  {
    slug: "idfc",
    name: "IDFC FIRST Bank",
    logo: "/images/banks/idfc.svg",
    purpose:
      "Purchase of a new or resale home, construction, plot plus construction, home improvement and balance transfer",
    interest_rate: "8.85% – 12.00% p.a.",
    max_loan: "Up to 90% of property value (75–80% above ₹30 lakh)",
    tenure: "Up to 30 years",
    eligibility:
      "Resident Indians aged 21 to 65; salaried, self-employed and informal-income earners considered; CIBIL score of 700 or more preferred",
    payment_charges: "Nil on floating-rate loans to individuals (RBI)",
    processing_fee: "Up to 3% of the loan amount plus GST",
    pros: [
      "Considers borrowers with informal or irregular income",
      "Digital application and tracking",
      "Loans in smaller towns as well as large cities",
    ],
    cons: ["Highest starting rate of the banks listed", "Processing fee can reach 3%"],
    documentation: [
      COMMON_DOCUMENTS.application,
      COMMON_DOCUMENTS.identity,
      COMMON_DOCUMENTS.address,
      COMMON_DOCUMENTS.salaried,
      COMMON_DOCUMENTS.selfEmployed,
      COMMON_DOCUMENTS.statements,
      COMMON_DOCUMENTS.contribution,
    ],
    calculator_rate: 6.5,
    rate_min: 8.85,
    rate_max: 12.0,
    as_of: AS_OF,
    description: [
      "IDFC FIRST Bank is a private-sector bank that lends for buying, building and renovating a home and for balance transfers, with floating rates linked to an external benchmark.",
      "It considers borrowers whose income is informal or harder to document, which other banks may turn down, but its rates and processing fee start higher. Compare the total cost before you apply.",
      "The figures on this page are indicative, as checked on 1 November 2026. IDFC FIRST Bank confirms your actual rate, loan amount and fees after assessing your application.",
    ].join("\n\n"),
    brand_color: "#9c1d26",
  },
];
