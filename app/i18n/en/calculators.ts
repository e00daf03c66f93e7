// English messages of the "calculators" namespace (see app/i18n/README.md). Keys start with "calculators.".
// The calculator pages, the /calculators hub and the rates table (docs/product/calculators.md).
export default {
  // ---- every calculator page ----
  "calculators.common.calculate": "Calculate",
  "calculators.common.resultHeading": "Your result",
  "calculators.common.fixErrors": "Correct the highlighted fields to see the result.",
  "calculators.common.indicative":
    "Figures are indicative, in whole rupees. Your bank's offer depends on your profile.",
  "calculators.common.otherCalculators": "Other calculators",
  "calculators.common.callback": "Request a callback",
  "calculators.common.breadcrumb": "Breadcrumb",
  "calculators.common.breadcrumbHome": "Home",
  "calculators.common.breadcrumbCalculators": "Calculators",
  "calculators.common.yes": "Yes",
  "calculators.common.no": "No",
  "calculators.common.checkEligibility": "Check my eligibility",

  // ---- the hub ----
  "calculators.hub.title": "Home loan calculators",
  "calculators.hub.intro":
    "Free tools that answer the questions people ask before they borrow: what the EMI will be, how much a bank will lend, what a prepayment or a switch saves, what the loan saves in tax, whether it gets the PMAY subsidy and what buying really costs.",
  "calculators.hub.ratesLink": "Compare every bank's interest rates",
  "calculators.hub.ratesText":
    "Lowest and highest rate, processing fee, tenure and EMI per ₹1 lakh, side by side.",
  "calculators.list.emi.title": "EMI calculator",
  "calculators.list.emi.text":
    "Your monthly instalment, total interest and the repayment schedule month by month.",
  "calculators.list.eligibility.title": "How much can I borrow?",
  "calculators.list.eligibility.text":
    "The largest loan your income supports and RBI's loan-to-value caps allow.",
  "calculators.list.prepayment.title": "Prepayment calculator",
  "calculators.list.prepayment.text":
    "Interest and months saved by a lump sum or a monthly extra payment.",
  "calculators.list.balanceTransfer.title": "Balance transfer calculator",
  "calculators.list.balanceTransfer.text": "Is moving your loan to a lower rate worth the fees?",
  "calculators.list.taxBenefit.title": "Tax benefit calculator",
  "calculators.list.taxBenefit.text":
    "What the loan saves in tax under the old and the new regime.",
  "calculators.list.pmay.title": "PMAY-U 2.0 subsidy check",
  "calculators.list.pmay.text":
    "Does your home loan get the government's 4% interest subsidy under PMAY-Urban 2.0?",
  "calculators.list.costOfBuying.title": "Cost of buying calculator",
  "calculators.list.costOfBuying.text":
    "GST, stamp duty, registration and the down payment: the cash you need besides the loan.",

  // ---- EMI ----
  "calculators.emi.title": "Home loan EMI calculator",
  "calculators.emi.intro":
    "Enter the loan, the rate and the tenure to see the EMI, the total interest and how the balance falls year by year.",
  "calculators.emi.field.amount": "Loan amount (₹)",
  "calculators.emi.hint.amount": "₹10,000 to ₹10,00,00,000",
  "calculators.emi.field.rate": "Interest rate (% a year)",
  "calculators.emi.hint.rate": "0.1 to 25",
  "calculators.emi.field.years": "Tenure (years)",
  "calculators.emi.hint.years": "1 to 30",
  "calculators.emi.emi": "Monthly EMI",
  "calculators.emi.emiShort": "EMI",
  "calculators.emi.totalInterest": "Total interest",
  "calculators.emi.totalPayment": "Total payment",
  "calculators.emi.balanceChart": "Outstanding balance over time",
  "calculators.emi.splitChart": "Principal and interest paid each year",
  "calculators.emi.principal": "Principal",
  "calculators.emi.interest": "Interest",
  "calculators.emi.schedule": "Repayment schedule",
  "calculators.emi.scheduleTable": "Repayment schedule table, year by year",
  "calculators.emi.scheduleHelp": "Open a year to see its months.",
  "calculators.emi.year": "Year",
  "calculators.emi.month": "Month",
  "calculators.emi.opening": "Opening balance",
  "calculators.emi.closing": "Closing balance",
  "calculators.emi.monthsOfYear": "Months of year {year}",
  "calculators.emi.csv": "Download the schedule (CSV)",
  "calculators.emi.balanceLabel":
    "Outstanding balance falls from {amount} to ₹0 over {years, plural, one {# year} other {# years}}",
  "calculators.emi.splitLabel":
    "In the first year {interest} goes to interest and {principal} to principal; the share of principal grows every year",

  // ---- eligibility ----
  "calculators.eligibility.title": "How much home loan can I get?",
  "calculators.eligibility.intro":
    "Banks lend what your income can repay (FOIR: the share of your net income all EMIs may take) and, on the property, no more than RBI's loan-to-value caps.",
  "calculators.eligibility.field.monthlyIncome": "Net monthly income (₹)",
  "calculators.eligibility.field.existingEmis": "EMIs you already pay (₹ a month)",
  "calculators.eligibility.field.rate": "Interest rate (% a year)",
  "calculators.eligibility.field.years": "Tenure (years)",
  "calculators.eligibility.hint.years": "1 to 30",
  "calculators.eligibility.field.foir": "FOIR (% of income for all EMIs)",
  "calculators.eligibility.hint.foir": "10 to 70; banks often allow 50",
  "calculators.eligibility.field.propertyValue": "Property value (₹, optional)",
  "calculators.eligibility.maxLoan": "You could borrow up to",
  "calculators.eligibility.maxEmi": "EMI your income allows",
  "calculators.eligibility.byIncome": "Loan your income supports",
  "calculators.eligibility.byValue": "Loan the property's value allows",
  "calculators.eligibility.limitedBy.income": "Your income sets the limit.",
  "calculators.eligibility.limitedBy.propertyValue": "The property's value sets the limit.",
  "calculators.eligibility.ltv": "RBI's cap for this loan: {percent}% of the property's value.",
  "calculators.eligibility.downPayment": "Down payment you need",
  "calculators.eligibility.ltvRules":
    "RBI's caps: 90% of the value for loans up to ₹30 lakh, 80% up to ₹75 lakh, 75% above.",
  "calculators.eligibility.checkEligibility": "Check my eligibility",
  "calculators.eligibility.seeOffers": "See every lender's offer for this loan",

  // ---- prepayment ----
  "calculators.prepayment.title": "Home loan prepayment calculator",
  "calculators.prepayment.intro":
    "See what paying part of your loan early saves: a lump sum, a monthly extra, or both. Keep the EMI and finish sooner, or keep the tenure and pay a smaller EMI.",
  "calculators.prepayment.field.outstanding": "Outstanding loan (₹)",
  "calculators.prepayment.field.rate": "Interest rate (% a year)",
  "calculators.prepayment.field.months": "Remaining months",
  "calculators.prepayment.hint.months": "1 to 360",
  "calculators.prepayment.field.lumpSum": "Lump sum (₹)",
  "calculators.prepayment.field.lumpSumMonth": "Paid with instalment number",
  "calculators.prepayment.field.extraMonthly": "Extra every month (₹)",
  "calculators.prepayment.hint.extraMonthly": "Only when the tenure is reduced",
  "calculators.prepayment.field.reduce": "After the prepayment",
  "calculators.prepayment.reduce.tenure": "Keep the EMI, finish sooner",
  "calculators.prepayment.reduce.emi": "Keep the tenure, lower the EMI",
  "calculators.prepayment.interestSaved": "Interest saved",
  "calculators.prepayment.monthsSaved": "Months saved",
  "calculators.prepayment.before": "Without prepayment",
  "calculators.prepayment.after": "With prepayment",
  "calculators.prepayment.emi": "EMI",
  "calculators.prepayment.months": "Months",
  "calculators.prepayment.interest": "Total interest",
  "calculators.prepayment.rbiNote":
    "RBI's 2025 directions allow no prepayment charge on floating-rate home loans to individuals sanctioned or renewed from 1 January 2026. Fixed-rate loans may still carry one: ask your bank.",

  // ---- balance transfer ----
  "calculators.balanceTransfer.title": "Home loan balance transfer calculator",
  "calculators.balanceTransfer.intro":
    "Moving your loan to a bank with a lower rate cuts the EMI, but the new bank charges fees. See whether the switch pays and when.",
  "calculators.balanceTransfer.field.outstanding": "Outstanding loan (₹)",
  "calculators.balanceTransfer.field.currentRate": "Current rate (% a year)",
  "calculators.balanceTransfer.field.months": "Remaining months",
  "calculators.balanceTransfer.hint.months": "1 to 360",
  "calculators.balanceTransfer.field.newRate": "New bank's rate (% a year)",
  "calculators.balanceTransfer.field.fees": "Fees of the switch (₹)",
  "calculators.balanceTransfer.hint.fees": "Processing, legal and other one-off costs",
  "calculators.balanceTransfer.currentEmi": "Current EMI",
  "calculators.balanceTransfer.newEmi": "New EMI",
  "calculators.balanceTransfer.monthlySaving": "Saving each month",
  "calculators.balanceTransfer.grossSaving": "Interest saved",
  "calculators.balanceTransfer.netSaving": "Net saving after fees",
  "calculators.balanceTransfer.breakEven": "Fees recovered by month",
  "calculators.balanceTransfer.breakEvenNever":
    "The fees are never recovered within the remaining months.",
  "calculators.balanceTransfer.breakEvenNone": "No fees to recover.",
  "calculators.balanceTransfer.worthIt": "Worth it: the switch saves more than it costs.",
  "calculators.balanceTransfer.notWorthIt": "Not worth it: the switch costs more than it saves.",

  // ---- tax benefit ----
  "calculators.taxBenefit.title": "Home loan tax benefit calculator",
  "calculators.taxBenefit.intro":
    "A home loan's interest and principal reduce your taxable income in the old regime; in the new regime only a let-out home's interest counts.",
  "calculators.taxBenefit.field.interest": "Interest paid in the year (₹)",
  "calculators.taxBenefit.field.principal": "Principal repaid in the year (₹)",
  "calculators.taxBenefit.field.property": "The home is",
  "calculators.taxBenefit.field.rent": "Yearly rent (₹, let-out only)",
  "calculators.taxBenefit.field.municipalTax": "Municipal tax paid (₹ a year, let-out only)",
  "calculators.taxBenefit.field.other80c": "Other 80C investments (₹)",
  "calculators.taxBenefit.hint.other80c": "PF, PPF, ELSS, insurance…",
  "calculators.taxBenefit.field.slab": "Your tax slab (%)",
  "calculators.taxBenefit.property.selfOccupied": "Lived in by you (self-occupied)",
  "calculators.taxBenefit.property.letOut": "Let out",
  "calculators.taxBenefit.oldRegime": "Old regime",
  "calculators.taxBenefit.newRegime": "New regime",
  "calculators.taxBenefit.interestDeduction": "Interest deduction",
  "calculators.taxBenefit.principalDeduction": "Principal deduction",
  "calculators.taxBenefit.carried": "Loss carried forward",
  "calculators.taxBenefit.taxSaved": "Tax saved (with 4% cess)",
  "calculators.taxBenefit.better.old": "The old regime saves more.",
  "calculators.taxBenefit.better.new": "The new regime saves more.",
  "calculators.taxBenefit.better.same": "Both regimes save the same.",
  "calculators.taxBenefit.laws":
    "Interest: section 24(b) of the Income-tax Act, 1961, and section 22(2) of the Income-tax Act, 2025 (from tax year 2026-27). Principal: section 80C of the 1961 Act and section 123 of the 2025 Act, within their ₹1,50,000 cap.",
  "calculators.taxBenefit.notAdvice":
    "This is an estimate, not tax advice. Your tax depends on your whole income: ask a tax adviser.",

  // ---- PMAY-U 2.0 ----
  "calculators.pmay.title": "PMAY-U 2.0 interest subsidy check",
  "calculators.pmay.intro":
    "Pradhan Mantri Awas Yojana – Urban 2.0 pays a 4% interest subsidy on the first ₹8 lakh of a home loan to families earning up to ₹9 lakh a year. See whether your loan qualifies, and every reason if it does not.",
  "calculators.pmay.field.householdIncome": "Household income (₹ a year)",
  "calculators.pmay.hint.householdIncome": "Every earning member's income together",
  "calculators.pmay.field.propertyValue": "Value of the home (₹)",
  "calculators.pmay.field.loanAmount": "Home loan (₹)",
  "calculators.pmay.field.carpetArea": "Carpet area (m²)",
  "calculators.pmay.field.urban": "The home is in a town or city",
  "calculators.pmay.field.puccaHouse": "Does anyone in the family own a pucca house in India?",
  "calculators.pmay.field.priorBenefit":
    "Has the family had a government housing scheme's benefit before?",
  "calculators.pmay.field.sanctionedOn": "Loan sanctioned on",
  "calculators.pmay.hint.sanctionedOn": "Or the day you expect it",
  "calculators.pmay.eligible": "You may qualify for the PMAY-U 2.0 interest subsidy.",
  "calculators.pmay.notEligible": "This loan does not qualify for the subsidy, because:",
  "calculators.pmay.category": "Income category",
  "calculators.pmay.category.EWS": "EWS (Economically Weaker Section)",
  "calculators.pmay.category.LIG": "LIG (Lower Income Group)",
  "calculators.pmay.category.MIG": "MIG (Middle Income Group)",
  "calculators.pmay.category.none": "None (above ₹9 lakh a year)",
  "calculators.pmay.subsidisedLoan": "Loan the subsidy is worked out on",
  "calculators.pmay.maxBenefit": "Subsidy, at most",
  "calculators.pmay.terms":
    "{rate}% a year on up to ₹8,00,000 of the loan, for up to {years} years, paid into your loan account in {instalments} yearly instalments.",
  "calculators.pmay.reason.income_above_9_lakh":
    "The household's income is above ₹9,00,000 a year.",
  "calculators.pmay.reason.property_value_above_35_lakh": "The home's value is above ₹35,00,000.",
  "calculators.pmay.reason.loan_above_25_lakh": "The loan is above ₹25,00,000.",
  "calculators.pmay.reason.carpet_area_above_120": "The carpet area is above 120 m².",
  "calculators.pmay.reason.owns_pucca_house":
    "Someone in the family already owns a pucca house in India.",
  "calculators.pmay.reason.prior_housing_benefit":
    "The family has had a government housing scheme's benefit before.",
  "calculators.pmay.reason.not_urban": "The home is not in a town or city.",
  "calculators.pmay.reason.sanctioned_before_2024_09_01":
    "The loan was sanctioned before 1 September 2024.",
  "calculators.pmay.rulesHeading": "The scheme's rules",
  "calculators.pmay.rule.family":
    "For a family (husband, wife and unmarried children) with a yearly income up to ₹9,00,000: EWS up to ₹3,00,000, LIG up to ₹6,00,000, MIG up to ₹9,00,000.",
  "calculators.pmay.rule.home":
    "For a home in a town or city worth up to ₹35,00,000, with a carpet area up to 120 m², bought or built with a home loan up to ₹25,00,000 sanctioned on or after 1 September 2024.",
  "calculators.pmay.rule.firstHome":
    "Nobody in the family may own a pucca house anywhere in India, or have had a government housing scheme's benefit before.",
  "calculators.pmay.rule.subsidy":
    "The subsidy is 4% a year on the first ₹8,00,000 of the loan, for up to 12 years: at most ₹1,80,000, paid into the loan account in 5 yearly instalments.",
  "calculators.pmay.rule.apply":
    "You apply through your bank or housing finance company, and the scheme decides. This check is an estimate, not that decision.",
  "calculators.pmay.ministryLink":
    "The scheme's guidelines on the Ministry of Housing and Urban Affairs' site",

  // ---- cost of buying ----
  "calculators.costOfBuying.title": "What does buying a home really cost?",
  "calculators.costOfBuying.intro":
    "Besides the down payment, a buyer pays GST on a home under construction, the state's stamp duty and registration fee, and the bank's processing fee. See the cash you need on top of the loan.",
  "calculators.costOfBuying.field.price": "Price of the home (₹)",
  "calculators.costOfBuying.field.status": "The home is",
  "calculators.costOfBuying.status.under_construction": "Under construction",
  "calculators.costOfBuying.status.ready": "Ready to move in",
  "calculators.costOfBuying.field.carpetArea": "Carpet area (m²)",
  "calculators.costOfBuying.hint.carpetArea": "Needed for a home under construction",
  "calculators.costOfBuying.field.metro": "In a metro city?",
  "calculators.costOfBuying.hint.metro":
    "Bengaluru, Chennai, Delhi NCR, Hyderabad, Kolkata or Mumbai",
  "calculators.costOfBuying.field.stampDuty": "Stamp duty (% of the price)",
  "calculators.costOfBuying.hint.stampDuty": "Your state's rate, 0 to 12",
  "calculators.costOfBuying.field.registration": "Registration fee (% of the price)",
  "calculators.costOfBuying.field.registrationCap": "Registration fee cap (₹, optional)",
  "calculators.costOfBuying.hint.registrationCap": "If your state caps the fee",
  "calculators.costOfBuying.field.loanAmount": "Loan amount (₹, optional)",
  "calculators.costOfBuying.hint.loanAmount": "Leave it empty for the largest loan allowed",
  "calculators.costOfBuying.field.processingFee": "Bank's processing fee (₹)",
  "calculators.costOfBuying.cashNeeded": "Cash you need",
  "calculators.costOfBuying.totalCost": "Total cost of the home",
  "calculators.costOfBuying.loan": "Loan",
  "calculators.costOfBuying.maxLoan": "Largest loan allowed",
  "calculators.costOfBuying.downPayment": "Down payment",
  "calculators.costOfBuying.gst": "GST ({rate}%)",
  "calculators.costOfBuying.stampDuty": "Stamp duty",
  "calculators.costOfBuying.registration": "Registration",
  "calculators.costOfBuying.fees": "Processing fee",
  "calculators.costOfBuying.chartHeading": "Where the cash goes",
  "calculators.costOfBuying.chartLabel":
    "The cash you need, {total}: down payment {down}, GST {gst}, stamp duty {stamp}, registration {registration}, processing fee {fees}",
  "calculators.costOfBuying.loanAboveMax":
    "Loan amount can be at most {max}: RBI's loan-to-value cap for this price.",
  "calculators.costOfBuying.gstRule":
    "GST: none on a ready home that has its completion certificate. On a home under construction, 1% of the price for affordable housing (a price up to ₹45,00,000 and a carpet area up to 60 m² in a metro city, 90 m² elsewhere), otherwise 5%.",
  "calculators.costOfBuying.ltvRule":
    "RBI's loan-to-value caps: 90% of the value for loans up to ₹30 lakh, 80% up to ₹75 lakh, 75% above. For a home priced up to ₹10 lakh, stamp duty and registration count in the value.",
  "calculators.costOfBuying.stateRule":
    "Stamp duty and registration differ by state, and some states charge women buyers less: check your state's rates.",

  // ---- the rates table ----
  "calculators.rates.title": "Home loan interest rates of every bank",
  "calculators.rates.intro":
    "Each bank's lowest and highest rate, processing fee and longest tenure, and the EMI for each ₹1 lakh over 20 years at its lowest rate.",
  "calculators.rates.caption": "Home loan interest rates, sorted",
  "calculators.rates.captionSorted": "Home loan interest rates, sorted: {sort}",
  "calculators.rates.sortBy": "Sort by",
  "calculators.rates.column.bank": "Bank",
  "calculators.rates.column.rate": "Interest rate (% a year)",
  "calculators.rates.column.fee": "Processing fee",
  "calculators.rates.column.tenure": "Longest tenure",
  "calculators.rates.column.emi": "EMI per ₹1 lakh (20 years)",
  "calculators.rates.column.asOf": "As of",
  "calculators.rates.column.actions": "Check eligibility",
  "calculators.rates.sort.rateAsc": "Lowest rate first",
  "calculators.rates.sort.rateDesc": "Highest rate first",
  "calculators.rates.sort.maxAsc": "Lowest top rate first",
  "calculators.rates.sort.name": "Bank name",
  "calculators.rates.apply": "Apply",
  "calculators.rates.check": "Check eligibility with {name}",
  "calculators.rates.workItOut": "Before you choose",
  "calculators.rates.note":
    "Rates are indicative and change often; each bank's row carries the date it was checked.",
  // Fair offers (docs/product/offers.md "Pages"): the lenders' offers for the reader's own loan.
  "calculators.rates.offers":
    "Rates for your own loan? <0>See every partner lender's offer for it</0>, ordered by APR, with the reasons of those that say no.",
  "calculators.rates.tenureUpTo": "Up to {years} years",
  "calculators.rates.fee.percent": "{pct} of the loan amount",
  "calculators.rates.fee.upTo": "Up to {pct} of the loan amount",
  "calculators.rates.fee.orHigher": "{fee} or {amount}, whichever is higher",
  "calculators.rates.fee.minimum": "{fee}, minimum {amount}",
  "calculators.rates.fee.andMaximum": "{fee} and maximum {amount}",
  "calculators.rates.fee.maximum": "{fee}, maximum {amount}",
  "calculators.rates.fee.plusGst": "{fee} plus GST",
  "calculators.rates.fee.commaPlusGst": "{fee}, plus GST",
} satisfies Record<string, string>;
