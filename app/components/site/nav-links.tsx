// What the top bar and the mobile drawer link to (SPEC.md 2 "Navigation", DECISIONS.md 1), in one
// place so both menus always agree.
import { Form, Link } from "react-router";
import { MAIN_BANK_SLUGS } from "../../domain/enums.ts";
import { can } from "../../domain/team/roles.ts";

export interface NavBank {
  slug: string;
  name: string;
}

export interface NavLink {
  href: string;
  label: string;
}

/** Names used when the bank list cannot be read (the error page still needs a header). */
const FALLBACK_BANK_NAMES: Record<(typeof MAIN_BANK_SLUGS)[number], string> = {
  sbi: "State Bank of India",
  hdfc: "HDFC Bank",
  icici: "ICICI Bank",
  axis: "Axis Bank",
  pnb: "Punjab National Bank",
};

/** The five banks of the "Choose Your Bank" dropdown, with their current names when known. */
export function dropdownBanks(banks: readonly NavBank[] | undefined): NavLink[] {
  return MAIN_BANK_SLUGS.map((slug) => ({
    href: `/loan/${slug}`,
    label: banks?.find((bank) => bank.slug === slug)?.name ?? FALLBACK_BANK_NAMES[slug],
  }));
}

export const I_WANT_TO_LINKS: readonly NavLink[] = [
  { href: "/eligibility-form?loanType=home-loan", label: "Buy a home" },
  { href: "/eligibility-form?loanType=construction-loan", label: "Build a home" },
  { href: "/eligibility-form?loanType=re-finance", label: "Refinance my loan" },
  { href: "/#emi-calculator", label: "Calculate my EMI" },
  { href: "/eligibility-form", label: "Check my eligibility" },
  // The calculators and the rates table (DECISIONS.md 7).
  { href: "/calculators/eligibility", label: "See how much I can borrow" },
  { href: "/calculators/prepayment", label: "Prepay my loan" },
  { href: "/calculators/balance-transfer", label: "Switch to a lower rate" },
  { href: "/home-loan-interest-rates", label: "Compare every bank's rates" },
  { href: "/calculators", label: "See all calculators" },
];

export const HOME_LOANS_LINK: NavLink = { href: "/", label: "Home Loans" };

/** The plain links after the two dropdowns. */
export const MAIN_LINKS: readonly NavLink[] = [
  { href: "/projects", label: "Approved projects" },
  { href: "/#faq", label: "Help Center" },
  { href: "/#compare", label: "Compare Loan" },
];

/** A signed-in user's own pages: their applications, and the admin area for staff and admins. */
export function accountLinks(role: string): readonly NavLink[] {
  const mine = { href: "/account", label: "My applications" };
  return can(role, "team") ? [mine, { href: "/admin", label: "Admin" }] : [mine];
}

/** Log out is a POST to /logout (DECISIONS.md 1: a GET only shows a page with this button). */
export function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Log out
      </button>
    </Form>
  );
}

/** The LOGIN button of the top bar and the drawer. */
export function LoginLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/login"
      className={`inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-4 font-semibold tracking-wide text-white hover:bg-brand-700 ${className}`}
    >
      LOGIN
    </Link>
  );
}
