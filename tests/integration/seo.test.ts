import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { headOfRecord } from "../support/page-head.ts";

// SEO records, head tags, sitemap and robots (docs/product/pages.md and docs/product/http-api.md).
// The server is shared with the other test files, so every record this file edits is put back
// afterwards.

const baseUrl = inject("baseUrl");
const INVALID_JSON = "❌ Schema JSON is invalid. Please check formatting.";

const anonymous = new ApiClient(baseUrl);
const customer = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);
// biome-ignore lint/suspicious/noExplicitAny: records as GET returns them
const originals = new Map<string, any>();

async function remember(page: string) {
  if (!originals.has(page)) originals.set(page, (await anonymous.get(`/api/seo/${page}`)).json);
}

beforeAll(async () => {
  await customer.registerCustomer("seo");
  await admin.login();
});

afterAll(async () => {
  for (const [page, record] of originals) {
    await admin.put(`/api/seo/${page}`, {
      meta_title: record.meta_title,
      meta_description: record.meta_description,
      schema_json: record.schema_json,
    });
  }
});

describe("GET /api/seo/{page}", () => {
  it("answers 200 with the record, schema_json as an object", async () => {
    const res = await anonymous.get("/api/seo/home");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      page: "home",
      path: "/",
      meta_title: expect.stringContaining("GharSetu"),
      meta_description: expect.any(String),
      schema_json: expect.objectContaining({ "@context": "https://schema.org" }),
    });
  });

  it("has a record for bank pages and bank project pages", async () => {
    expect((await anonymous.get("/api/seo/loan-idfc")).json.path).toBe("/loan/idfc");
    expect((await anonymous.get("/api/seo/projects-axis-pune")).json.path).toBe(
      "/loan/axis/projects/pune",
    );
    expect((await anonymous.get("/api/seo/eligibility-form")).status).toBe(200);
  });

  it("answers 404 JSON for an unknown page", async () => {
    const res = await anonymous.get("/api/seo/nope");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: expect.any(String) });
  });
});

describe("PUT /api/seo/{page}", () => {
  const body = {
    meta_title: "Changed title",
    meta_description: "Changed description",
    schema_json: '{"@context":"https://schema.org","@type":"WebPage"}',
  };

  it("answers 401 signed out and 403 to a customer, changing nothing", async () => {
    const before = (await anonymous.get("/api/seo/privacy")).json;
    const signedOut = await anonymous.put("/api/seo/privacy", body);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ error: expect.any(String) });
    const asCustomer = await customer.put("/api/seo/privacy", body);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.json).toEqual({ error: expect.any(String) });
    expect((await anonymous.get("/api/seo/privacy")).json).toEqual(before);
  });

  it("answers 400 with the documented message when schema_json is not valid JSON, storing nothing", async () => {
    const before = (await anonymous.get("/api/seo/privacy")).json;
    const res = await admin.put("/api/seo/privacy", { ...body, schema_json: "{'@type': WebPage" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(INVALID_JSON);
    expect((await anonymous.get("/api/seo/privacy")).json).toEqual(before);
  });

  it("saves an admin's change: 200 {message}, visible in the next GET", async () => {
    await remember("privacy");
    const res = await admin.put("/api/seo/privacy", body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "SEO updated successfully." });
    const after = await anonymous.get("/api/seo/privacy");
    expect(after.json).toMatchObject({
      page: "privacy",
      meta_title: "Changed title",
      meta_description: "Changed description",
      schema_json: { "@context": "https://schema.org", "@type": "WebPage" },
    });
  });

  it("answers 404 for an unknown page", async () => {
    const res = await admin.put("/api/seo/nope", body);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: expect.any(String) });
  });

  it("answers 405 for other methods", async () => {
    expect((await admin.delete("/api/seo/home")).status).toBe(405);
    expect((await admin.post("/api/seo/home", body)).status).toBe(405);
  });
});

describe("head tags in the server-rendered HTML", () => {
  it("renders the home record: title, description, canonical, Open Graph and JSON-LD", async () => {
    const { page } = await headOfRecord(anonymous, "/api/seo/home", "/");
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}/"/>`);
    expect(page).toContain(`<meta property="og:url" content="${baseUrl}/"/>`);
    expect(page).toContain('<meta property="og:locale" content="en_IN"/>');
    const jsonLd = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(jsonLd).toBeDefined();
    // Site paths in the record become absolute URLs on the page.
    expect(JSON.parse(jsonLd ?? "null")["@graph"][0].url).toBe(`${baseUrl}/`);
  });

  it("serves an admin's change to the home record in the next HTML of /, and escapes it", async () => {
    const original = (await anonymous.get("/api/seo/home")).json;
    const attack = "</script><script>alert(1)</script><!--";
    try {
      const res = await admin.put("/api/seo/home", {
        meta_title: "Fresh home title",
        meta_description: `Description ${attack}`,
        schema_json: { "@context": "https://schema.org", "@type": "WebSite", name: attack },
      });
      expect(res.status).toBe(200);
      const page = (await anonymous.get("/", { accept: "text/html" })).text;
      expect(page).toContain("<title>Fresh home title</title>");
      expect(page).not.toContain("<script>alert(1)");
      expect(page).not.toContain("<!--</script>");
      const jsonLd =
        page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
      expect(JSON.parse(jsonLd).name).toBe(attack);
    } finally {
      // Put the home record back at once: other test files read the home page too.
      const { meta_title, meta_description, schema_json } = original;
      expect(
        (await admin.put("/api/seo/home", { meta_title, meta_description, schema_json })).status,
      ).toBe(200);
    }
  });
});

describe("/sitemap.xml", () => {
  it("lists every public page with absolute URLs", async () => {
    const res = await anonymous.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // 86 catalog pages, the 9 calculator pages of docs/product/calculators.md (the hub, seven
    // calculators and the rates table), /grievance and /partners (docs/product/borrower-view.md)
    // and /offers and /how-we-match (docs/product/offers.md "Pages"), /my-loan
    // (docs/product/my-loan.md "Pages"), in English and in Hindi (docs/product/pages.md "Hindi";
    // the Hindi entries are checked in seo-hindi.test.ts).
    expect(locs.length).toBe(2 * 100);
    expect(locs.every((loc) => loc.startsWith(`${baseUrl}/`))).toBe(true);
    for (const path of [
      "/",
      "/loan/sbi",
      "/loan/idfc",
      "/projects",
      "/loan/hdfc/projects/mumbai",
      "/eligibility-form",
      "/privacy",
      "/grievance",
      "/partners",
      "/offers",
      "/how-we-match",
      "/my-loan",
    ]) {
      expect(locs).toContain(`${baseUrl}${path}`);
    }
    expect(locs.some((loc) => loc.includes("/admin") || loc.includes("/api/"))).toBe(false);
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps crawlers out of private areas and points to the sitemap", async () => {
    const res = await anonymous.get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = res.text.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/api/", "/account", "/logout"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
