// Every user-facing string of the calculator pages, the hub and the rates table (DECISIONS.md 7),
// in one place so that the Hindi edition (issue 15) can translate one module.

export interface FieldCopy {
  label: string;
  hint?: string;
}

export const COMMON_COPY = {
  calculate: "Calculate",
  resultHeading: "Your result",
  fixErrors: "Correct the highlighted fields to see the result.",
  indicative: "Figures are indicative, in whole rupees. Your bank's offer depends on your profile.",
  otherCalculators: "Other calculators",
  callbackHeading: "Talk to a loan expert",
  breadcrumbHome: "Home",
  breadcrumbCalculators: "Calculators",
} as const;

export const HUB_COPY = {
  title: "Home loan calculators",
  intro:
    "Free tools that answer the questions people ask before they borrow: what the EMI will be, how much a bank will lend, what a prepayment or a switch saves, and what the loan saves in tax.",
  ratesLink: "Compare every bank's interest rates",
  ratesText: "Lowest and highest rate, processing fee, tenure and EMI per ₹1 lakh, side by side.",
} as const;

export const CALCULATOR_LIST = [
  {
    slug: "emi",
    title: "EMI calculator",
    text: "Your monthly instalment, total interest and the repayment schedule month by month.",
  },
  {
    slug: "eligibility",
    title: "How much can I borrow?",
    text: "The largest loan your income supports and RBI's loan-to-value caps allow.",
  },
  {
    slug: "prepayment",
    title: "Prepayment calculator",
    text: "Interest and months saved by a lump sum or a monthly extra payment.",
  },
  {
    slug: "balance-transfer",
    title: "Balance transfer calculator",
    text: "Is moving your loan to a lower rate worth the fees?",
  },
  {
    slug: "tax-benefit",
    title: "Tax benefit calculator",
    text: "What the loan saves in tax under the old and the new regime.",
  },
] as const;

export const EMI_COPY = {
  title: "Home loan EMI calculator",
  intro:
    "Enter the loan, the rate and the tenure to see the EMI, the total interest and how the balance falls year by year.",
  fields: {
    amount: { label: "Loan amount (₹)", hint: "₹10,000 to ₹10,00,00,000" },
    rate: { label: "Interest rate (% a year)", hint: "0.1 to 25" },
    years: { label: "Tenure (years)", hint: "1 to 30" },
  } satisfies Record<string, FieldCopy>,
  emi: "Monthly EMI",
  emiShort: "EMI",
  totalInterest: "Total interest",
  totalPayment: "Total payment",
  balanceChart: "Outstanding balance over time",
  splitChart: "Principal and interest paid each year",
  principal: "Principal",
  interest: "Interest",
  schedule: "Repayment schedule",
  scheduleHelp: "Open a year to see its months.",
  year: "Year",
  month: "Month",
  opening: "Opening balance",
  closing: "Closing balance",
  monthsOfYear: (year: number) => `Months of year ${year}`,
  csv: "Download the schedule (CSV)",
  balanceLabel: (amount: string, years: number) =>
    `Outstanding balance falls from ${amount} to ₹0 over ${years} years`,
  splitLabel: (firstInterest: string, firstPrincipal: string) =>
    `In the first year ${firstInterest} goes to interest and ${firstPrincipal} to principal; the share of principal grows every year`,
} as const;

export const ELIGIBILITY_COPY = {
  title: "How much home loan can I get?",
  intro:
    "Banks lend what your income can repay (FOIR: the share of your net income all EMIs may take) and, on the property, no more than RBI's loan-to-value caps.",
  fields: {
    monthly_income: { label: "Net monthly income (₹)" },
    existing_emis: { label: "EMIs you already pay (₹ a month)" },
    rate: { label: "Interest rate (% a year)" },
    years: { label: "Tenure (years)", hint: "1 to 30" },
    foir: { label: "FOIR (% of income for all EMIs)", hint: "10 to 70; banks often allow 50" },
    property_value: { label: "Property value (₹, optional)" },
  } satisfies Record<string, FieldCopy>,
  maxLoan: "You could borrow up to",
  maxEmi: "EMI your income allows",
  byIncome: "Loan your income supports",
  byValue: "Loan the property's value allows",
  limitedBy: {
    income: "Your income sets the limit.",
    property_value: "The property's value sets the limit.",
  },
  ltv: (percent: number) => `RBI's cap for this loan: ${percent}% of the property's value.`,
  downPayment: "Down payment you need",
  ltvRules: "RBI's caps: 90% of the value for loans up to ₹30 lakh, 80% up to ₹75 lakh, 75% above.",
  checkEligibility: "Check my eligibility",
} as const;

export const PREPAYMENT_COPY = {
  title: "Home loan prepayment calculator",
  intro:
    "See what paying part of your loan early saves: a lump sum, a monthly extra, or both. Keep the EMI and finish sooner, or keep the tenure and pay a smaller EMI.",
  fields: {
    outstanding: { label: "Outstanding loan (₹)" },
    rate: { label: "Interest rate (% a year)" },
    months: { label: "Remaining months", hint: "1 to 360" },
    lump_sum: { label: "Lump sum (₹)" },
    lump_sum_month: { label: "Paid with instalment number" },
    extra_monthly: { label: "Extra every month (₹)", hint: "Only when the tenure is reduced" },
    reduce: { label: "After the prepayment" },
  } satisfies Record<string, FieldCopy>,
  reduceOptions: { tenure: "Keep the EMI, finish sooner", emi: "Keep the tenure, lower the EMI" },
  interestSaved: "Interest saved",
  monthsSaved: "Months saved",
  before: "Without prepayment",
  after: "With prepayment",
  emi: "EMI",
  months: "Months",
  interest: "Total interest",
  rbiNote:
    "RBI's 2025 directions allow no prepayment charge on floating-rate home loans to individuals sanctioned or renewed from 1 January 2026. Fixed-rate loans may still carry one: ask your bank.",
} as const;

export const BALANCE_TRANSFER_COPY = {
  title: "Home loan balance transfer calculator",
  intro:
    "Moving your loan to a bank with a lower rate cuts the EMI, but the new bank charges fees. See whether the switch pays and when.",
  fields: {
    outstanding: { label: "Outstanding loan (₹)" },
    current_rate: { label: "Current rate (% a year)" },
    months: { label: "Remaining months", hint: "1 to 360" },
    new_rate: { label: "New bank's rate (% a year)" },
    fees: { label: "Fees of the switch (₹)", hint: "Processing, legal and other one-off costs" },
  } satisfies Record<string, FieldCopy>,
  currentEmi: "Current EMI",
  newEmi: "New EMI",
  monthlySaving: "Saving each month",
  grossSaving: "Interest saved",
  netSaving: "Net saving after fees",
  breakEven: "Fees recovered by month",
  breakEvenNever: "The fees are never recovered within the remaining months.",
  breakEvenNone: "No fees to recover.",
  worthIt: "Worth it: the switch saves more than it costs.",
  notWorthIt: "Not worth it: the switch costs more than it saves.",
} as const;

export const TAX_BENEFIT_COPY = {
  title: "Home loan tax benefit calculator",
  intro:
    "A home loan's interest and principal reduce your taxable income in the old regime; in the new regime only a let-out home's interest counts.",
  fields: {
    interest: { label: "Interest paid in the year (₹)" },
    principal: { label: "Principal repaid in the year (₹)" },
    property: { label: "The home is" },
    rent: { label: "Yearly rent (₹, let-out only)" },
    municipal_tax: { label: "Municipal tax paid (₹ a year, let-out only)" },
    other_80c: { label: "Other 80C investments (₹)", hint: "PF, PPF, ELSS, insurance…" },
    slab: { label: "Your tax slab (%)" },
  } satisfies Record<string, FieldCopy>,
  propertyOptions: { "self-occupied": "Lived in by you (self-occupied)", "let-out": "Let out" },
  oldRegime: "Old regime",
  newRegime: "New regime",
  interestDeduction: "Interest deduction",
  principalDeduction: "Principal deduction",
  carried: "Loss carried forward",
  taxSaved: "Tax saved (with 4% cess)",
  better: {
    old: "The old regime saves more.",
    new: "The new regime saves more.",
    same: "Both regimes save the same.",
  },
  laws: "Interest: section 24(b) of the Income-tax Act, 1961, and section 22(2) of the Income-tax Act, 2025 (from tax year 2026-27). Principal: section 80C of the 1961 Act and section 123 of the 2025 Act, within their ₹1,50,000 cap.",
  notAdvice:
    "This is an estimate, not tax advice. Your tax depends on your whole income: ask a tax adviser.",
} as const;

export const RATES_COPY = {
  title: "Home loan interest rates of every bank",
  intro:
    "Each bank's lowest and highest rate, processing fee and longest tenure, and the EMI for each ₹1 lakh over 20 years at its lowest rate.",
  caption: "Home loan interest rates, sorted",
  sortBy: "Sort by",
  columns: {
    bank: "Bank",
    rate: "Interest rate (% a year)",
    fee: "Processing fee",
    tenure: "Longest tenure",
    emi: "EMI per ₹1 lakh (20 years)",
    asOf: "As of",
    actions: "Check eligibility",
  },
  sorts: {
    "rate-asc": "Lowest rate first",
    "rate-desc": "Highest rate first",
    "max-asc": "Lowest top rate first",
    name: "Bank name",
  },
  apply: "Apply",
  bankPage: (name: string) => `${name} home loan`,
  check: (name: string) => `Check eligibility with ${name}`,
  note: "Rates are indicative and change often; each bank's row carries the date it was checked.",
} as const;
