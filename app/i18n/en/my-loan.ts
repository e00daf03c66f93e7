// English messages of the "my-loan" namespace (see app/i18n/README.md): /my-loan and the "My loan"
// section of /account (docs/product/my-loan.md "Pages"): the mobile's verification, the form to
// save a loan, each saved loan's outlook, its two charts and "Ask about moving this loan".
export default {
  "my-loan.title": "My loan: what the next reset does to your EMI",
  "my-loan.intro":
    "Most home loans float on the RBI repo rate. Save your loan and we tell you, before your next reset, what each repo change does to your EMI or your tenure, and when moving the loan to another lender would pay.",

  // The mobile and its code
  "my-loan.verify.heading": "Your mobile number",
  "my-loan.verify.intro":
    "Your saved loans are kept under your mobile number. We send a 6-digit code by SMS to check it is yours.",
  "my-loan.verify.verified": "Mobile number {phone} verified.",
  "my-loan.verify.refresh": "Show my loans again",
  "my-loan.verify.change": "Use another number",
  "my-loan.verify.expiry":
    "This verification lasts 30 minutes. After that, verify your number again.",

  // The form
  "my-loan.form.heading": "Save a loan",
  "my-loan.form.bank": "Your lender",
  "my-loan.form.chooseBank": "Choose your lender",
  "my-loan.form.otherBank": "Another lender",
  "my-loan.form.lenderName": "Lender's name (for another lender)",
  "my-loan.form.rateType": "How your rate is set",
  "my-loan.form.rateType.repo": "Linked to the RBI repo rate",
  "my-loan.form.rateType.other": "Other (MCLR, base rate or fixed)",
  "my-loan.form.currentRate": "Your rate today (% a year)",
  "my-loan.form.lastReset": "Date of the most recent reset (repo-linked loans)",
  "my-loan.form.lastResetHint": "Your lender's letter or statement gives it. YYYY-MM-DD.",
  "my-loan.form.resetEvery": "Your rate resets every (repo-linked loans)",
  "my-loan.form.chooseReset": "Choose",
  "my-loan.form.months": "{months} months",
  "my-loan.form.outstanding": "Amount outstanding (₹)",
  "my-loan.form.outstandingHint": "₹1,00,000 to ₹10,00,00,000. Type 3000000 or 30,00,000.",
  "my-loan.form.remainingMonths": "Months left",
  "my-loan.form.emi": "Your EMI (₹, optional)",
  "my-loan.form.emiHint": "Leave it empty and we work it out from the figures above.",
  "my-loan.form.email": "E-mail (optional)",
  "my-loan.form.emailHint": "We also write to you here. SMS reach you between 9 am and 9 pm.",
  "my-loan.form.consent":
    "I agree that GharSetu keeps this loan with my mobile number and messages me about it, as the <0>privacy notice</0> says. I can delete it at any time.",
  "my-loan.form.submit": "Save my loan",
  "my-loan.form.fix": "Please check the answers marked below.",
  "my-loan.saved": "Your loan is saved. Its outlook is below.",
  "my-loan.deleted":
    "The loan is deleted. We keep nothing of it and tell you nothing more about it.",

  // The list
  "my-loan.list.heading": "Your saved loans",
  "my-loan.list.empty": "No loan saved with this mobile number yet.",
  "my-loan.loan.heading": "{bank}: {amount} outstanding",
  "my-loan.loan.saved": "Saved on {day}",
  "my-loan.fact.currentRate": "Rate today",
  "my-loan.fact.emi": "EMI",
  "my-loan.fact.remaining": "Months left",
  "my-loan.fact.spread": "Your spread over the repo rate",
  "my-loan.fact.repoNow": "Repo rate now",
  "my-loan.fact.repoNowValue": "{rate} (from {day})",
  "my-loan.fact.nextReset": "Next reset",
  "my-loan.fact.rateAtReset": "Your rate at the next reset",
  "my-loan.fact.change": "Change",
  "my-loan.other":
    "Your rate is not linked to the repo rate, so we cannot say what your next reset brings. Below: what moving the loan would save.",
  "my-loan.choices.heading": "At the next reset, you choose",
  "my-loan.choices.keepTenure": "Keep the tenure",
  "my-loan.choices.keepTenureText": "EMI {emi} for {months} months; interest {interest} in all.",
  "my-loan.choices.keepEmi": "Keep the EMI",
  "my-loan.choices.keepEmiText": "EMI {emi} for {months} months; interest {interest} in all.",
  "my-loan.choices.emiBelowInterest":
    "Your EMI does not cover the interest at the new rate, so keeping it would never repay the loan. Your lender will raise the EMI: ask them, or ask us about moving the loan.",
  "my-loan.transfers.heading": "Moving the loan",
  "my-loan.transfers.none": "No partner lender's rate would save you money after fees today.",
  "my-loan.transfers.caption": "Lenders a balance transfer to would pay",
  "my-loan.transfers.bank": "Lender",
  "my-loan.transfers.rate": "Rate",
  "my-loan.transfers.emi": "New EMI",
  "my-loan.transfers.saving": "Saving after fees",
  "my-loan.transfers.breakEven": "Pays back in",
  "my-loan.transfers.breakEvenMonths": "{months} months",
  "my-loan.delete": "Delete this loan",
  "my-loan.deleteLabel": "Delete the loan with {bank}",

  // Ask about moving this loan
  "my-loan.ask.heading": "Ask about moving this loan",
  "my-loan.ask.intro":
    "A loan adviser calls you about this loan in the slot you choose, between 8 am and 7 pm (IST).",
  "my-loan.ask.submit": "Ask about moving this loan",
  "my-loan.ask.done": "We will call you about this loan. Your reference: {reference}",

  // /account's section
  "my-loan.account.heading": "My loan",
  "my-loan.account.intro":
    "Loans saved with your mobile number {phone}, here or on <0>My loan</0>: what the next reset does to each, and when moving it would pay.",
  "my-loan.account.noMobile":
    "Your account has no mobile number, so your saved loans are on <0>My loan</0>, with your number verified by SMS.",

  // The charts
  "my-loan.chart.balance.title": "Outstanding balance, month by month",
  "my-loan.chart.balance.desc":
    "From {amount} today at {rate}: keeping the tenure repays it in {tenureMonths} months; keeping the EMI in {emiMonths} months.",
  "my-loan.chart.balance.descOne":
    "From {amount} today at {rate}, repaid in {tenureMonths} months.",
  "my-loan.chart.keepTenure": "Keep the tenure",
  "my-loan.chart.keepEmi": "Keep the EMI",
  "my-loan.chart.month": "Month",
  "my-loan.chart.when": "When",
  "my-loan.chart.figures": "The figures of this chart",
  "my-loan.chart.year": "After year {year}",
  "my-loan.chart.repo.title": "The RBI repo rate over time",
  "my-loan.chart.repo.desc":
    "{count} changes from {first} to {last}: from {firstRate} to {lastRate}.",
  "my-loan.chart.repo.from": "From",
  "my-loan.chart.repo.rate": "Repo rate",
} satisfies Record<string, string>;
