import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, LANGS, type Lang, OG_LOCALES } from "../i18n/lang.ts";

/**
 * Page head tags from an SEO record (docs/product/pages.md "SEO": every public page's title,
 * description, canonical URL, Open Graph tags and JSON-LD are in the server-rendered HTML). No
 * server imports: route `meta` functions run in the browser too.
 *
 * Usage in a route:
 *   loader:  return { seo: await seoForRequest("home", request), … }
 *   meta:    export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
 *              seoMeta(loaderData?.seo, siteNameFrom(matches));
 */

/** A JSON-LD document: an object (usually with @context and @graph) or an array of objects. */
export type JsonLd = Record<string, unknown> | Array<Record<string, unknown>>;

export interface SeoRecord {
  /** Page key: "home", "loan-sbi", "projects-sbi-mumbai", … */
  page: string;
  /** Site path the record describes: "/", "/loan/sbi", … */
  path: string;
  meta_title: string;
  meta_description: string;
  schema_json: JsonLd;
}

/** What `seoForRequest` returns and `seoMeta` reads. */
export interface SeoHead {
  record: SeoRecord;
  /** Absolute canonical URL: the site's base URL plus the record's path (/hi/… for Hindi). */
  canonical: string;
  /** The page's language (docs/product/pages.md "Hindi"); English when absent. */
  lang?: Lang;
  /** Its Open Graph locale: "en_IN", "hi_IN". */
  locale?: string;
}

export const DEFAULT_SITE_NAME = "GharSetu";

/**
 * Title, description, canonical link, Open Graph, Twitter card and JSON-LD.
 *
 * The JSON-LD goes through React Router's `script:ld+json` descriptor, which (as of 7.18, see
 * lib/dom/ssr/components.tsx and markup.ts `escapeHtml`) serialises with JSON.stringify and then
 * escapes `<`, `>`, `&`, U+2028 and U+2029 as \uXXXX. Admin-edited content such as
 * `</script><script>…` or `<!--` therefore cannot leave the script element; seo-meta.test.tsx
 * renders it through <Meta /> and fails if an upgrade ever drops that escaping.
 */
export function seoMeta(
  seo: SeoHead | null | undefined,
  siteName: string = DEFAULT_SITE_NAME,
): MetaDescriptor[] {
  if (!seo) return [{ title: siteName }];
  const { record, canonical } = seo;
  const lang = seo.lang ?? DEFAULT_LANG;
  const locale = seo.locale ?? OG_LOCALES[lang];
  const tags: MetaDescriptor[] = [
    { title: record.meta_title },
    { name: "description", content: record.meta_description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: record.meta_title },
    { property: "og:description", content: record.meta_description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: record.page === "home" ? "website" : "article" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: locale },
    ...LANGS.filter((other) => other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: record.meta_title },
    { name: "twitter:description", content: record.meta_description },
  ];
  if (isJsonLd(record.schema_json)) {
    tags.push({
      "script:ld+json": record.schema_json as Extract<
        MetaDescriptor,
        { "script:ld+json": unknown }
      >["script:ld+json"],
    });
  }
  return tags;
}

/** The site name from the root loader's data, for use inside a route's `meta` function. */
export function siteNameFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: { name?: unknown } } | undefined;
  const name = data?.site?.name;
  return typeof name === "string" && name ? name : DEFAULT_SITE_NAME;
}

function isJsonLd(value: unknown): value is JsonLd {
  if (Array.isArray(value))
    return value.every((v) => typeof v === "object" && v !== null && !Array.isArray(v));
  return typeof value === "object" && value !== null;
}
