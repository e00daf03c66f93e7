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

// /sitemap.xml: every public page that has an SEO record, with absolute URLs (DECISIONS.md 1).
export async function loader() {
  const { baseUrl } = getSiteConfig();
  const records = await listSeoRecords();
  const urls = records
    .map((record) => {
      const lastmod = record.updated_at.slice(0, 10);
      return `  <url>\n    <loc>${xmlEscape(`${baseUrl}${record.path}`)}</loc>\n    <lastmod>${xmlEscape(lastmod)}</lastmod>\n  </url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
