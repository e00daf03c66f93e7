import { localizeBank } from "../../domain/banks/localize.ts";
import { langOfRequest } from "../../i18n/catalogues.server.ts";
import { localizeHref } from "../../i18n/lang.ts";
import { listPartnerBanks } from "../../modules/banks/banks.server.ts";
import { seoForRequest } from "../../modules/seo/seo.server.ts";
import { getSiteConfig } from "../../modules/site/site-config.server.ts";
import type { JsonLd } from "../../utils/seo-meta.ts";

// What /partners shows (docs/product/borrower-view.md "Partners and how we are paid"): the banks
// admins marked as partners, each with its indicative rate and as-of date (docs/product/pages.md
// "Money and figures"), and the same list as JSON-LD. The list follows the catalogue, so it comes
// from the banks, not from the admin-edited SEO record.

export interface PartnerBank {
  slug: string;
  name: string;
  interestRate: string;
  asOf: string;
}

export async function partnersPage(request: Request) {
  const lang = langOfRequest(request);
  const { baseUrl } = getSiteConfig();
  const partners: PartnerBank[] = (await listPartnerBanks()).map((bank) => {
    const shown = localizeBank(bank, lang);
    return {
      slug: bank.slug,
      name: bank.name,
      interestRate: shown.interestRate,
      asOf: bank.asOf,
    };
  });
  const lenders: JsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: lang === "hi" ? "जिन बैंकों के साथ हम काम करते हैं" : "The lenders we work with",
    itemListElement: partners.map((bank, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "BankOrCreditUnion",
        name: bank.name,
        url: `${baseUrl}${localizeHref(`/loan/${bank.slug}`, lang)}`,
      },
    })),
  };
  return { seo: await seoForRequest("partners", request), partners, lenders };
}
