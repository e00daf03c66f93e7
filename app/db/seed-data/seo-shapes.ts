import type { SeoSeed } from "./types.ts";

/**
 * The JSON-LD shapes both languages' SEO records are made of (./seo.ts for English,
 * ../seed-seo-hi.ts for Hindi, docs/product/pages.md "SEO"). A language differs only in its
 * paths, its `inLanguage` mark and a few words, described by a `SeoLocale`; keeping one builder per
 * shape keeps the two languages' structured data alike. Key order is kept as written, since the
 * records are stored as JSON text.
 */

export const SITE = "GharSetu";

export const CONTEXT = "https://schema.org";

export interface SeoLocale {
  /** The locale's path of an English one: itself, or "/hi…" for Hindi. */
  path: (englishPath: string) => string;
  /** The JSON-LD `inLanguage`; English leaves it out (the site's default). */
  inLanguage?: string;
  /** The breadcrumb of the home page: its name and path. */
  homeCrumb: [name: string, path: string];
  /** The calculators hub's name in breadcrumbs. */
  calculatorsCrumb: string;
  /** A calculator's `browserRequirements`. */
  browserRequirements: string;
}

/** `{ inLanguage }` for a locale that marks it, else nothing, to spread where it belongs. */
export function inLanguage(locale: SeoLocale): { inLanguage?: string } {
  return locale.inLanguage ? { inLanguage: locale.inLanguage } : {};
}

export function breadcrumbs(items: Array<[name: string, path: string]>) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: path,
    })),
  };
}

/** A plain page of the site; `path` is already the locale's. */
export function webPage(locale: SeoLocale, path: string, name: string, description: string) {
  return {
    "@type": "WebPage",
    "@id": path,
    url: path,
    name,
    description,
    ...inLanguage(locale),
    isPartOf: { "@id": `${locale.path("/")}#website` },
  };
}

/**
 * A calculator page (docs/product/calculators.md): a free web application with its FAQ, with
 * breadcrumbs under the hub.
 */
export function calculatorPage(
  locale: SeoLocale,
  slug: string,
  title: string,
  description: string,
  name: string,
  faq: Array<[question: string, answer: string]>,
): SeoSeed {
  const path = locale.path(`/calculators/${slug}`);
  return {
    page: `calculators-${slug}`,
    path,
    meta_title: `${title} | ${SITE}`,
    meta_description: description,
    schema_json: {
      "@context": CONTEXT,
      "@graph": [
        {
          "@type": "WebApplication",
          "@id": `${path}#app`,
          name,
          url: path,
          description,
          ...inLanguage(locale),
          applicationCategory: "FinanceApplication",
          operatingSystem: "Any",
          browserRequirements: locale.browserRequirements,
          offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
          isPartOf: { "@id": `${locale.path("/")}#website` },
        },
        {
          "@type": "FAQPage",
          ...inLanguage(locale),
          mainEntity: faq.map(([question, answer]) => ({
            "@type": "Question",
            name: question,
            acceptedAnswer: { "@type": "Answer", text: answer },
          })),
        },
        breadcrumbs([
          locale.homeCrumb,
          [locale.calculatorsCrumb, locale.path("/calculators")],
          [name, path],
        ]),
      ],
    },
  };
}
