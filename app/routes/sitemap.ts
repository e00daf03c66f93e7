import { alternateUrls, LANGS, type Lang } from "../i18n/lang.ts";
import { listSeoRecords } from "../modules/seo/seo.server.ts";
import { getSiteConfig } from "../modules/site/site-config.server.ts";
import { methodNotAllowed } from "../utils/http.server.ts";

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Google's sitemap form of hreflang: every URL lists all its language versions and x-default. */
const HREFLANGS: Array<[hreflang: string, lang: Lang]> = [
  ["en", "en"],
  ["hi", "hi"],
  ["x-default", "en"],
];

// /sitemap.xml: every public page that has an SEO record, in English and in Hindi
// (docs/product/pages.md), with absolute URLs and each page's language alternates as xhtml:link
// elements.
export async function loader() {
  const { baseUrl } = getSiteConfig();
  const [english, hindi] = await Promise.all([listSeoRecords("en"), listSeoRecords("hi")]);
  const hindiByPage = new Map(hindi.map((record) => [record.page, record]));
  const entries: string[] = [];
  for (const record of english) {
    const urls = alternateUrls(baseUrl, record.path);
    const links = HREFLANGS.map(
      ([hreflang, lang]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(urls[lang])}"/>`,
    ).join("\n");
    const updated: Record<Lang, string> = {
      en: record.updated_at,
      hi: hindiByPage.get(record.page)?.updated_at ?? record.updated_at,
    };
    for (const lang of LANGS) {
      const lastmod = updated[lang].slice(0, 10);
      entries.push(
        `  <url>\n    <loc>${xmlEscape(urls[lang])}</loc>\n    <lastmod>${xmlEscape(lastmod)}</lastmod>\n${links}\n  </url>`,
      );
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
