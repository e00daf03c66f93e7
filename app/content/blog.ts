// The three blog teasers of the bank-page slider (SPEC.md 2 "Other blocks"). There is no blog
// section yet, so each post leads to the page on the site that helps with its topic instead of a
// dead "Read more" link (DECISIONS.md 1: no dummy links).

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  /** A related page on this site and the wording of its link. */
  link: { href: string; label: string };
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: "understanding-home-loan-basics",
    title: "Understanding Home Loan Basics",
    excerpt:
      "A home loan is repaid in equal monthly instalments (EMIs) that mix interest and principal. Early EMIs are mostly interest, so the rate and the tenure you choose decide how much the house really costs. Most banks lend up to 75–90% of the property's value; the rest is your down payment.",
    image: "/images/blog/home-loan-basics.svg",
    imageAlt: "A house with a key and a loan document",
    link: { href: "/#emi-calculator", label: "Work out your EMI" },
  },
  {
    slug: "top-5-tips-for-first-time-buyers",
    title: "Top 5 Tips for First-Time Buyers",
    excerpt:
      "1. Keep your EMIs within about 40% of your take-home pay. 2. Save for the down payment plus stamp duty and registration (around 6–8% more). 3. Check that the project is RERA-registered and bank-approved. 4. Compare the full cost, including processing fees, not just the rate. 5. Get pre-qualified before you negotiate.",
    image: "/images/blog/first-time-buyer-tips.svg",
    imageAlt: "A checklist of five tips for first-time home buyers",
    link: { href: "/eligibility-form", label: "Check your eligibility" },
  },
  {
    slug: "why-credit-score-matters",
    title: "Why Credit Score Matters",
    excerpt:
      "Your CIBIL score runs from 300 to 900, and most banks offer their best home loan rates at 750 or above. A lower score can mean a higher rate or a smaller loan. Paying every EMI and card bill on time and keeping card use below about 30% of the limit are the surest ways to raise it.",
    image: "/images/blog/credit-score.svg",
    imageAlt: "A credit score gauge pointing to a good score",
    link: { href: "/#faq", label: "Read our home loan FAQ" },
  },
];
