import { beforeAll, describe, expect, it } from "vitest";
import { SEO_SEED } from "../../db/seed-data/seo.ts";
import { SEO_SEED_HI, seedSeoHindi } from "../../db/seed-seo-hi.ts";
import { CALCULATOR_NAMES } from "../../domain/calculators/fields.ts";
import { BANK_SLUGS, CITIES, citySlug } from "../../domain/enums.ts";
import {
  absolutizeJsonLd,
  getSeoRecord,
  listSeoRecords,
  seoForRequest,
  updateSeoRecord,
} from "./seo.server.ts";

const BASE = "https://gharsetu.example";

beforeAll(() => {
  process.env.PUBLIC_URL = `${BASE}/`;
});

const EXPECTED_PAGES: Array<[page: string, path: string]> = [
  ["home", "/"],
  ...BANK_SLUGS.map((slug): [string, string] => [`loan-${slug}`, `/loan/${slug}`]),
  ["projects", "/projects"],
  ...BANK_SLUGS.flatMap((slug) =>
    CITIES.map((city): [string, string] => [
      `projects-${slug}-${citySlug(city)}`,
      `/loan/${slug}/projects/${citySlug(city)}`,
    ]),
  ),
  ["eligibility-form", "/eligibility-form"],
  ["privacy", "/privacy"],
  // The borrower's own view (docs/product/borrower-view.md).
  ["grievance", "/grievance"],
  ["partners", "/partners"],
  ["register", "/register"],
  ["login", "/login"],
  // Calculators and the rates table (docs/product/calculators.md).
  ["calculators", "/calculators"],
  ...CALCULATOR_NAMES.map((slug): [string, string] => [
    `calculators-${slug}`,
    `/calculators/${slug}`,
  ]),
  ["home-loan-interest-rates", "/home-loan-interest-rates"],
  // Fair offers (docs/product/offers.md "Pages"); a snapshot's own page is not indexed.
  ["offers", "/offers"],
  ["how-we-match", "/how-we-match"],
  // My loan (docs/product/my-loan.md "Pages").
  ["my-loan", "/my-loan"],
];

describe("seed data", () => {
  it("has a record for every public page, within search-result lengths", () => {
    expect(SEO_SEED.map((r) => [r.page, r.path]).sort()).toEqual([...EXPECTED_PAGES].sort());
    for (const record of SEO_SEED) {
      expect(record.meta_title.length, record.page).toBeLessThanOrEqual(60);
      expect(record.meta_description.length, record.page).toBeLessThanOrEqual(160);
      expect(record.meta_title.trim()).not.toBe("");
      expect(record.meta_description.trim()).not.toBe("");
      expect(record.schema_json).toMatchObject({ "@context": "https://schema.org" });
    }
  });
});

describe("getSeoRecord / listSeoRecords", () => {
  it("reads a record with schema_json parsed", async () => {
    const record = await getSeoRecord("loan-sbi");
    expect(record).toMatchObject({ page: "loan-sbi", path: "/loan/sbi" });
    expect(record?.meta_title).toContain("SBI");
    expect(typeof record?.schema_json).toBe("object");
    expect(await getSeoRecord("LOAN-SBI")).toEqual(record);
  });

  it("answers undefined for an unknown page", async () => {
    expect(await getSeoRecord("nope")).toBeUndefined();
  });

  it("lists every record", async () => {
    const records = await listSeoRecords();
    expect(records).toHaveLength(EXPECTED_PAGES.length);
    expect(records.every((r) => r.updated_at.length > 0)).toBe(true);
  });
});

describe("updateSeoRecord", () => {
  it("accepts schema_json as a JSON string and serves the change at once", async () => {
    await getSeoRecord("privacy"); // warm the cache
    const result = await updateSeoRecord("privacy", {
      meta_title: "  Privacy at GharSetu  ",
      meta_description: "How we protect your data.",
      schema_json: '{"@context":"https://schema.org","@type":"WebPage","name":"Privacy"}',
    });
    expect(result.ok).toBe(true);
    const record = await getSeoRecord("privacy");
    expect(record?.meta_title).toBe("Privacy at GharSetu");
    expect(record?.schema_json).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "Privacy",
    });
  });

  it("accepts schema_json as an object", async () => {
    const result = await updateSeoRecord("login", {
      meta_title: "Sign in",
      meta_description: "Sign in to your account.",
      schema_json: [{ "@type": "WebPage" }],
    });
    expect(result.ok).toBe(true);
    expect((await getSeoRecord("login"))?.schema_json).toEqual([{ "@type": "WebPage" }]);
  });

  it("refuses invalid JSON with the documented message and stores nothing", async () => {
    const before = await getSeoRecord("home");
    const result = await updateSeoRecord("home", {
      meta_title: "Changed",
      meta_description: "Changed",
      schema_json: "{not json",
    });
    expect(result).toMatchObject({
      ok: false,
      error: "❌ Schema JSON is invalid. Please check formatting.",
      fields: { schema_json: "❌ Schema JSON is invalid. Please check formatting." },
    });
    expect(await getSeoRecord("home")).toEqual(before);
  });

  it("refuses a missing title", async () => {
    const result = await updateSeoRecord("home", {
      meta_title: "",
      meta_description: "x",
      schema_json: "{}",
    });
    expect(result).toMatchObject({ ok: false, error: "Meta title is required." });
  });

  it("reports an unknown or malformed page as not found", async () => {
    const input = { meta_title: "x", meta_description: "x", schema_json: "{}" };
    expect(await updateSeoRecord("nope", input)).toEqual({ ok: false, notFound: true });
    expect(await updateSeoRecord("../etc/passwd", input)).toEqual({ ok: false, notFound: true });
  });
});

describe("seoForRequest", () => {
  it("gives the canonical URL from the base URL and the record's path", async () => {
    const seo = await seoForRequest(
      "loan-hdfc",
      new Request("http://internal:3000/loan/HDFC?utm_source=x"),
    );
    expect(seo.canonical).toBe(`${BASE}/loan/hdfc`);
    expect(seo.record.meta_title).toContain("HDFC Bank");
  });

  it("turns site paths in the JSON-LD into absolute URLs", async () => {
    const seo = await seoForRequest("loan-icici", new Request("http://internal/loan/icici"));
    const text = JSON.stringify(seo.record.schema_json);
    expect(text).toContain(`"url":"${BASE}/loan/icici"`);
    expect(text).toContain(`"item":"${BASE}/"`);
    expect(text).not.toMatch(/"(url|item|@id)":"\//);
  });

  it("falls back to a generic head for a page without a record", async () => {
    const seo = await seoForRequest("account", new Request("http://internal/account.data"));
    expect(seo.canonical).toBe(`${BASE}/account`);
    expect(seo.record.meta_title).toBe("GharSetu");
    expect(seo.record.meta_description).toMatch(/home loans/);
  });
});

describe("Hindi records (ADR 022)", () => {
  it("seeds one Hindi record for every English one, in Hindi, with /hi paths and hi-IN", () => {
    expect(SEO_SEED_HI.map((r) => r.page)).toEqual(SEO_SEED.map((r) => r.page));
    for (const [i, record] of SEO_SEED_HI.entries()) {
      const english = SEO_SEED[i];
      const hindiPath = english?.path === "/" ? "/hi" : `/hi${english?.path}`;
      expect(record.path, record.page).toBe(hindiPath);
      // Within the server's limits (titles and descriptions are checked on every save too).
      expect(record.meta_title.length, record.page).toBeLessThanOrEqual(120);
      expect(record.meta_description.length, record.page).toBeLessThanOrEqual(320);
      expect(record.meta_title, record.page).toMatch(/[\u0900-\u097F]/);
      expect(record.meta_description, record.page).toMatch(/[\u0900-\u097F]/);
      expect(record.meta_title, record.page).not.toBe(english?.meta_title);
      const json = JSON.stringify(record.schema_json);
      expect(json, record.page).toContain('"inLanguage":"hi-IN"');
      expect(record.schema_json).toMatchObject({ "@context": "https://schema.org" });
      // Every site link of the Hindi JSON-LD is a Hindi page (the organization is one for both).
      for (const [, link] of json.matchAll(/"(?:url|item)":"(\/[^"]*)"/g)) {
        expect(link, record.page).toMatch(/^\/hi(?:\/|$)/);
      }
    }
  });

  it("keeps bank names as they are", () => {
    const sbi = SEO_SEED_HI.find((r) => r.page === "loan-sbi");
    expect(sbi?.meta_description).toContain("State Bank of India");
  });

  it("reads the Hindi record with the Hindi path, and lists them all", async () => {
    const record = await getSeoRecord("loan-sbi", "hi");
    expect(record).toMatchObject({ page: "loan-sbi", path: "/hi/loan/sbi" });
    expect(record?.meta_title).toMatch(/होम लोन/);
    expect(await listSeoRecords("hi")).toHaveLength(EXPECTED_PAGES.length);
  });

  it("saves a Hindi record without touching the English one, and the seed keeps the edit", async () => {
    const english = await getSeoRecord("register");
    const result = await updateSeoRecord(
      "register",
      { meta_title: "रजिस्टर करें", meta_description: "मुफ़्त अकाउंट", schema_json: "{}" },
      "hi",
    );
    expect(result.ok).toBe(true);
    expect((await getSeoRecord("register", "hi"))?.meta_title).toBe("रजिस्टर करें");
    expect(await getSeoRecord("register")).toEqual(english);
    await seedSeoHindi();
    expect((await getSeoRecord("register", "hi"))?.meta_title).toBe("रजिस्टर करें");
    const invalid = await updateSeoRecord(
      "register",
      { meta_title: "x", meta_description: "x", schema_json: "{bad" },
      "hi",
    );
    expect(invalid.ok).toBe(false);
    expect(
      await updateSeoRecord(
        "nope",
        { meta_title: "x", meta_description: "x", schema_json: "{}" },
        "hi",
      ),
    ).toEqual({ ok: false, notFound: true });
  });

  it("serves the request's language: Hindi record, /hi canonical, hi_IN", async () => {
    const seo = await seoForRequest("loan-hdfc", new Request("http://internal/hi/loan/hdfc.data"));
    expect(seo.canonical).toBe(`${BASE}/hi/loan/hdfc`);
    expect(seo.lang).toBe("hi");
    expect(seo.locale).toBe("hi_IN");
    expect(seo.record.meta_title).toMatch(/HDFC Bank होम लोन/);
    const text = JSON.stringify(seo.record.schema_json);
    expect(text).toContain(`"url":"${BASE}/hi/loan/hdfc"`);
    expect(text).toContain(`"item":"${BASE}/hi"`);
    const english = await seoForRequest("loan-hdfc", new Request("http://internal/loan/hdfc"));
    expect(english.lang).toBe("en");
    expect(english.locale).toBe("en_IN");
  });

  it("falls back to a Hindi head for a Hindi page without a record", async () => {
    const seo = await seoForRequest("account", new Request("http://internal/hi/account"));
    expect(seo.canonical).toBe(`${BASE}/hi/account`);
    expect(seo.record.meta_description).toMatch(/होम लोन/);
  });
});

describe("absolutizeJsonLd", () => {
  it("only rewrites site paths under link keys", () => {
    expect(
      absolutizeJsonLd(
        {
          url: "/a",
          "@id": "/#org",
          name: "/not-a-link",
          sameAs: ["/b", "https://x.example/c", "//evil.example"],
          nested: [{ item: "/c" }],
        },
        BASE,
      ),
    ).toEqual({
      url: `${BASE}/a`,
      "@id": `${BASE}/#org`,
      name: "/not-a-link",
      sameAs: [`${BASE}/b`, "https://x.example/c", "//evil.example"],
      nested: [{ item: `${BASE}/c` }],
    });
  });
});
