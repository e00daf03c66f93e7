// English messages of the "home" namespace (see app/i18n/README.md). Keys start with "home.".
// The home page's text (docs/product/pages.md "Home page sections" and "Loan showcase" and "Text
// facts"); the page's structure (slides, loan types, fees, steps, FAQ count) is in
// app/content/home.ts. Figures are indicative ranges across partner banks and say so
// (docs/product/pages.md "Money and figures").
export default {
  /** When the showcase figures were last checked; shown beside them. */
  "home.showcase.asOf": "November 2026",

  "home.hero.eyebrow": "Home loans from India's leading banks",
  "home.hero.headline": "Find the right home loan, without the runaround",
  "home.hero.lead":
    "Compare offers from ten banks, work out your EMI and check your eligibility in about 10 minutes. Approval can come in as little as 24 hours.",
  "home.hero.rate": "Interest rates <0>from {rate}% per annum</0>",
  "home.hero.rateNote":
    "Fixed and variable (floating) rate options available. *Indicative lowest rate across our partner banks, as of {asOf}.",
  "home.hero.pickBank": "Choose your bank",
  "home.hero.start": "Start Eligibility Check",

  "home.carousel.label": "Home loan highlights",
  /** aria-roledescription of the carousel and of each slide, read out by screen readers. */
  "home.carousel.role": "carousel",
  "home.carousel.slideRole": "slide",
  "home.carousel.slide": "{n} of {count}",
  "home.carousel.pause": "Pause slide show",
  "home.carousel.play": "Play slide show",
  "home.carousel.next": "Next slide",
  "home.carousel.dot": "Slide {n}: {caption}",
  "home.slide.homes.alt": "A row of three colourful houses with gardens",
  "home.slide.homes.caption": "Buy the home you have been saving for",
  "home.slide.keys.alt": "A house key and a house-shaped key tag on a key ring",
  "home.slide.keys.caption": "Move in sooner with a quick approval",
  "home.slide.family.alt": "A family of four standing in front of their new home",
  "home.slide.family.caption": "Plan an EMI that fits your family's budget",
  "home.slide.city.alt": "A city skyline of apartment towers at dusk",
  "home.slide.city.caption": "Approved projects in seven cities",

  "home.logos.heading": "Compare home loans from {count} partner banks",
  "home.logos.alt": "{bank} home loans",

  "home.strike.label": "Say Goodbye to Hassles, Hello to Smart Loans",
  "home.strike.heading": "Say Goodbye to <0>Hassles</0>, Hello to Smart Loans",
  "home.strike.lead": "One application, ten banks and a team that does the running around for you.",

  "home.loans.heading": "A loan for every plan",
  "home.loans.tabs": "Loan types",
  "home.loans.rate": "Interest rate",
  "home.loans.tenure": "Tenure",
  "home.loans.maxAmount": "Max amount",
  "home.loans.asOf": "Indicative ranges across partner banks, as of {asOf}.",
  "home.loans.features": "Key features",
  "home.loans.apply": "Apply Now<0>: {loan}</0>",

  "home.loan.home.title": "Home Loan",
  "home.loan.home.subtitle":
    "Buy a ready or under-construction home with a loan of up to 90% of its value.",
  "home.loan.home.rate": "8.5% – 10.2%",
  "home.loan.home.tenure": "Up to 30 years",
  "home.loan.home.maxAmount": "₹2 Crore+",
  "home.loan.home.feature1": "Up to 90% of the property value",
  "home.loan.home.feature2": "Fixed and floating rate options",
  "home.loan.home.feature3":
    "Tax deductions of up to ₹2 lakh on interest and ₹1.5 lakh on principal",
  "home.loan.home.feature4": "No charge for part payment on floating-rate loans",

  "home.loan.lap.title": "Loan Against Property",
  "home.loan.lap.subtitle":
    "Unlock the value of a home or shop you own for business or personal needs.",
  "home.loan.lap.rate": "9.0% – 11.5%",
  "home.loan.lap.tenure": "Up to 15 years",
  "home.loan.lap.maxAmount": "₹5 Crore+",
  "home.loan.lap.feature1": "Up to 70% of the property value",
  "home.loan.lap.feature2": "Residential and commercial property accepted",
  "home.loan.lap.feature3": "Lower rates than a personal loan",
  "home.loan.lap.feature4": "Use the money for business, education or a wedding",

  "home.loan.refinance.title": "Re-finance",
  "home.loan.refinance.subtitle":
    "Move your existing home loan to a bank with a lower rate and cut your EMI.",
  "home.loan.refinance.rate": "8.0% – 9.5%",
  "home.loan.refinance.tenure": "Remaining loan term",
  "home.loan.refinance.maxAmount": "Outstanding balance",
  "home.loan.refinance.feature1": "Balance transfer of your outstanding loan",
  "home.loan.refinance.feature2": "Optional top-up loan on the same property",
  "home.loan.refinance.feature3": "We compare the savings before you switch",
  "home.loan.refinance.feature4": "Help with the paperwork at both banks",

  // docs/product/pages.md: Construction reuses the Commercial figures.
  "home.loan.commercial.title": "Commercial Loan",
  "home.loan.commercial.subtitle": "Buy an office, shop or warehouse for your business.",
  "home.loan.commercial.rate": "9.5% – 12.0%",
  "home.loan.commercial.tenure": "Up to 20 years",
  "home.loan.commercial.maxAmount": "₹10 Crore+",
  "home.loan.commercial.feature1": "For offices, shops, clinics and warehouses",
  "home.loan.commercial.feature2": "Longer tenures than a business loan",
  "home.loan.commercial.feature3": "Rental income can count towards eligibility",
  "home.loan.commercial.feature4": "Dedicated relationship manager",

  "home.loan.construction.title": "Construction Loan",
  "home.loan.construction.subtitle":
    "Build on a plot you own, with money released as construction progresses.",
  "home.loan.construction.rate": "9.5% – 12.0%",
  "home.loan.construction.tenure": "Up to 20 years",
  "home.loan.construction.maxAmount": "₹10 Crore+",
  "home.loan.construction.feature1": "Disbursed in stages as the work progresses",
  "home.loan.construction.feature2": "Interest only on the amount released",
  "home.loan.construction.feature3": "Plot plus construction loans available",
  "home.loan.construction.feature4": "Site inspections arranged with the bank",

  // docs/product/pages.md: only Processing Fees are charged; every other fee is shown as waived.
  "home.fees.heading": "Say no to fees",
  "home.fees.application": "Application Fees",
  "home.fees.transfer": "Transfer Fees",
  "home.fees.processing": "Processing Fees",
  "home.fees.exit": "Exit Fees",
  "home.fees.earlyRepay": "Early Repay Fees",
  "home.fees.account": "Account Fees",
  "home.fees.charged": "Charged by the bank",
  "home.fees.waived": "Waived",
  "home.fees.note": "LMI premium may apply in certain circumstances.",

  "home.reward.title": "Be Rewarded",
  "home.reward.text":
    "Lower rate for a CIBIL score of 750 or more (indicative; at the bank's discretion).",

  "home.compare.heading": "Compare Home Loan Offers",
  "home.compare.lead":
    "Put up to three banks side by side: rates, fees, tenure and the documents they ask for.",
  "home.breakdown.heading": "Loan Breakdown",
  "home.breakdown.lead":
    "Work out your monthly EMI and see how much of what you repay is interest.",
  "home.blog.heading": "From our blog",
  "home.callback.label": "Request a callback",

  "home.process.heading": "Your loan in four steps",
  "home.process.step": "Step {n}:",
  "home.process.apply.title": "Apply Online",
  "home.process.apply.text":
    "Tell us about the home and your income. It takes about 10 minutes and costs nothing.",
  "home.process.preApproved.title": "Get Pre-Approved",
  "home.process.preApproved.text":
    "See at once whether you are likely to qualify and what your EMI would be.",
  "home.process.choose.title": "Choose Your Loan",
  "home.process.choose.text":
    "Compare rates, fees and terms from our partner banks and pick the one that suits you.",
  "home.process.funded.title": "Get Funded",
  "home.process.funded.text":
    "We help with the documents until the bank approves and disburses the loan, often within 24 hours.",

  "home.service.heading": "How {siteName} works",
  "home.service.tabs": "Service steps",
  "home.service.stepOf": "Step {n} of {count}",
  "home.service.explore.title": "Explore & Compare",
  "home.service.explore.text":
    "Compare home loans from leading banks on interest rates, repayment flexibility and benefits.",
  "home.service.register.title": "Register",
  "home.service.register.text":
    "Create a free account with a few basic personal and financial details.",
  "home.service.inquiry.title": "Submit Inquiry",
  /** <0> is the site's phone number as a tap-to-call link. */
  "home.service.inquiry.text":
    "Fill in the inquiry form with the loan amount, tenure and your preferred banks, or call us on <0>{phone}</0>.",
  "home.service.inquiry.textNoPhone":
    "Fill in the inquiry form with the loan amount, tenure and your preferred banks, or call us on our help line.",
  "home.service.assistance.title": "Get Assistance",
  "home.service.assistance.text":
    "Our team calls you to review your details, clear your doubts and recommend the loan options that fit.",
  "home.service.approval.title": "Application & Approval",
  "home.service.approval.text":
    "We help you gather the documents, submit the application and coordinate with the bank for a quick approval and disbursement.",

  "home.why.heading": "Why Choose Us",
  "home.why.fast.title": "Fast Approval",
  "home.why.fast.text": "A complete application can be approved in as little as 24 hours.",
  "home.why.fast.action": "Apply Now",
  "home.why.rates.title": "Competitive Rates",
  "home.why.rates.text":
    "Side-by-side rates and fees from ten banks, with the date each figure was checked.",
  "home.why.rates.action": "Check Rates",
  "home.why.support.title": "Expert Support",
  "home.why.support.text":
    "Our loan advisers answer your questions by phone, email or WhatsApp, at no charge.",
  "home.why.support.action": "Get Help",

  // docs/product/pages.md "Text facts". The EMI example (₹18,935 for ₹25 lakh at 6.70% over 20
  // years) is checked against the domain EMI function in tests/e2e/home.test.ts.
  "home.faq.heading": "Frequently asked questions",
  "home.faq.1.q": "What is an EMI and how is it calculated?",
  "home.faq.1.a":
    "An EMI (equated monthly instalment) is the fixed amount you pay the bank each month until the loan is repaid. It depends on the loan amount, the interest rate and the tenure. For example, a ₹25 lakh loan at 6.70% a year over 20 years has an EMI of about ₹18,935. Use the calculator on this page to try your own figures.",
  "home.faq.2.q": "How much home loan can I get on my salary?",
  "home.faq.2.a":
    "Banks typically lend 60 to 80 times your net monthly salary, as long as all your EMIs together stay within about half of your monthly income. Your age, other loans and credit score also count.",
  "home.faq.3.q": "What CIBIL score do I need for a home loan?",
  "home.faq.3.a":
    "CIBIL scores range from 300 to 900. Most banks prefer a score of 750 or more, and a higher score can get you a lower interest rate. You can still apply with a lower score, but the choice of banks may be narrower.",
  "home.faq.4.q": "What tax benefits does a home loan give me?",
  "home.faq.4.a":
    "Under the old tax regime you can claim a deduction of up to ₹2 lakh a year on the interest paid (Section 24(b)) and up to ₹1.5 lakh a year on the principal repaid (Section 80C) for a self-occupied home.",
  "home.faq.5.q": "Should I choose a fixed or a floating interest rate?",
  "home.faq.5.a":
    "A fixed rate keeps your EMI the same for the fixed period, which makes budgeting easy. A floating rate moves with the bank's benchmark rate: it is usually lower at the start, and banks do not charge individuals for prepaying a floating-rate home loan.",
  "home.faq.6.q": "How much of the property's value will the bank finance?",
  "home.faq.6.a":
    "Up to 90% of the property value for loans up to ₹30 lakh, 80% up to ₹75 lakh and 75% above that, as set by the Reserve Bank of India. You pay the rest, plus stamp duty and registration, as the down payment.",
  "home.faq.7.q": "How long does approval take?",
  "home.faq.7.a":
    "Checking your eligibility here takes about 10 minutes. Once the bank has your complete documents, approval can come in as little as 24 hours; disbursement follows the property checks.",
  "home.faq.8.q": "Which documents will I need?",
  "home.faq.8.a":
    "Proof of identity and address (PAN and Aadhaar), income proof (salary slips and Form 16, or income tax returns if self-employed), six months of bank statements and the property papers. Each bank page lists its own checklist.",
  "home.faq.9.q": "Does GharSetu charge me a fee?",
  "home.faq.9.a":
    "No. Comparing, checking eligibility and getting help from our advisers is free for borrowers. The bank charges its own processing fee, which we show on each bank's page.",
  "home.faq.10.q": "Can I prepay or close my home loan early?",
  "home.faq.10.a":
    "Yes. Banks do not charge individuals a prepayment penalty on floating-rate home loans. For fixed-rate loans a charge may apply; check the prepayment charges on the bank's page.",
  "home.faq.11.q": "Can I apply with a co-applicant?",
  "home.faq.11.a":
    "Yes. Adding an earning spouse or parent as co-applicant combines your incomes, which can raise the amount you can borrow, and both of you can claim the tax deductions.",
  "home.faq.12.q": "Will checking my eligibility affect my credit score?",
  "home.faq.12.a":
    "No. Our eligibility check uses the figures you enter and does not pull your credit report. The bank checks your credit report only when you make a formal application.",
} satisfies Record<string, string>;
