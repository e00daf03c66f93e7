// English messages of the "errors-offers" namespace (see app/i18n/README.md): the exact texts of
// the borrower's inputs to fair offers (app/domain/offers/inputs.ts) and of choosing a lender from
// a snapshot (app/modules/offers/choose.server.ts, docs/product/offers.md "Choosing a lender") that
// no other errors-… namespace holds; the Hindi file translates them. The look-up's and the mobile
// verification's messages are in "errors-forms" and "errors-loan-file", which the pages load too.
// Some texts are the calculators' too ("errors-calculators"), with the same Hindi.
// The two refusals that name a lender are worded by the page ("offers.choose.duplicate" and
// "offers.choose.notMatched"): a text with a bank's name in it cannot be looked up here.
export default {
  // The inputs (docs/product/offers.md "The borrower's inputs")
  "errors-offers.loanMissing": "Enter the loan amount.",
  "errors-offers.loanNumber": "Loan amount must be a number.",
  "errors-offers.loanRange": "Enter a loan amount between ₹1,00,000 and ₹10,00,00,000.",
  "errors-offers.loanWhole": "Enter the loan amount in whole rupees.",
  "errors-offers.tenureMissing": "Enter the tenure in months.",
  "errors-offers.tenureNumber": "Tenure must be a number.",
  "errors-offers.tenureRange": "Enter a tenure between 12 and 360 months.",
  "errors-offers.tenureWhole": "Enter the tenure in whole months.",
  "errors-offers.propertyMissing": "Enter the property's value.",
  "errors-offers.propertyNumber": "Property value must be a number.",
  "errors-offers.propertyRange": "Enter a property value above ₹0, up to ₹1,00,00,00,000.",
  "errors-offers.incomeMissing": "Enter your monthly income.",
  "errors-offers.incomeNumber": "Monthly income must be a number.",
  "errors-offers.incomeRange": "Enter a monthly income above ₹0, up to ₹1,00,00,00,000.",
  "errors-offers.emisNumber": "Existing EMIs must be a number.",
  "errors-offers.emisRange": "Existing EMIs must be between ₹0 and ₹1,00,00,00,000 a month.",
  "errors-offers.band": "Choose your credit score band.",
  "errors-offers.ageMissing": "Enter your age.",
  "errors-offers.ageNumber": "Age must be a number.",
  "errors-offers.ageRange": "Enter an age between 18 and 75.",
  "errors-offers.ageWhole": "Enter the age in whole years.",
  "errors-offers.employment": "Choose how you are employed.",
  "errors-offers.inputs": "Inputs must be an object.",
  // Choosing a lender (docs/product/offers.md "Choosing a lender")
  "errors-offers.chooseBank": "Choose the lender whose offer you want.",
  "errors-offers.expired": "This offer has expired. Check your offers again.",
  "errors-offers.notInSnapshot": "That lender is not in these offers.",
  // The /offers form's rate limit (server/security.ts), as it answers
  "errors-offers.limit":
    "Too many offer checks in a short time. Please wait a minute and try again.",
} satisfies Record<string, string>;
