import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { headOfRecord, html } from "../support/page-head.ts";

// SEO records per page and language (docs/product/pages.md and docs/product/http-api.md; ADR 022):
// the Hindi page's head comes from its Hindi record, with its own canonical URL and og:locale,
// hreflang pairs on both languages' pages, both languages in the sitemap, and ?lang=hi on
// /api/seo/{page}. The server is shared with the other test files: every record edited here is put
// back.

const baseUrl = inject("baseUrl");
const anonymous = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);
const LANG_ERROR = 'Invalid lang: use "en" (English) or "hi" (Hindi).';

function jsonLdOf(page: string) {
  const text = page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(text, "JSON-LD in the page").toBeDefined();
  return JSON.parse(text ?? "null");
}

// biome-ignore lint/suspicious/noExplicitAny: records as GET returns them
const originals: Array<[path: string, record: any]> = [];
async function remember(page: string, lang: "en" | "hi") {
  const path = `/api/seo/${page}?lang=${lang}`;
  originals.push([path, (await anonymous.get(path)).json]);
}

beforeAll(async () => {
  await admin.login();
});

afterAll(async () => {
  for (const [path, record] of originals.reverse()) {
    const { meta_title, meta_description, schema_json } = record;
    await admin.put(path, { meta_title, meta_description, schema_json });
  }
});

describe("GET /api/seo/{page}?lang=", () => {
  it("serves the Hindi record with the Hindi page's path; no lang or lang=en is English", async () => {
    const english = await anonymous.get("/api/seo/loan-sbi");
    expect((await anonymous.get("/api/seo/loan-sbi?lang=en")).json).toEqual(english.json);
    const hindi = await anonymous.get("/api/seo/loan-sbi?lang=hi");
    expect(hindi.status).toBe(200);
    expect(hindi.json).toMatchObject({ page: "loan-sbi", path: "/hi/loan/sbi" });
    expect(hindi.json.meta_title).toMatch(/[\u0900-\u097F]/);
    expect(hindi.json.meta_title).toContain("SBI");
    expect(hindi.json.meta_title).not.toBe(english.json.meta_title);
    expect(JSON.stringify(hindi.json.schema_json)).toContain('"inLanguage":"hi-IN"');
    expect((await anonymous.get("/api/seo/home?lang=hi")).json.path).toBe("/hi");
  });

  it("answers 400 with a clear message for a language other than en or hi", async () => {
    for (const query of ["?lang=fr", "?lang=", "?lang=HI-in", "?lang=en&lang=hi"]) {
      const res = await anonymous.get(`/api/seo/home${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toEqual({ error: LANG_ERROR, fields: { lang: LANG_ERROR } });
    }
    const put = await admin.put("/api/seo/home?lang=fr", {
      meta_title: "x",
      meta_description: "y",
      schema_json: "{}",
    });
    expect(put.status).toBe(400);
    expect(put.json.error).toBe(LANG_ERROR);
  });

  it("answers 404 for an unknown page in Hindi too", async () => {
    expect((await anonymous.get("/api/seo/nope?lang=hi")).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("shows the lang parameter of /api/seo/{page}, generated from its zod schema", async () => {
    const doc = (await anonymous.get("/api/openapi.json")).json;
    const item = doc.paths["/api/seo/{page}"];
    // biome-ignore lint/suspicious/noExplicitAny: a JSON document
    const lang = item.parameters.find((p: any) => p.name === "lang");
    expect(lang).toMatchObject({
      in: "query",
      required: false,
      schema: { type: "string", enum: ["en", "hi"], default: "en" },
    });
    expect(lang.description).toMatch(/Hindi/);
    expect(item.get.responses[400]).toBeDefined();
  });
});

describe("Hindi page heads in the server-rendered HTML", () => {
  it("renders the Hindi record on /hi/loan/sbi: title, description, canonical, og:locale, JSON-LD", async () => {
    const { page } = await headOfRecord(anonymous, "/api/seo/loan-sbi?lang=hi", "/hi/loan/sbi");
    expect(page).toMatch(/<html[^>]*\blang="hi"/);
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}/hi/loan/sbi"/>`);
    expect(page).toContain(`<meta property="og:url" content="${baseUrl}/hi/loan/sbi"/>`);
    expect(page).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(page).toContain('<meta property="og:locale:alternate" content="en_IN"/>');
    expect(page).not.toContain('<meta property="og:locale" content="en_IN"/>');
    const jsonLd = jsonLdOf(page);
    expect(jsonLd["@graph"][0]).toMatchObject({
      inLanguage: "hi-IN",
      url: `${baseUrl}/hi/loan/sbi`,
    });
    expect(jsonLd["@graph"][1].itemListElement[0].item).toBe(`${baseUrl}/hi`);
  });

  // Each page's canonical address is its own path.
  it.each([
    ["home", "/hi"],
    ["eligibility-form", "/hi/eligibility-form"],
    ["calculators-emi", "/hi/calculators/emi"],
    ["projects-hdfc-mumbai", "/hi/loan/hdfc/projects/mumbai"],
    ["home-loan-interest-rates", "/hi/home-loan-interest-rates"],
    ["privacy", "/hi/privacy"],
  ])("renders the Hindi record of %s on %s", async (key, path) => {
    const record = (await anonymous.get(`/api/seo/${key}?lang=hi`)).json;
    const page = (await anonymous.get(path, { accept: "text/html" })).text;
    expect(page).toContain(`<title>${html(record.meta_title)}</title>`);
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}${path}"/>`);
    expect(page).toContain('<meta property="og:locale" content="hi_IN"/>');
    expect(JSON.stringify(jsonLdOf(page))).toContain('"inLanguage":"hi-IN"');
  });

  it.each([
    ["/hi/loan/SBI", "/hi/loan/sbi"],
    ["/hi/loan/HDFC/projects/Mumbai", "/hi/loan/hdfc/projects/mumbai"],
  ])("redirects %s to the Hindi page of its canonical URL, %s", async (path, canonical) => {
    const res = await anonymous.get(path, { accept: "text/html" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location") ?? "", baseUrl).pathname).toBe(canonical);
  });

  it.each([
    ["/loan/sbi", "/loan/sbi"],
    ["/hi/loan/sbi", "/loan/sbi"],
    ["/", "/"],
    ["/hi", "/"],
    ["/calculators/emi", "/calculators/emi"],
    ["/hi/calculators/emi", "/calculators/emi"],
  ])("%s has one hreflang pair (en, hi, x-default)", async (path, english) => {
    const page = (await anonymous.get(path, { accept: "text/html" })).text;
    const hindi = english === "/" ? "/hi" : `/hi${english}`;
    const alternates = [
      ...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g),
    ].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ["en", `${baseUrl}${english}`],
      ["hi", `${baseUrl}${hindi}`],
      ["x-default", `${baseUrl}${english}`],
    ]);
  });

  it("keeps the English head on English pages", async () => {
    const page = (await anonymous.get("/loan/sbi", { accept: "text/html" })).text;
    const record = (await anonymous.get("/api/seo/loan-sbi")).json;
    expect(page).toContain(`<title>${html(record.meta_title)}</title>`);
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}/loan/sbi"/>`);
    expect(page).toContain('<meta property="og:locale" content="en_IN"/>');
  });
});

describe("an admin edit of a Hindi record", () => {
  it("changes the Hindi page's head only, and an English edit leaves the Hindi page alone", async () => {
    await remember("privacy", "hi");
    await remember("privacy", "en");
    const englishBefore = (await anonymous.get("/privacy", { accept: "text/html" })).text;
    const title = "नया प्राइवेसी टाइटल";
    const saved = await admin.put("/api/seo/privacy?lang=hi", {
      meta_title: title,
      meta_description: "नया विवरण",
      schema_json: { "@context": "https://schema.org", "@type": "WebPage", inLanguage: "hi-IN" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: "SEO updated successfully." });

    const hindiPage = (await anonymous.get("/hi/privacy", { accept: "text/html" })).text;
    expect(hindiPage).toContain(`<title>${title}</title>`);
    expect(hindiPage).toContain('<meta name="description" content="नया विवरण"/>');
    expect(hindiPage).toContain(`<link rel="canonical" href="${baseUrl}/hi/privacy"/>`);
    const englishAfter = (await anonymous.get("/privacy", { accept: "text/html" })).text;
    expect(englishAfter).not.toContain(title);
    expect(englishAfter.match(/<title>[^<]*<\/title>/)?.[0]).toBe(
      englishBefore.match(/<title>[^<]*<\/title>/)?.[0],
    );
    expect((await anonymous.get("/api/seo/privacy")).json.meta_title).not.toBe(title);

    const english = await admin.put("/api/seo/privacy", {
      meta_title: "English only title",
      meta_description: "English only description",
      schema_json: "{}",
    });
    expect(english.status).toBe(200);
    expect((await anonymous.get("/privacy", { accept: "text/html" })).text).toContain(
      "<title>English only title</title>",
    );
    expect((await anonymous.get("/hi/privacy", { accept: "text/html" })).text).toContain(
      `<title>${title}</title>`,
    );
  });

  it("answers 401 signed out, and validates the Hindi record like the English one", async () => {
    const body = { meta_title: "x", meta_description: "y", schema_json: "{'bad" };
    expect((await anonymous.put("/api/seo/home?lang=hi", body)).status).toBe(401);
    const bad = await admin.put("/api/seo/home?lang=hi", body);
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("❌ Schema JSON is invalid. Please check formatting.");
    expect((await admin.put("/api/seo/nope?lang=hi", { ...body, schema_json: "{}" })).status).toBe(
      404,
    );
  });
});

describe("/sitemap.xml in both languages", () => {
  it("lists every page in English and Hindi, each with en, hi and x-default alternates", async () => {
    const res = await anonymous.get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...res.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "");
    const english = locs.filter((loc) => !loc.startsWith(`${baseUrl}/hi`));
    const hindi = locs.filter((loc) => loc.startsWith(`${baseUrl}/hi`));
    expect(hindi.length).toBe(english.length);
    for (const path of [
      "/loan/sbi",
      "/projects",
      "/loan/hdfc/projects/mumbai",
      "/calculators/emi",
    ]) {
      expect(locs).toContain(`${baseUrl}${path}`);
      expect(locs).toContain(`${baseUrl}/hi${path}`);
    }
    expect(locs).toContain(`${baseUrl}/`);
    expect(locs).toContain(`${baseUrl}/hi`);
    for (const entry of entries) {
      const loc = entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "";
      const links = Object.fromEntries(
        [
          ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ].map((m) => [m[1], m[2]]),
      );
      expect(Object.keys(links).sort(), loc).toEqual(["en", "hi", "x-default"]);
      expect(links["x-default"]).toBe(links.en);
      expect([links.en, links.hi]).toContain(loc);
      const englishPath = (links.en ?? "").slice(baseUrl.length);
      expect(links.hi).toBe(`${baseUrl}${englishPath === "/" ? "/hi" : `/hi${englishPath}`}`);
    }
  });
});

describe("/robots.txt", () => {
  it("keeps crawlers out of the Hindi personal pages too", async () => {
    const lines = (await anonymous.get("/robots.txt")).text.split("\n");
    expect(lines).toContain("Disallow: /hi/account");
    expect(lines).toContain("Disallow: /hi/logout");
  });
});
