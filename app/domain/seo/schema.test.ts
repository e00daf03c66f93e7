import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSeoPageKey,
  parseSchemaJson,
  parseSeoRecord,
  SEO_PAGE_KEY,
  seoLangOf,
} from "./schema.ts";

const INVALID = "❌ Schema JSON is invalid. Please check formatting.";
const record = {
  meta_title: "Home loans compared | GharSetu",
  meta_description: "Compare home loan rates from leading Indian banks.",
  schema_json: '{"@context":"https://schema.org","@type":"Organization","name":"GharSetu"}',
};

describe("parseSchemaJson", () => {
  it("parses valid JSON and refuses the rest with the admin message", () => {
    expect(parseSchemaJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseSchemaJson("{a:1}")).toEqual({ ok: false, error: INVALID });
    expect(parseSchemaJson("")).toEqual({ ok: false, error: INVALID });
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseSchemaJson(s).ok === "boolean"));
  });
});

describe("seo record", () => {
  it("accepts schema_json as a string or an object and returns it parsed", () => {
    const value = { "@context": "https://schema.org", "@type": "Organization", name: "GharSetu" };
    expect(parseSeoRecord(record)).toEqual({ ok: true, data: { ...record, schema_json: value } });
    expect(parseSeoRecord({ ...record, schema_json: value })).toEqual({
      ok: true,
      data: { ...record, schema_json: value },
    });
    expect(parseSeoRecord({ ...record, schema_json: "[]" }).ok).toBe(true);
  });

  it.each([
    ["schema_json", "{not json", INVALID],
    ["schema_json", undefined, INVALID],
    ["schema_json", "42", "Schema JSON must be an object or an array."],
    ["schema_json", null, "Schema JSON must be an object or an array."],
    ["meta_title", "", "Meta title is required."],
    ["meta_title", "x".repeat(121), "Meta title must be at most 120 characters."],
    ["meta_description", " ", "Meta description is required."],
    ["meta_description", "x".repeat(321), "Meta description must be at most 320 characters."],
  ])("%s = %j → %s", (field, value, message) => {
    const result = parseSeoRecord({ ...record, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it("an invalid schema_json string is the error the admin sees", () => {
    expect(parseSeoRecord({ ...record, schema_json: "{" })).toEqual({
      ok: false,
      error: INVALID,
      fields: { schema_json: INVALID },
    });
  });

  it("accepts the maximum lengths", () => {
    expect(
      parseSeoRecord({ ...record, meta_title: "x".repeat(120), meta_description: "y".repeat(320) })
        .ok,
    ).toBe(true);
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => typeof parseSeoRecord(input).ok === "boolean"),
    );
  });
});

describe("SEO_PAGE_KEY", () => {
  it.each(["home", "loan-sbi", "projects-sbi-mumbai", "eligibility-form", "a".repeat(80)])(
    "accepts %j",
    (key) => {
      expect(isSeoPageKey(key)).toBe(true);
      expect(SEO_PAGE_KEY.test(key)).toBe(true);
    },
  );
  it.each(["", "Home", "loan/sbi", "-home", "home-", "a--b", "a b", "a".repeat(81), "../etc"])(
    "refuses %j",
    (key) => {
      expect(isSeoPageKey(key)).toBe(false);
    },
  );
});

describe("seoLangOf", () => {
  const of = (query: string) => seoLangOf(new URL(`http://x/api/seo/home${query}`));
  const error = 'Invalid lang: use "en" (English) or "hi" (Hindi).';
  it("is English without lang, and en or hi when given", () => {
    expect(of("")).toEqual({ ok: true, lang: "en" });
    expect(of("?lang=en")).toEqual({ ok: true, lang: "en" });
    expect(of("?lang=hi")).toEqual({ ok: true, lang: "hi" });
  });
  it("refuses anything else, an empty or repeated lang included", () => {
    for (const query of ["?lang=", "?lang=fr", "?lang=HI", "?lang=hi-IN", "?lang=en&lang=hi"]) {
      expect(of(query), query).toEqual({ ok: false, error });
    }
  });
});
