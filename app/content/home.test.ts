import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import compareEn from "../i18n/en/compare.ts";
import homeEn from "../i18n/en/home.ts";
import compareHi from "../i18n/hi/compare.ts";
import homeHi from "../i18n/hi/home.ts";
import { BLOG_POSTS } from "./blog.ts";
import { EMI_EXAMPLE, HOME_FAQS, LOAN_TYPE_CONTENT } from "./home.ts";

// The home page's and the shared comparison's text (catalogues "home" and "compare") against the
// structure in app/content: the same keys in both languages, the same placeholders and tags, and
// the figures of the text facts kept in the Hindi too.
const catalogues = [
  { ns: "home", en: homeEn as Record<string, string>, hi: homeHi as Record<string, string> },
  {
    ns: "compare",
    en: compareEn as Record<string, string>,
    hi: compareHi as Record<string, string>,
  },
];

/** `{name}` placeholders and `<0>` tags of a message, sorted. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}|<(\/?\d+)>/g)].map((m) => m[1] ?? m[2]).sort();
}

describe.each(catalogues)("the $ns catalogue", ({ ns, en, hi }) => {
  it("has every key in both languages, each starting with the namespace", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en)) expect(id.startsWith(`${ns}.`)).toBe(true);
  });

  it("keeps each message's placeholders and tags in Hindi, and compiles", () => {
    for (const [id, text] of Object.entries(en)) {
      expect(slots(hi[id]), id).toEqual(slots(text));
      expect(() => compileMessage(hi[id]), id).not.toThrow();
      expect(() => compileMessage(text), id).not.toThrow();
    }
  });

  it("writes amounts with Latin digits (no Devanagari numerals)", () => {
    for (const [id, text] of Object.entries(hi)) expect(text, id).not.toMatch(/[०-९]/);
  });
});

describe("home page text facts", () => {
  it("quotes the EMI example in both languages", () => {
    const emi = `₹${EMI_EXAMPLE.emi.toLocaleString("en-IN")}`;
    const answers = (cat: Record<string, string>) =>
      HOME_FAQS.map((n) => cat[`home.faq.${n}.a`]).filter((a) => a.includes(emi));
    expect(answers(homeEn)).toHaveLength(1);
    expect(answers(homeHi)).toHaveLength(1);
  });

  it("names every loan type after its form value in English", () => {
    for (const loan of LOAN_TYPE_CONTENT) {
      expect((homeEn as Record<string, string>)[`home.loan.${loan.id}.title`]).toBe(loan.name);
    }
  });

  it("keeps the blog posts' English titles in step with the catalogue", () => {
    for (const post of BLOG_POSTS) {
      expect((compareEn as Record<string, string>)[`compare.blog.${post.id}.title`]).toBe(
        post.title,
      );
    }
  });
});
