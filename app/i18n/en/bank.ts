// English messages of the "bank" namespace (see app/i18n/README.md). Keys start with "bank.".
// The bank page (/loan/:bank), a bank's projects in a city (/loan/:bank/projects/:city), the
// projects picker (/projects), the bank-page FAQ and the city picker (shared: any page that renders
// the city tiles lists "bank").
export default {
  "bank.breadcrumb": "Breadcrumb",
  "bank.breadcrumb.home": "Home",

  // The hero (app/components/bank/bank-hero.tsx).
  "bank.hero.title": "{bank} Home Loan",
  "bank.hero.logoAlt": "{bank} logo",
  "bank.hero.qualify": "Do I Qualify",
  "bank.hero.compare": "Compare with other banks",
  "bank.hero.interestRate": "Interest rate",
  "bank.hero.maxLoan": "Maximum loan",
  "bank.hero.tenure": "Tenure",
  "bank.hero.processingFee": "Processing fee",
  "bank.hero.rateDepends": ". Your rate depends on your credit score, income and the loan amount.",

  // The sections of /loan/:bank (app/routes/bank.tsx).
  "bank.emi.heading": "{bank} EMI calculator",
  "bank.emi.intro":
    "Starts at {bank}'s indicative rate of {rate}% a year, as of {date}. Change the amount, rate or tenure to see your monthly EMI.",
  "bank.about.heading": "About {bank} home loans",
  "bank.qualify.heading": "Could you get this loan?",
  "bank.qualify.body":
    "Answer a few questions about the property, your income and your expenses. It takes about 10 minutes, is free and does not affect your credit score.",
  "bank.qualify.button": "Do I Qualify<0> for a {bank} home loan</0>",
  "bank.compare.heading": "Compare {bank} with other banks",
  "bank.compare.intro":
    "Put up to three banks side by side. Change a bank with the list above its column.",
  "bank.projects.heading": "{bank} approved projects",
  "bank.projects.intro":
    "Housing projects the bank has already checked, so your loan can be processed faster. Choose a city.",
  "bank.callback.label": "Request a callback",
  "bank.faq.heading": "Home loan questions, answered",
  "bank.blog.heading": "From our blog",

  // The bank-page FAQ (app/content/bank-faq.ts lists the keys, in order).
  "bank.faq.emiStart.q": "When does my EMI start?",
  "bank.faq.emiStart.a1":
    "For a ready-to-move-in home the bank releases the full loan at registration, and your first EMI is usually due on the bank's EMI date (for example the 5th or 10th) of the following month.",
  "bank.faq.emiStart.a2":
    "Interest for the few days between disbursement and the start of your EMI cycle is charged separately as 'broken-period interest', often deducted from the disbursement or collected with the first EMI. For an under-construction home, full EMIs start once the loan is fully disbursed, unless you choose to start them earlier.",
  "bank.faq.preEmi.q": "What is pre-EMI interest?",
  "bank.faq.preEmi.a1":
    "When you buy an under-construction property, the bank pays the builder in stages. Until the last stage is paid, you can pay only the interest on the amount released so far: that is pre-EMI. It does not reduce your principal, so the loan is not getting smaller.",
  "bank.faq.preEmi.a2":
    "You can instead opt for full EMIs from the first disbursement (sometimes called tranche EMI). It costs more each month during construction but saves interest overall. Pre-EMI interest paid before possession can be claimed as a tax deduction in five equal parts from the year construction is completed, within the yearly limit for interest.",
  "bank.faq.fixedFloating.q": "Should I choose a fixed or a floating interest rate?",
  "bank.faq.fixedFloating.a1":
    "A floating rate is linked to an external benchmark such as the RBI repo rate and is reset at least every three months, so your EMI or tenure moves with the market. A fixed rate stays the same for an agreed period (often the first 2–5 years) and is usually 1–2 percentage points higher.",
  "bank.faq.fixedFloating.a2":
    "Most Indian borrowers choose floating: it is cheaper to start with, RBI rules bar prepayment and foreclosure charges on floating-rate home loans to individuals, and at a reset the bank must let you switch to a fixed rate if you want certainty.",
  "bank.faq.partPayment.q": "Can I make part payments on my home loan?",
  "bank.faq.partPayment.a1":
    "Yes. On a floating-rate home loan taken by an individual, banks cannot charge any fee for part payments or for closing the loan early. On fixed-rate loans a prepayment charge (commonly 2–3% of the amount prepaid) may apply; check your sanction letter.",
  "bank.faq.partPayment.a2":
    "After a part payment you can usually choose to keep the EMI and shorten the tenure, or keep the tenure and lower the EMI. Shortening the tenure saves the most interest, especially early in the loan.",
  "bank.faq.tax.q": "What tax benefits do I get on a home loan?",
  "bank.faq.tax.a1":
    "Under the old tax regime, interest on a loan for a self-occupied home can be deducted up to ₹2 lakh a year (Section 24(b)), and principal repayments count towards the ₹1.5 lakh limit of Section 80C, together with stamp duty and registration in the year you pay them. Co-owners who are also co-borrowers can each claim their share.",
  "bank.faq.tax.a2":
    "The new tax regime, the default since FY 2023-24, does not allow these deductions for a self-occupied home. Compare both regimes each year, and ask a tax adviser about your own case.",
  "bank.faq.missedEmi.q": "What happens if I miss an EMI?",
  "bank.faq.missedEmi.a1":
    "The bank will charge a penal charge on the overdue amount (RBI rules since 2024 say this must be a reasonable charge, not extra interest added to your rate), and the missed payment is reported to credit bureaus such as CIBIL, which lowers your score.",
  "bank.faq.missedEmi.a2":
    "If dues stay unpaid for 90 days the loan becomes a non-performing asset and the bank can start recovery, including action against the property under the SARFAESI Act after a 60-day notice. If you expect trouble, talk to your bank early: it may offer a short moratorium or restructure the loan. An auto-debit (NACH) mandate helps avoid accidental misses.",
  "bank.faq.reduceEmi.q": "How can I reduce my EMI?",
  "bank.faq.reduceEmi.a1":
    "Make a part payment and ask the bank to recalculate a lower EMI; ask for a longer tenure if your age and income allow it (you will pay more interest overall); or ask your bank to move you to its current, lower rate, which often needs only a small conversion fee.",
  "bank.faq.reduceEmi.a2":
    "If another bank offers a clearly lower rate, a balance transfer can cut your EMI; weigh the new processing fee and legal charges against the savings. A better credit score helps you negotiate in every case.",
  "bank.faq.disclaimer":
    "General guidance based on RBI rules and the Income-tax Act; your bank's loan agreement and a tax adviser have the final word for your case.",

  // The city tiles (app/components/city-picker.tsx) and city names.
  "bank.city.Kolkata": "Kolkata",
  "bank.city.Mumbai": "Mumbai",
  "bank.city.Hyderabad": "Hyderabad",
  "bank.city.Chennai": "Chennai",
  "bank.city.Pune": "Pune",
  "bank.city.Bangalore": "Bangalore",
  "bank.city.Delhi": "Delhi",
  "bank.cityNotes.Kolkata": "New Town, Rajarhat, EM Bypass",
  "bank.cityNotes.Mumbai": "Powai, Thane, Navi Mumbai",
  "bank.cityNotes.Hyderabad": "Gachibowli, Kondapur, Kokapet",
  "bank.cityNotes.Chennai": "OMR, Perungudi, Porur",
  "bank.cityNotes.Pune": "Hinjewadi, Kharadi, Wakad",
  "bank.cityNotes.Bangalore": "Whitefield, Sarjapur, Hebbal",
  "bank.cityNotes.Delhi": "Dwarka, Rohini, Vasant Kunj",
  "bank.cityPicker.tileSuffix": ": {bank} approved projects",

  // A project card (app/components/bank/project-card.tsx).
  "bank.project.by": "by {builder}",
  "bank.project.location": "Location",
  "bank.project.configuration": "Configuration",
  "bank.project.price": "Price",

  // /loan/:bank/projects/:city (app/routes/bank-projects.tsx).
  "bank.cityPage.crumb": "Approved projects in {city}",
  "bank.cityPage.title": "{bank} approved projects in {city}",
  "bank.cityPage.intro":
    "Projects whose title and approvals {bank} has already checked, so a home loan for a flat in them is usually sanctioned faster. Prices are indicative ranges from the builders and change with the unit and floor.",
  "bank.cityPage.otherCities": "Other cities",
  "bank.cityPage.count": "{count, plural, one {# project} other {# projects}} in {city}",
  "bank.cityPage.found": "Found a home you like? <0>Check your eligibility with {bank}</0>.",
  "bank.cityPage.noneHeading": "No approved projects listed in {city} yet",
  "bank.cityPage.noneBody":
    "We have not listed {bank}-approved projects in {city} yet. Check whether you qualify for a loan now, and our team will suggest projects that fit.",

  // /projects (app/routes/projects.tsx).
  "bank.picker.title": "Bank-approved housing projects",
  "bank.picker.intro":
    "Banks check a project's title, approvals and builder before they lend on it. Buying in an approved project usually means a faster sanction and fewer surprises. Pick a bank and a city to see its approved projects.",
  "bank.picker.heading": "Find approved projects",
  "bank.picker.bank": "Bank",
  "bank.picker.city": "City",
  "bank.picker.submit": "Show projects",
  "bank.picker.errorBank": "Choose a bank from the list.",
  "bank.picker.errorCity": "Choose a city from the list.",
  "bank.picker.citiesHeading": "Or pick a city",
  "bank.picker.citiesHeadingFor": "Or pick a city for {bank}",
  "bank.picker.tilesIntro": "Each tile opens {bank}'s approved projects in that city.",
  "bank.picker.tilesIntroAny": "Each tile opens the bank's approved projects in that city.",
} satisfies Record<string, string>;
