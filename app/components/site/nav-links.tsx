// What the top bar and the mobile drawer link to (docs/product/pages.md "Navigation"), in one
// place so both menus always agree.

import { MAIN_BANK_SLUGS } from "../../domain/enums.ts";
import { can } from "../../domain/team/roles.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { Link } from "../router-links.tsx";

export interface NavBank {
  slug: string;
  name: string;
}

export interface NavLink {
  /** The English path; menus localize it with useI18n().href. */
  href: string;
  label: string;
}

/** A menu entry whose label is a message of the "site" namespace. */
export interface NavMessageLink {
  href: string;
  label: MessageId;
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

export const I_WANT_TO_LINKS: readonly NavMessageLink[] = [
  { href: "/eligibility-form?loanType=home-loan", label: "site.nav.buyHome" },
  { href: "/eligibility-form?loanType=construction-loan", label: "site.nav.buildHome" },
  { href: "/eligibility-form?loanType=re-finance", label: "site.nav.refinance" },
  { href: "/#emi-calculator", label: "site.nav.calculateEmi" },
  { href: "/eligibility-form", label: "site.nav.checkEligibility" },
  // The calculators and the rates table (docs/product/calculators.md).
  { href: "/calculators/eligibility", label: "site.nav.howMuch" },
  { href: "/calculators/prepayment", label: "site.nav.prepay" },
  { href: "/calculators/balance-transfer", label: "site.nav.switchRate" },
  { href: "/calculators/cost-of-buying", label: "site.nav.costOfBuying" },
  { href: "/calculators/pmay", label: "site.nav.pmay" },
  { href: "/home-loan-interest-rates", label: "site.nav.compareRates" },
  { href: "/calculators", label: "site.nav.allCalculators" },
];

export const HOME_LOANS_LINK: NavMessageLink = { href: "/", label: "site.nav.homeLoans" };

/** The plain links after the two dropdowns. */
export const MAIN_LINKS: readonly NavMessageLink[] = [
  { href: "/projects", label: "site.nav.projects" },
  { href: "/#faq", label: "site.nav.helpCenter" },
  { href: "/#compare", label: "site.nav.compareLoan" },
];

/**
 * A signed-in user's own pages: their applications, and the admin area (English only) for staff
 * and admins.
 */
export function accountLinks(role: string): readonly NavMessageLink[] {
  const mine: NavMessageLink = { href: "/account", label: "site.nav.myApplications" };
  return can(role, "team") ? [mine, { href: "/admin", label: "site.nav.admin" }] : [mine];
}

/** Menu entries whose labels are messages, with the labels in the page's language. */
export function labelledLinks(
  links: readonly NavMessageLink[],
  t: (id: MessageId) => string,
): NavLink[] {
  return links.map((link) => ({ href: link.href, label: t(link.label) }));
}

/** A menu's entries: an <li> with a link each, to the path in the page's language. */
export function LinkItems({ links, className }: { links: readonly NavLink[]; className: string }) {
  const { href } = useI18n();
  return links.map((link) => (
    <li key={link.href}>
      <Link to={href(link.href)} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The LOGIN button of the top bar and the drawer. */
export function LoginLink({ className = "" }: { className?: string }) {
  const { t, href } = useI18n();
  return (
    <Link
      to={href("/login")}
      className={`inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-4 font-semibold tracking-wide text-white hover:bg-brand-700 ${className}`}
    >
      {t("site.nav.login")}
    </Link>
  );
}
