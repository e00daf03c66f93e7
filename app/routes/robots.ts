import { getSiteConfig } from "../modules/site/site-config.server.ts";
import { methodNotAllowed } from "../utils/http.server.ts";

// /robots.txt: crawl the public site, not the admin area, the API or personal pages.
export function loader() {
  const { baseUrl } = getSiteConfig();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /account",
    "Disallow: /logout",
    // The Hindi twins of the personal pages (docs/product/pages.md "Hindi").
    "Disallow: /hi/account",
    "Disallow: /hi/logout",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
