import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { launchBrowser, openHydrated, signedInAdminBrowser } from "../support/browser.ts";

// docs/product/pages.md "SEO": every public page's title, description, canonical URL, Open Graph
// tags and JSON-LD are in the server-rendered HTML (checked here with JavaScript off), come from
// the SEO records admins edit, and no record content can break out of the JSON-LD script.
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
      lang: document.documentElement.lang,
      ogLocale: attr('meta[property="og:locale"]', "content"),
      alternates: Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map(
        (l) => [l.getAttribute("hreflang"), l.getAttribute("href")],
      ),
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
  it.each(["/", "/loan/sbi", "/projects", "/privacy", "/offers", "/how-we-match", "/my-loan"])(
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

// docs/product/pages.md "Hindi", ADR 022: the Hindi pages carry their own SEO record, canonical URL
// and og:locale, and both languages name each other with hreflang.
describe("Hindi SEO tags in the server HTML", () => {
  it.each([
    ["/hi", "/", "home"],
    ["/hi/loan/sbi", "/loan/sbi", "loan-sbi"],
    ["/hi/projects", "/projects", "projects"],
    ["/hi/eligibility-form", "/eligibility-form", "eligibility-form"],
    ["/hi/calculators/emi", "/calculators/emi", "calculators-emi"],
  ])(
    "%s has its Hindi record, a /hi canonical, og:locale hi_IN and hreflang pairs",
    async (path, english, key) => {
      const record = (await new ApiClient(baseUrl).get(`/api/seo/${key}?lang=hi`)).json;
      const page = await open(path);
      const tags = await head(page);
      expect(tags.lang).toBe("hi");
      expect(tags.title).toBe(record.meta_title);
      expect(tags.description).toBe(record.meta_description);
      expect(tags.canonical).toBe(`${baseUrl}${path}`);
      expect(tags.ogLocale).toBe("hi_IN");
      expect(tags.alternates).toEqual([
        ["en", `${baseUrl}${english}`],
        ["hi", `${baseUrl}${path}`],
        ["x-default", `${baseUrl}${english}`],
      ]);
      expect(tags.jsonLd).toHaveLength(1);
      expect(tags.jsonLd[0]).toContain('"inLanguage":"hi-IN"');
      expect(JSON.parse(tags.jsonLd[0] ?? "null")).toEqual(
        JSON.parse(
          JSON.stringify(record.schema_json).replace(/"(url|item|@id)":"\//g, `"$1":"${baseUrl}/`),
        ),
      );
      await page.close();

      // The English twin names the same pair.
      const en = await open(english);
      const enTags = await head(en);
      expect(enTags.lang).toBe("en");
      expect(enTags.ogLocale).toBe("en_IN");
      expect(enTags.alternates).toEqual(tags.alternates);
      await en.close();
    },
  );

  it("an admin's edit of the Hindi record in the SEO editor shows on the Hindi page only", async () => {
    const api = new ApiClient(baseUrl);
    await api.login();
    const before = {
      hi: (await api.get("/api/seo/privacy?lang=hi")).json,
      en: (await api.get("/api/seo/privacy")).json,
    };
    const admin = await signedInAdminBrowser(baseUrl);
    try {
      const page = await openHydrated(admin, `${baseUrl}/admin/seo?page=privacy`);
      await page.getByLabel("Language").selectOption("hi");
      await page.getByRole("button", { name: "Open" }).click();
      await page.waitForURL((url) => url.searchParams.get("lang") === "hi");
      await page.getByRole("heading", { name: "Editing: privacy (/hi/privacy), Hindi" }).waitFor();
      expect(await page.getByLabel("Meta title").inputValue()).toBe(before.hi.meta_title);
      const title = `प्राइवेसी नोटिस ${Date.now()} | GharSetu`;
      await page.getByLabel("Meta title").fill(title);
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("status").filter({ hasText: "SEO updated successfully." }).waitFor();

      const hindi = await open("/hi/privacy");
      expect((await head(hindi)).title).toBe(title);
      await hindi.close();
      const english = await open("/privacy");
      expect((await head(english)).title).toBe(before.en.meta_title);
      await english.close();
      expect((await api.get("/api/seo/privacy")).json).toEqual(before.en);
    } finally {
      await admin.close();
      const { meta_title, meta_description, schema_json } = before.hi;
      const back = await api.put("/api/seo/privacy?lang=hi", {
        meta_title,
        meta_description,
        schema_json,
      });
      expect(back.status, back.text).toBe(200);
    }
  });

  it("lists both languages in /sitemap.xml with hreflang alternates", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of ["/loan/sbi", "/eligibility-form", "/calculators/emi"]) {
      expect(xml, path).toContain(`<loc>${baseUrl}${path}</loc>`);
      expect(xml, path).toContain(`<loc>${baseUrl}/hi${path}</loc>`);
      expect(xml, path).toContain(
        `<xhtml:link rel="alternate" hreflang="hi" href="${baseUrl}/hi${path}"/>`,
      );
    }
    expect(xml).toContain(`<loc>${baseUrl}/hi</loc>`);
  });
});
