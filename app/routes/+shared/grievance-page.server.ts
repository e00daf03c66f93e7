import { langOfRequest } from "../../i18n/catalogues.server.ts";
import { seoForRequest } from "../../modules/seo/seo.server.ts";
import { getGrievanceOfficer, getSiteConfig } from "../../modules/site/site-config.server.ts";
import type { JsonLd } from "../../utils/seo-meta.ts";

// What /grievance shows besides its form (docs/product/borrower-view.md "Grievances"): its SEO
// record, the grievance officer from the configuration, and that officer as the organisation's
// contact point in JSON-LD. The officer comes from the environment, not from the admin-edited SEO
// record, so the structured data always says what the page says.

export async function grievancePage(request: Request) {
  const site = getSiteConfig();
  const officer = getGrievanceOfficer();
  const lang = langOfRequest(request);
  const contactPoint: JsonLd = {
    "@context": "https://schema.org",
    "@type": "FinancialService",
    "@id": `${site.baseUrl}/#organization`,
    name: site.name,
    url: `${site.baseUrl}/`,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: lang === "hi" ? "शिकायत निवारण" : "grievance redressal",
      ...(officer.name ? { name: officer.name } : {}),
      email: officer.email,
      telephone: officer.phone,
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
      url: `${site.baseUrl}${lang === "hi" ? "/hi" : ""}/grievance`,
    },
  };
  return {
    seo: await seoForRequest("grievance", request),
    officer,
    contactPoint,
  };
}
