import type { Lang } from "../../i18n/lang.ts";

/**
 * One site configuration used on every screen (docs/product/pages.md "Site configuration": no
 * placeholders, no "911 AEST"). Environment variables override the defaults so a deployment can set
 * its own contact details.
 */
export interface SiteConfig {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  /** Business hours, one line each, in Indian Standard Time, in each language of the site. */
  hoursByLang: Record<Lang, string[]>;
  baseUrl: string;
}

export function getSiteConfig(): SiteConfig {
  const phone = process.env.SITE_PHONE ?? "+91 80 4718 2200";
  return {
    name: process.env.SITE_NAME ?? "GharSetu",
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, "")}`,
    email: process.env.SITE_EMAIL ?? "help@gharsetu.in",
    address: process.env.SITE_ADDRESS ?? "4th Floor, Prestige Meridian, MG Road, Bengaluru 560001",
    hoursByLang: {
      en: ["Monday to Saturday: 9:30 AM to 7:00 PM IST", "Sunday: 10:00 AM to 2:00 PM IST"],
      hi: [
        "सोमवार से शनिवार: सुबह 9:30 से शाम 7:00 बजे तक (IST)",
        "रविवार: सुबह 10:00 से दोपहर 2:00 बजे तक (IST)",
      ],
    },
    baseUrl: (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  };
}

/**
 * The grievance officer named on /grievance and in the acknowledgement mail
 * (docs/product/borrower-view.md "Grievances"). Unset, the e-mail and phone are the site's own
 * (SITE_EMAIL, SITE_PHONE: someone answers them), and the name is left out: the page then says
 * "Grievance Officer" in the page's language rather than inventing a person.
 */
export interface GrievanceOfficerConfig {
  name: string | null;
  email: string;
  phone: string;
  phoneHref: string;
}

export function getGrievanceOfficer(): GrievanceOfficerConfig {
  const site = getSiteConfig();
  const phone = process.env.GRIEVANCE_PHONE?.trim() || site.phone;
  return {
    name: process.env.GRIEVANCE_NAME?.trim() || null,
    email: process.env.GRIEVANCE_EMAIL?.trim() || site.email,
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, "")}`,
  };
}
