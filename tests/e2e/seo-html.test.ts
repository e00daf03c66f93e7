import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { launchBrowser } from "../support/browser.ts";

// DECISIONS.md 1: every public page's title, description, canonical URL, Open Graph tags and
// JSON-LD are in the server-rendered HTML (checked here with JavaScript off), come from the SEO
// records admins edit, and no record content can break out of the JSON-LD script.
const baseUrl = inject("baseUrl");

let noJs: BrowserContext;
beforeAll(async () => {
  noJs = await launchBrowser({ javaScriptEnabled: false });
});
afterAll(async () => {
  await noJs?.close();
});

async function head(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      ogTitle: attr('meta[property="og:title"]', "content"),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => s.textContent ?? "",
      ),
      scripts: Array.from(document.querySelectorAll("script")).map((s) => ({
        type: s.getAttribute("type"),
        text: s.textContent ?? "",
      })),
    };
  });
}

async function open(path: string) {
  const page = await noJs.newPage();
  const res = await page.goto(`${baseUrl}${path}`);
  expect(res?.status(), path).toBe(200);
  return page;
}

describe("SEO tags in the server HTML", () => {
  it.each(["/", "/loan/sbi", "/projects", "/privacy"])(
    "%s has a title, description, canonical, og:title and parseable JSON-LD",
    async (path) => {
      const page = await open(path);
      const tags = await head(page);
      expect(tags.title.length).toBeGreaterThan(5);
      expect(tags.description?.length ?? 0).toBeGreaterThan(20);
      expect(tags.canonical).toBe(`${baseUrl}${path === "/" ? "/" : path}`);
      expect(tags.ogTitle).toBe(tags.title);
      expect(tags.jsonLd.length).toBeGreaterThan(0);
      for (const text of tags.jsonLd) expect(() => JSON.parse(text)).not.toThrow();
      await page.close();
    },
  );

  it("serves an admin's new title and keeps hostile record content inside the JSON-LD", async () => {
    const admin = new ApiClient(baseUrl);
    await admin.login();
    const original = await admin.get("/api/seo/loan-sbi");
    expect(original.status).toBe(200);
    const restore = {
      meta_title: original.json.meta_title,
      meta_description: original.json.meta_description,
      schema_json: JSON.stringify(original.json.schema_json),
    };
    try {
      const title = `SBI Home Loan test title ${Date.now()}`;
      const hostile = "</script><script>alert(1)</script>";
      const put = await admin.put("/api/seo/loan-sbi", {
        meta_title: title,
        meta_description: `Description with ${hostile} inside`,
        schema_json: JSON.stringify({
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: hostile,
          description: "<!-- <script>",
        }),
      });
      expect(put.status, put.text).toBe(200);

      const html = await (await fetch(`${baseUrl}/loan/sbi`)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toContain("<script>alert(1)");

      const page = await open("/loan/sbi");
      const tags = await head(page);
      expect(tags.title).toBe(title);
      expect(tags.description).toBe(`Description with ${hostile} inside`);
      expect(tags.jsonLd).toHaveLength(1);
      expect(JSON.parse(tags.jsonLd[0]).name).toBe(hostile);
      // A break-out would have made an element <script>alert(1)</script>. (The hydration data
      // scripts do carry the record, with "<" escaped as \u003c, which is not a break-out.)
      expect(tags.scripts.filter((s) => s.text.trim() === "alert(1)")).toEqual([]);
      for (const s of tags.scripts) expect(s.text).not.toContain("<script>alert(1)");
      await page.close();
    } finally {
      const back = await admin.put("/api/seo/loan-sbi", restore);
      expect(back.status, back.text).toBe(200);
    }
  });

  it("lists the public pages in /sitemap.xml and keeps /admin out of /robots.txt", async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const path of [
      "/",
      "/loan/sbi",
      "/loan/idfc",
      "/projects",
      "/privacy",
      "/eligibility-form",
    ]) {
      expect(xml, path).toContain(`<loc>${baseUrl}${path}</loc>`);
    }
    expect(xml).not.toContain("/admin");
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/admin/m);
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
