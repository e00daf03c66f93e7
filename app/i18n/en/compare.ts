// English messages of the "compare" namespace (see app/i18n/README.md). Keys start with "compare.".
// The components shared by the home and bank pages: the comparison table (compare-banks), the EMI
// calculator and its loan breakdown, and the blog slider (its posts' structure is in
// app/content/blog.ts).
export default {
  "compare.loading": "Loading banks...",
  "compare.comparing": "Comparing {count} of up to {max} banks.",
  "compare.add": "Add Bank",
  "compare.caption": "Home loan comparison: {banks}",
  "compare.row.bank": "Bank",
  "compare.slot": "Bank {n}",
  "compare.remove": "Remove<0> {bank}</0>",
  "compare.row.purpose": "Purpose",
  "compare.row.rate": "Interest Rate (%)",
  "compare.row.amount": "Loan Amount",
  "compare.row.tenure": "Loan Tenure",
  "compare.row.eligibility": "Eligibility",
  "compare.row.prepayment": "Prepayment Charges",
  "compare.row.processing": "Processing Fee",
  "compare.row.pros": "Pros",
  "compare.row.cons": "Cons",
  "compare.row.documentation": "Documentation",
  "compare.row.next": "Next step",
  "compare.notListed": "Not listed",
  "compare.apply": "Apply Now<0> with {bank}</0>",
  "compare.qualify": "Do I Qualify<0> for {bank}</0>",
  "compare.show": "Show the selected banks",
  "compare.note":
    "Rates, fees and terms are indicative, as of the date under each rate, and vary with your profile. The bank confirms the final terms in its sanction letter.",
  /**
   * docs/product/pages.md "Money and figures": every rate shown carries its date. <0> is the
   * machine-readable <time>.
   */
  "compare.asOf": "Indicative, as of <0>{date}</0>",

  "compare.emi.principal": "Loan amount (₹)",
  "compare.emi.rate": "Interest rate (% per year)",
  "compare.emi.years": "Loan tenure (years)",
  "compare.emi.principalEmpty": "Enter the loan amount in rupees.",
  "compare.emi.principalRange": "Enter a loan amount between {min} and {max}.",
  "compare.emi.rateEmpty": "Enter the yearly interest rate, for example 8.5.",
  "compare.emi.rateRange": "Enter a rate between {min} and {max}%.",
  "compare.emi.yearsEmpty": "Enter the loan tenure in years.",
  "compare.emi.yearsRange": "Enter a tenure between {min} and {max} years.",
  "compare.emi.note":
    "Figures are indicative. Your bank's rate depends on your profile and the loan.",
  "compare.emi.schedule": "See the full repayment schedule",

  "compare.breakdown.chart":
    "Principal {principal}%, interest {interest}% of the total amount payable",
  "compare.breakdown.empty": "No loan figures yet",
  "compare.breakdown.emi": "Monthly EMI",
  "compare.breakdown.principal": "Principal amount",
  "compare.breakdown.interest": "Total interest",
  "compare.breakdown.total": "Total amount payable",

  "compare.blog.label": "Home loan guides",
  /** aria-roledescription of the slider and of each post, read out by screen readers. */
  "compare.blog.role": "carousel",
  "compare.blog.slideRole": "slide",
  "compare.blog.pause": "Pause<0> automatic slide show</0>",
  "compare.blog.play": "Play<0> automatic slide show</0>",
  "compare.blog.previous": "Previous post",
  "compare.blog.next": "Next post",
  "compare.blog.slide": "{n} of {count}",
  "compare.blog.show": "Show post {n}: {title}",
  "compare.blog.basics.title": "Understanding Home Loan Basics",
  "compare.blog.basics.excerpt":
    "A home loan is repaid in equal monthly instalments (EMIs) that mix interest and principal. Early EMIs are mostly interest, so the rate and the tenure you choose decide how much the house really costs. Most banks lend up to 75–90% of the property's value; the rest is your down payment.",
  "compare.blog.basics.imageAlt": "A house with a key and a loan document",
  "compare.blog.basics.link": "Work out your EMI",
  "compare.blog.tips.title": "Top 5 Tips for First-Time Buyers",
  "compare.blog.tips.excerpt":
    "1. Keep your EMIs within about 40% of your take-home pay. 2. Save for the down payment plus stamp duty and registration (around 6–8% more). 3. Check that the project is RERA-registered and bank-approved. 4. Compare the full cost, including processing fees, not just the rate. 5. Get pre-qualified before you negotiate.",
  "compare.blog.tips.imageAlt": "A checklist of five tips for first-time home buyers",
  "compare.blog.tips.link": "Check your eligibility",
  "compare.blog.credit.title": "Why Credit Score Matters",
  "compare.blog.credit.excerpt":
    "Your CIBIL score runs from 300 to 900, and most banks offer their best home loan rates at 750 or above. A lower score can mean a higher rate or a smaller loan. Paying every EMI and card bill on time and keeping card use below about 30% of the limit are the surest ways to raise it.",
  "compare.blog.credit.imageAlt": "A credit score gauge pointing to a good score",
  "compare.blog.credit.link": "Read our home loan FAQ",
} satisfies Record<string, string>;
