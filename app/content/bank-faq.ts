// The seven questions of the bank-page FAQ (SPEC.md 2 "Other blocks"). Answers follow RBI rules as
// of 2026 and the Income-tax Act; they are general guidance, and the page says so.

export interface FaqEntry {
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export const BANK_FAQ: readonly FaqEntry[] = [
  {
    question: "When does my EMI start?",
    answer: [
      "For a ready-to-move-in home the bank releases the full loan at registration, and your first EMI is usually due on the bank's EMI date (for example the 5th or 10th) of the following month.",
      "Interest for the few days between disbursement and the start of your EMI cycle is charged separately as 'broken-period interest', often deducted from the disbursement or collected with the first EMI. For an under-construction home, full EMIs start once the loan is fully disbursed, unless you choose to start them earlier.",
    ],
  },
  {
    question: "What is pre-EMI interest?",
    answer: [
      "When you buy an under-construction property, the bank pays the builder in stages. Until the last stage is paid, you can pay only the interest on the amount released so far: that is pre-EMI. It does not reduce your principal, so the loan is not getting smaller.",
      "You can instead opt for full EMIs from the first disbursement (sometimes called tranche EMI). It costs more each month during construction but saves interest overall. Pre-EMI interest paid before possession can be claimed as a tax deduction in five equal parts from the year construction is completed, within the yearly limit for interest.",
    ],
  },
  {
    question: "Should I choose a fixed or a floating interest rate?",
    answer: [
      "A floating rate is linked to an external benchmark such as the RBI repo rate and is reset at least every three months, so your EMI or tenure moves with the market. A fixed rate stays the same for an agreed period (often the first 2–5 years) and is usually 1–2 percentage points higher.",
      "Most Indian borrowers choose floating: it is cheaper to start with, RBI rules bar prepayment and foreclosure charges on floating-rate home loans to individuals, and at a reset the bank must let you switch to a fixed rate if you want certainty.",
    ],
  },
  {
    question: "Can I make part payments on my home loan?",
    answer: [
      "Yes. On a floating-rate home loan taken by an individual, banks cannot charge any fee for part payments or for closing the loan early. On fixed-rate loans a prepayment charge (commonly 2–3% of the amount prepaid) may apply; check your sanction letter.",
      "After a part payment you can usually choose to keep the EMI and shorten the tenure, or keep the tenure and lower the EMI. Shortening the tenure saves the most interest, especially early in the loan.",
    ],
  },
  {
    question: "What tax benefits do I get on a home loan?",
    answer: [
      "Under the old tax regime, interest on a loan for a self-occupied home can be deducted up to ₹2 lakh a year (Section 24(b)), and principal repayments count towards the ₹1.5 lakh limit of Section 80C, together with stamp duty and registration in the year you pay them. Co-owners who are also co-borrowers can each claim their share.",
      "The new tax regime, the default since FY 2023-24, does not allow these deductions for a self-occupied home. Compare both regimes each year, and ask a tax adviser about your own case.",
    ],
  },
  {
    question: "What happens if I miss an EMI?",
    answer: [
      "The bank will charge a penal charge on the overdue amount (RBI rules since 2024 say this must be a reasonable charge, not extra interest added to your rate), and the missed payment is reported to credit bureaus such as CIBIL, which lowers your score.",
      "If dues stay unpaid for 90 days the loan becomes a non-performing asset and the bank can start recovery, including action against the property under the SARFAESI Act after a 60-day notice. If you expect trouble, talk to your bank early: it may offer a short moratorium or restructure the loan. An auto-debit (NACH) mandate helps avoid accidental misses.",
    ],
  },
  {
    question: "How can I reduce my EMI?",
    answer: [
      "Make a part payment and ask the bank to recalculate a lower EMI; ask for a longer tenure if your age and income allow it (you will pay more interest overall); or ask your bank to move you to its current, lower rate, which often needs only a small conversion fee.",
      "If another bank offers a clearly lower rate, a balance transfer can cut your EMI; weigh the new processing fee and legal charges against the savings. A better credit score helps you negotiate in every case.",
    ],
  },
];
