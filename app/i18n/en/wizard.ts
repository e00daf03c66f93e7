// English messages of the "wizard" namespace (see app/i18n/README.md). Keys start with "wizard.".
// The eligibility wizard: the page around it, its steps, controls, options, hints, buttons, the
// result and the delivery notices. Its validation messages are the domain's (errors-wizard).
export default {
  // The page (routes/eligibility-form.tsx)
  "wizard.page.title": "Check your home loan eligibility",
  "wizard.page.intro":
    "Five short steps, about two minutes. You see your result and estimated EMI straight away; our team calls you only if you agree.",
  "wizard.page.bankRate": "Checking with {bank}'s indicative rate of {rate}% a year.",

  // Landmarks and progress
  "wizard.section.check": "Eligibility check",
  "wizard.section.result": "Eligibility result",
  "wizard.progress.label": "Eligibility check progress",
  "wizard.progress.step": "Step {step} of {total}",
  "wizard.progress.stepTitle": "Step {step} of {total}: {title}",

  // Step titles (STEPS order)
  "wizard.step.loan": "Loan details",
  "wizard.step.you": "Your details",
  "wizard.step.income": "Income & Employment",
  "wizard.step.expenses": "Expenses",
  "wizard.step.qualify": "Do I qualify?",

  // Buttons
  "wizard.button.next": "Next",
  "wizard.button.back": "Back",
  "wizard.button.submit": "Submit",
  "wizard.button.ok": "OK",
  "wizard.button.again": "Check Another Loan",

  // Control labels (FIELD_LABELS of the domain, which the admin pages keep in English)
  "wizard.field.loan_purpose": "What is the loan for?",
  "wizard.field.property_use": "How will you use the property?",
  "wizard.field.found_property": "Have you found a property?",
  "wizard.field.when_to_buy": "When do you plan to buy?",
  "wizard.field.property_worth": "Property worth (₹)",
  "wizard.field.borrow_amount": "Amount you want to borrow (₹)",
  "wizard.field.loan_tenure": "Loan tenure (years)",
  "wizard.field.applicant_type": "Who is applying?",
  "wizard.field.relationship_status": "Your relationship status",
  "wizard.field.second_borrower_relation_status": "Second borrower's relationship status",
  "wizard.field.company_type": "Company type",
  "wizard.field.company_name": "Company name",
  "wizard.field.occupation": "Occupation",
  "wizard.field.dependents": "Number of dependents",
  "wizard.field.postal_code": "Postal code (PIN)",
  "wizard.field.yearly_income": "Yearly income (₹)",
  "wizard.field.earn_additional_income": "Do you earn additional income?",
  "wizard.field.additional_income_amount": "Additional income per year (₹)",
  "wizard.field.receive_rental_income": "Do you receive rental income?",
  "wizard.field.rental_income_amount": "Rental income per year (₹)",
  "wizard.field.receive_non_taxable_income": "Do you receive non-taxable income?",
  "wizard.field.non_taxable_income_amount": "Non-taxable income per year (₹)",
  "wizard.field.in_tax_bracket": "Are you in a tax bracket?",
  "wizard.field.monthly_living_expenditure": "Monthly living expenditure (₹)",
  "wizard.field.has_other_expenses": "Do you have other expenses?",
  "wizard.field.other_expenses_amount": "Other expenses per year (₹)",
  "wizard.field.has_another_home_loan": "Do you have another home loan?",
  "wizard.field.another_home_loan_amount": "Other home loan repayments per year (₹)",
  "wizard.field.has_personal_loan": "Do you have a personal loan?",
  "wizard.field.personal_loan_amount": "Personal loan repayments per year (₹)",
  "wizard.field.has_credit_card_debt": "Do you have credit card debt?",
  "wizard.field.credit_card_debt_amount": "Credit card repayments per year (₹)",
  "wizard.field.has_investment_loan": "Do you have an investment loan?",
  "wizard.field.investment_loan_amount": "Investment loan repayments per year (₹)",
  "wizard.field.has_car_lease": "Do you have a car lease?",
  "wizard.field.car_lease_amount": "Car lease payments per year (₹)",
  "wizard.field.has_bike_lease": "Do you have a bike lease?",
  "wizard.field.bike_lease_amount": "Bike lease payments per year (₹)",
  "wizard.field.first_name": "First name",
  "wizard.field.last_name": "Last name",
  "wizard.field.email": "Email",
  "wizard.field.phone_number": "Phone number",
  "wizard.field.consent":
    "I agree to be contacted by phone, SMS or WhatsApp about this enquiry and accept the <0>privacy notice<1> (opens in a new tab)</1></0>.",

  // Option labels (the values stay the enumeration strings)
  "wizard.option.refinancing": "I'm refinancing",
  "wizard.option.buying": "I'm buying",
  "wizard.option.building": "I'm building",
  "wizard.option.toLiveIn": "To live in",
  "wizard.option.investment": "As an investment",
  "wizard.option.yes": "Yes",
  "wizard.option.no": "No",
  "wizard.option.now": "Now",
  "wizard.option.within3Months": "Within 3 months",
  "wizard.option.after3Months": "In more than 3 months",
  "wizard.option.justMe": "Just me",
  "wizard.option.mePlusOne": "Me plus one (joint application)",
  "wizard.option.single": "Single",
  "wizard.option.inRelationship": "In a relationship",
  "wizard.option.withSecond": "In a relationship with the second borrower",
  "wizard.option.notWithSecond": "In a relationship, not with the second borrower",
  "wizard.option.private": "Private",
  "wizard.option.govt": "Government",
  "wizard.option.mnc": "MNC",
  "wizard.option.psu": "PSU",
  "wizard.option.others": "Others",
  "wizard.option.chooseNumber": "Choose a number",
  "wizard.option.notSpecified": "Not specified",

  // Hints under controls
  "wizard.hint.borrow_amount": "At least {amount}.",
  "wizard.hint.loan_tenure": "Whole years, {min} to {max}.",
  "wizard.hint.postal_code": "6 digits, for example 560001.",
  "wizard.hint.yearly_income": "Before tax, in rupees per year.",
  "wizard.hint.monthly_living_expenditure":
    "Rent, food, bills and other regular spending each month.",
  "wizard.hint.optional": "Optional.",
  "wizard.hint.phone_number": "10 to 15 digits; we call or message only about this enquiry.",
  // The one-page form (no JavaScript) explains the branching next to the questions
  "wizard.static.found_property": "Only if you are buying or building.",
  "wizard.static.when_to_buy": "Only if you have not found a property yet.",
  "wizard.static.relationship_status":
    "Applying alone: choose Single or In a relationship. Applying with someone: choose one of the last three.",
  "wizard.static.second_borrower_relation_status":
    "Only for a joint application where you are single or in a relationship, but not with the second borrower.",
  "wizard.static.amount": "Only if you answered Yes above.",
  "wizard.static.honeypot": "Leave this field empty",
  "wizard.form.completeStep": "Please complete this step before you submit.",

  // The result (built from is_eligible, the EMI and the reference)
  "wizard.result.eligibleHeading": "Congratulations!",
  "wizard.result.otherHeading": "Eligibility Status",
  "wizard.result.eligible":
    "Eligible. Estimated EMI: {emi} per month, Our team will get back to you within 48 hours.",
  "wizard.result.borrowExceedsWorth": "Borrow amount cannot exceed property worth.",
  "wizard.result.expensesExceedIncome": "Expenses exceed income. Not eligible.",
  "wizard.result.emiAboveLimit":
    "Your EMI exceeds the recommended limit, but our team will review and get back to you.",
  "wizard.result.emiLabel": "Estimated EMI",
  "wizard.result.perMonth": "per month",
  "wizard.result.indicative":
    "Indicative figures at {rate}% a year interest. The bank's offer depends on its own checks.",
  "wizard.result.pmayHint":
    "You may qualify for the PMAY-U 2.0 interest subsidy (up to ₹1,80,000). <0>Check the subsidy</0>",
  "wizard.result.reference": "Your reference:",
  "wizard.result.referenceUse":
    "Quote it when we call, or <0>track your enquiry</0> with it and your mobile number.",
  // Fair offers (docs/product/offers.md "Pages"): the loan checked, as every partner lender offers it.
  "wizard.result.offers": "See every partner lender's offer for this loan",

  // The modal after Submit and the delivery line under the result
  "wizard.modal.successTitle": "Success",
  "wizard.modal.receivedTitle": "Application Received",
  "wizard.modal.savedTitle": "Saved on this device",
  "wizard.modal.notSentTitle": "Not sent yet",
  "wizard.modal.savedText":
    "We could not reach our server just now, so your application has not reached us yet. It is saved on this device and will be sent automatically as soon as the connection returns.",
  "wizard.modal.notSentText":
    "We could not reach our server just now, so your application has not reached us yet. We will keep trying while this page stays open, so please keep it open.",
  "wizard.status.sending": "Sending your application…",
  "wizard.status.reachedLater": "Your application has now reached our team.",
  "wizard.status.recorded": "Your application has been recorded successfully.",
  "wizard.status.received": "We saved your application. Our team will contact you soon.",
  "wizard.status.savedOnDevice":
    "Not sent yet: your application is saved on this device and will be sent automatically as soon as the connection returns.",
  "wizard.status.keepTrying": "Not sent yet: we will keep trying while this page stays open.",
  "wizard.status.refused":
    "Our server could not accept this application: {error} Please check your answers and submit again.",
} satisfies Record<string, string>;
