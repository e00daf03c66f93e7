// The three blog teasers of the home and bank-page slider (docs/product/pages.md "Other blocks").
// There is no blog section yet, so each post leads to the page on the site that helps with its
// topic instead of a dead "Read more" link (docs/product/pages.md: no dummy links). Their words, in
// both languages, are in the "compare" catalogue (compare.blog.<id>.title, .excerpt, .imageAlt,
// .link).

export type BlogPostId = "basics" | "tips" | "credit";

export interface BlogPost {
  slug: string;
  id: BlogPostId;
  /**
   * The English title, as in the "compare" catalogue (compare.blog.<id>.title), for tests of the
   * English pages; the slider shows the catalogue's, in the page's language.
   */
  title: string;
  image: string;
  /** A related page on this site (its link's words are compare.blog.<id>.link). */
  href: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: "understanding-home-loan-basics",
    id: "basics",
    title: "Understanding Home Loan Basics",
    image: "/images/blog/home-loan-basics.svg",
    href: "/#emi-calculator",
  },
  {
    slug: "top-5-tips-for-first-time-buyers",
    id: "tips",
    title: "Top 5 Tips for First-Time Buyers",
    image: "/images/blog/first-time-buyer-tips.svg",
    href: "/eligibility-form",
  },
  {
    slug: "why-credit-score-matters",
    id: "credit",
    title: "Why Credit Score Matters",
    image: "/images/blog/credit-score.svg",
    href: "/#faq",
  },
];
