// English messages of the "offers" namespace (see app/i18n/README.md): fair offers
// (docs/product/offers.md "Pages"): the /offers form, a snapshot's page /offers/{id} with its
// offers, the lenders that did not match and "Choose a lender", and /how-we-match.
export default {
  // /offers: the form
  "offers.form.title": "Every partner lender's offer, side by side",
  "offers.form.intro":
    "Tell us about the loan and we check it against every partner lender's published rules. You see every lender that says yes, ordered by APR alone (no lender pays for a place), and why the others said no. <0>How we match</0>",
  "offers.form.privacy":
    "No name or contact details here. Your answers are kept with the offers, so you can come back to them.",
  "offers.form.submit": "See my offers",
  "offers.form.sending": "Checking every lender…",
  "offers.form.fix": "Please check the answers marked below.",
  "offers.field.loanAmount": "Loan amount (₹)",
  "offers.field.loanAmountHint":
    "₹1,00,000 to ₹10,00,00,000. Type 2500000 or 25,00,000, as you like.",
  "offers.field.tenure": "Tenure (months)",
  "offers.field.tenureHint": "12 to 360 months: 240 months is 20 years, 360 is 30 years.",
  "offers.field.propertyValue": "Property value (₹)",
  "offers.field.propertyValueHint": "What the home is worth: a lender lends only a share of it.",
  "offers.field.monthlyIncome": "Monthly income (₹, take-home)",
  "offers.field.monthlyIncomeHint": "Net pay a month, of all the applicants together.",
  "offers.field.existingEmis": "EMIs you already pay (₹ a month)",
  "offers.field.existingEmisHint": "Car, personal or other home loans. 0 if none.",
  "offers.field.band": "Your credit score (CIBIL)",
  "offers.field.bandHint":
    "Lenders set the rate by it. Your bank's app or CIBIL's website shows it free of charge.",
  "offers.field.age": "Age of the older applicant (years)",
  "offers.field.ageHint": "18 to 75: each lender wants the loan repaid by a certain age.",
  "offers.field.employment": "How you earn",
  "offers.band.800+": "800 or above",
  "offers.band.750-799": "750 to 799",
  "offers.band.700-749": "700 to 749",
  "offers.band.650-699": "650 to 699",
  "offers.band.below-650": "Below 650",
  "offers.band.no-history": "No credit history yet",
  "offers.employment.salaried": "Salaried",
  "offers.employment.self-employed-professional":
    "Self-employed professional (doctor, CA, architect…)",
  "offers.employment.self-employed-business": "Self-employed in business",

  // /offers/{id}: the snapshot's page
  "offers.snapshot.title": "Your home loan offers",
  "offers.snapshot.metaDescription":
    "Every partner lender's offer for these answers, ordered by APR, and why the other lenders did not match.",
  "offers.snapshot.made": "Worked out on {date} with method version {version}. <0>How we match</0>",
  "offers.snapshot.kept":
    "These figures are what we showed on that date and stay as they are, even if a lender changes its terms later. The lender confirms its terms in its sanction letter.",
  "offers.inputs.heading": "Your answers",
  "offers.inputs.loanAmount": "Loan amount",
  "offers.inputs.tenure": "Tenure",
  "offers.inputs.months": "{months} months",
  "offers.inputs.propertyValue": "Property value",
  "offers.inputs.monthlyIncome": "Monthly income",
  "offers.inputs.existingEmis": "EMIs already paid",
  "offers.inputs.band": "Credit score",
  "offers.inputs.age": "Older applicant's age",
  "offers.inputs.employment": "Earns as",
  "offers.inputs.change": "Change my answers",
  "offers.list.heading": "Offers, lowest APR first",
  "offers.list.order":
    "Ordered by APR alone: no lender pays for a place, and none is recommended over another.",
  "offers.list.count":
    "{count, plural, one {# lender matched your answers.} other {# lenders matched your answers.}}",
  "offers.list.none":
    "No lender matched these answers this time. Each lender's reasons below say what it needs, and often what would fit: a smaller loan or a shorter tenure.",
  "offers.list.tryAgain": "Change your answers and check again",
  "offers.card.rate": "Interest rate",
  "offers.card.rateValue": "{rate}% a year",
  "offers.card.emi": "EMI",
  "offers.card.emiValue": "{emi} a month",
  "offers.card.apr": "APR (rate with fees)",
  "offers.card.upfront": "Upfront fees",
  "offers.card.upfrontDetail": "Processing fee {fee}, other charges {other}",
  "offers.card.totalInterest": "Total interest",
  "offers.card.totalPayable": "Total payable",
  "offers.card.totalPayableHint": "All EMIs and the upfront fees",
  "offers.card.kfs": "{bank}'s Key Fact Statement",
  "offers.card.penal": "Penal charges",
  "offers.card.choose": "Choose {bank}",
  "offers.notMatched.heading": "Lenders that did not match",
  "offers.notMatched.intro":
    "We check every rule each lender sets, so a lender can have more than one reason.",
  "offers.notMatched.none": "Every partner lender matched your answers.",
  "offers.reason.credit_score_not_lent":
    "This lender does not lend to your credit-score band ({band}).",
  "offers.reason.employment_not_accepted":
    "This lender does not lend to borrowers who earn as you do ({employment}).",
  "offers.reason.loan_outside_range":
    "This lender lends from {min} to {max}; you asked for {loan}.",
  "offers.reason.income_below_minimum":
    "This lender asks for a monthly income of at least {minimum}; yours is {income}.",
  "offers.reason.tenure_above_maximum":
    "This lender lends for up to {maximum} months; you asked for {tenure} months.",
  "offers.reason.age_at_maturity_above_limit":
    "The loan would end when the older applicant is {age}; this lender wants it repaid by {limit}.",
  "offers.reason.ltv_above_limit":
    "Your loan would be {ltv}% of the property's value; this lender allows up to {limit}%.",
  "offers.reason.foir_above_limit":
    "Your EMIs would take {foir}% of your income; this lender allows up to {limit}%.",
  "offers.reason.other": "This lender's rule \u201c{code}\u201d was not met.",
  "offers.fix.maxLoan": "A loan of up to {amount} fits this lender's limit.",
  "offers.fix.noLoan":
    "The EMIs you already pay take all this lender allows, so no new loan fits until they are lower.",
  "offers.fix.noLoanValue": "Against this property's value, no loan fits this lender's limit.",
  "offers.fix.maxTenure": "A tenure of up to {months} months fits.",

  // "Choose a lender" on /offers/{id}
  "offers.choose.heading": "Choose a lender",
  "offers.choose.intro":
    "Sent us an enquiry already? Pick the offer you want, give your enquiry's reference and mobile number, and verify the mobile with a code we send by SMS. Your file then goes to that lender, approved by you.",
  "offers.choose.noReference":
    "No reference yet? <0>Check your eligibility</0> first: you get one at the end. Then come back to this page.",
  "offers.choose.offer": "Which offer?",
  "offers.choose.option": "{bank}: APR {apr}%, EMI {emi} a month",
  "offers.choose.noOffers":
    "There is no offer to choose from these answers. Change your answers and check again.",
  "offers.choose.needsScript":
    "Verifying your mobile needs JavaScript, which is off in this browser. Turn it on, or call us on {phone} and we will send your file to the lender you choose.",
  "offers.choose.unavailable":
    "Choosing a lender here needs your mobile verified by SMS, which is not available just now. Call us on {phone} and we will send your file to the lender you choose.",
  "offers.choose.expired":
    "These offers were worked out more than 30 days ago, so they can no longer be chosen. Check your offers again to see today's.",
  "offers.choose.until": "You can choose from these offers until <0>{date}</0>.",
  "offers.choose.submit": "Send my file to this lender",
  "offers.choose.sending": "Sending…",
  "offers.choose.done": "Your file goes to {bank}",
  "offers.choose.doneBody":
    "You approved {bank} for your enquiry {reference}, with the figures of this offer. Our team will call you about the documents and what comes next; you can follow it on the <0>track page</0>.",
  "offers.choose.duplicate":
    "{bank} already has your file for this enquiry. You can follow it on the track page.",
  "offers.choose.notMatched": "{bank} did not match your answers, so it has no offer to choose.",

  // /how-we-match
  "offers.method.title": "How we match you with lenders",
  "offers.method.intro":
    "Every partner lender gives us its lending rules. We check your answers against each lender's rules, one by one, and show every lender that says yes, ordered by APR alone, with the reasons of those that say no.",
  "offers.method.version": "Method version {version}, in use since {date}.",
  "offers.method.rules.heading": "The rules we check",
  "offers.method.rules.intro":
    "Each lender sets its own limits. A lender matches only when your answers meet every one of them. When one is not met we say which, with your figure and the lender's limit, and, where one number would fix it, what would.",
  "offers.method.rule.credit":
    "Credit score: the lender has a rate for your credit-score band. Some lenders do not lend below 650 or without a credit history.",
  "offers.method.rule.employment":
    "Employment: the lender lends to people who earn as you do (salaried, self-employed professional or in business).",
  "offers.method.rule.loan":
    "Loan size: your loan is between the lender's smallest and largest loan.",
  "offers.method.rule.income": "Income: your monthly income is at least the lender's minimum.",
  "offers.method.rule.tenure":
    "Tenure: your tenure is no longer than the lender's longest. If it is longer, we give the longest that fits.",
  "offers.method.rule.age":
    "Age: the older applicant's age plus the tenure in years is no more than the age by which the lender wants the loan repaid. If it is more, we give the longest tenure that fits.",
  "offers.method.rule.ltv":
    "Loan to value: the loan as a share of the property's value is within the lender's limit and RBI's cap for a loan of its size (90% up to ₹30 lakh, 80% up to ₹75 lakh, 75% above). If not, we give the largest loan that fits, in whole thousands.",
  "offers.method.rule.foir":
    "Income taken by EMIs (FOIR): your existing EMIs plus the new EMI at the lender's rate, as a share of your monthly income, is within the lender's limit. If not, we give the largest loan whose EMI fits, in whole thousands.",
  "offers.method.rule.figures":
    "The rules compare the exact figures; the reasons show shares rounded to 2 decimals.",
  "offers.method.offer.heading": "What each offer shows",
  "offers.method.offer.emi":
    "The EMI, the total interest and the total payable come from the full month-by-month schedule at the lender's rate for your band, as our EMI calculator works them out.",
  "offers.method.offer.fees":
    "Upfront fees are the lender's processing fee (its share of the loan, held between its minimum and maximum, to the rupee) and its other one-off charges.",
  "offers.method.apr.heading": "How the APR is worked out",
  "offers.method.apr.body":
    "The APR is the yearly cost of the loan with its fees, as a Key Fact Statement gives it: the monthly rate at which your EMIs, discounted month by month, are worth what you actually receive (the loan less the upfront fees), times 12, to 2 decimals. A loan without fees has an APR equal to its rate; fees make it higher.",
  "offers.method.order.heading": "The order: APR alone",
  "offers.method.order.body":
    "Offers are listed from the lowest APR up, and lenders with the same APR by name. Nothing else moves a lender up: no lender pays for a place, and no offer is marked as recommended. {siteName} is paid only by the lender that disburses your loan; <0>see how we are paid</0>.",
  "offers.method.snapshot.heading": "Your offers are kept as shown",
  "offers.method.snapshot.body":
    "Each check is kept with its date and the method version, and its page always shows the same figures, even after a lender changes its terms. It holds no name or contact details. You can choose an offer from it for 30 days.",
  "offers.method.lenders.heading": "The lenders that take part",
  "offers.method.lenders.intro":
    "Every partner lender with a published lending policy. The date is when its policy was last updated.",
  "offers.method.lenders.none": "No lender takes part at the moment.",
  "offers.method.lenders.updated": "Policy of {date}",
  "offers.method.lenders.details": "{bank}'s lending policy",
  "offers.method.policy.rates": "Rate for each credit-score band",
  "offers.method.policy.notLent": "Does not lend",
  "offers.method.policy.income": "Monthly income at least",
  "offers.method.policy.foir": "EMIs at most",
  "offers.method.policy.foirValue": "{percent}% of income",
  "offers.method.policy.ltv": "Loan at most",
  "offers.method.policy.ltvValue": "{percent}% of the property's value",
  "offers.method.policy.loan": "Loan size",
  "offers.method.policy.loanValue": "{min} to {max}",
  "offers.method.policy.tenure": "Longest tenure",
  "offers.method.policy.age": "Repaid by the age of",
  "offers.method.policy.employment": "Lends to",
  "offers.method.policy.fee": "Processing fee",
  "offers.method.policy.feeValue": "{percent}% of the loan, at least {min} and at most {max}",
  "offers.method.policy.other": "Other one-off charges",
  "offers.method.start": "See your offers",
  "offers.method.partners": "All our partners and how we are paid",
} satisfies Record<string, string>;
