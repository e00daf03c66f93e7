import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Namespace, pageMessages } from "./catalogues.server.ts";
import { createApi } from "./i18n.tsx";
import type { Lang } from "./lang.ts";
import { pluralCategory, pluralValues, rewritePlurals } from "./plurals.ts";

// Plurals rewritten as selects (plurals.ts) must read exactly as Lingui's own plural formatting,
// which uses Intl, reads them: the category of every count in both languages, and every plural
// message of the catalogues for a range of counts.

const intlCategory = (lang: Lang, n: number) =>
  new Intl.PluralRules(lang === "hi" ? "hi-IN" : "en-IN").select(n);

describe("pluralCategory", () => {
  it.each([
    ["en", 0, "other"],
    ["en", 1, "one"],
    ["en", 2, "other"],
    ["en", 1.5, "other"],
    ["hi", 0, "one"],
    ["hi", 1, "one"],
    ["hi", 0.5, "one"],
    ["hi", 2, "other"],
    ["hi", 1.5, "other"],
  ] as const)("%s %d is %s", (lang, n, expected) => {
    expect(pluralCategory(lang, n)).toBe(expected);
    expect(intlCategory(lang, n)).toBe(expected);
  });

  it("agrees with Intl.PluralRules for integers and halves in both languages", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Lang>("en", "hi"),
        fc.integer({ min: -100_000, max: 10_000_000 }),
        fc.boolean(),
        (lang, whole, half) => {
          const n = half ? whole + 0.5 : whole;
          expect(pluralCategory(lang, n)).toBe(intlCategory(lang, n));
        },
      ),
    );
  });
});

describe("rewritePlurals", () => {
  it("leaves a message without plurals as it was", () => {
    const message = compileMessage("Hello {name}, {kind, select, a {A} other {B}}");
    expect(rewritePlurals(message)).toEqual(message);
  });

  it("sends no plural token to the browser", () => {
    const json = JSON.stringify(pageMessages("en", Object.keys(CATALOGUES) as Namespace[]));
    expect(json).not.toContain('"plural"');
    expect(JSON.stringify(pageMessages("hi", ["bank", "loan-file"]))).not.toContain('"plural"');
  });

  /** Every catalogue message with a plural, as [lang, id, the text]. */
  const pluralMessages: Array<[Lang, string, string]> = [];
  for (const [ns, byLang] of Object.entries(CATALOGUES)) {
    if (ns.startsWith("errors-")) continue;
    for (const lang of ["en", "hi"] as const) {
      for (const [id, text] of Object.entries(byLang[lang] as Record<string, string>)) {
        if (text.includes("plural,")) pluralMessages.push([lang, id, text]);
      }
    }
  }

  it("finds the catalogues' plural messages", () => {
    expect(pluralMessages.length).toBeGreaterThanOrEqual(4);
  });

  it.each(pluralMessages)("%s %s reads as Lingui's plural does", (lang, id, text) => {
    // Lingui with the original message (Intl inside) against the page's api with the rewrite.
    const reference = setupI18n({
      locale: lang,
      messages: { [lang]: { [id]: compileMessage(text) } },
    });
    const api = createApi(lang, [
      {
        lang,
        json: JSON.stringify({
          messages: { [id]: rewritePlurals(compileMessage(text)) },
          errors: {},
        }),
      },
    ]);
    for (const n of [0, 1, 2, 5, 11, 30, 999]) {
      const values = { count: n, years: n, amount: "₹10,00,000", city: "Pune" };
      expect(api.t(id as never, values)).toBe(reference._(id, values));
    }
    // Lingui's "en" wrote 1,00,000 as 100,000; the site writes every number in Indian grouping.
    expect(api.t(id as never, { count: 100_000, years: 100_000 })).toContain("1,00,000");
  });

  it("fills a # only directly in a plural's cases, as Lingui does (nested select, selectordinal)", () => {
    const text =
      "{n, plural, one {# item} other {{k, select, a {# items} other {{m, selectordinal, one {#st} other {#th}}}}}}";
    const rewritten = rewritePlurals(compileMessage(text));
    const reference = setupI18n({ locale: "en", messages: { en: { x: compileMessage(text) } } });
    const api = createApi("en", [
      { lang: "en", json: JSON.stringify({ messages: { x: rewritten }, errors: {} }) },
    ]);
    for (const values of [
      { n: 1, k: "a", m: 1 },
      { n: 3, k: "a", m: 1 },
      { n: 3, k: "b", m: 1 },
      { n: 3, k: "b", m: 2 },
    ]) {
      expect(api.t("x" as never, values)).toBe(reference._("x", values));
    }
    expect(api.t("x" as never, { n: 1, k: "a", m: 1 })).toBe("1 item");
    expect(api.t("x" as never, { n: 3, k: "b", m: 1 })).toBe("1st");
  });

  it("adds the derived values only beside numbers", () => {
    expect(pluralValues("en", { city: "Pune" })).toEqual({ city: "Pune" });
    expect(pluralValues("hi", { count: 0 })).toEqual({
      count: 0,
      "count=": "0",
      "count#category": "one",
      "count#count": "0",
    });
  });
});
