import { describe, expect, it } from "vitest";
import { BANK_HINDI, bankHindiSeed } from "../../db/seed-banks-hi.ts";
import { BANK_SLUGS } from "../enums.ts";
import { localizeBank } from "./localize.ts";
import { type Bank, HINDI_FIELDS } from "./schema.ts";

const bank: Bank = {
  slug: "sbi",
  name: "State Bank of India",
  partner: true,
  logo: "/images/banks/sbi.svg",
  purpose: "Purchase of a home",
  interestRate: "7.50% – 8.70% p.a.",
  maxLoan: "Up to ₹10 crore",
  tenure: "Up to 30 years",
  eligibility: "Residents aged 18 to 70",
  paymentCharges: "Nil",
  processingFee: "0.35%",
  pros: ["Low rates"],
  cons: ["Slow"],
  documentation: ["PAN card"],
  calculatorRate: 7.5,
  rateMin: 7.5,
  rateMax: 8.7,
  asOf: "2026-11-01",
  description: "English description",
  descriptionHi: "हिंदी विवरण",
  purposeHi: null,
  interestRateHi: "7.50% – 8.70% सालाना",
  maxLoanHi: null,
  tenureHi: "30 साल तक",
  eligibilityHi: null,
  paymentChargesHi: null,
  processingFeeHi: null,
  prosHi: ["कम दरें"],
  consHi: null,
  documentationHi: null,
  offer_policy: null,
  policy_updated_at: null,
};

describe("localizeBank", () => {
  it("puts the Hindi in place of the English on Hindi pages, and the English where none", () => {
    const hi = localizeBank(bank, "hi");
    expect(hi).toMatchObject({
      description: "हिंदी विवरण",
      interestRate: "7.50% – 8.70% सालाना",
      tenure: "30 साल तक",
      pros: ["कम दरें"],
      purpose: "Purchase of a home",
      cons: ["Slow"],
      calculatorRate: 7.5,
    });
  });

  it("leaves English pages as they were", () => {
    const en = localizeBank(bank, "en");
    const english = Object.fromEntries(
      Object.entries(bank).filter(([key]) => !(key in HINDI_FIELDS)),
    );
    expect(en).toEqual(english);
    expect(en).toMatchObject({ description: "English description", pros: ["Low rates"] });
  });

  it("drops the Hindi fields from what the page receives, in both languages", () => {
    for (const lang of ["en", "hi"] as const) {
      const keys = Object.keys(localizeBank(bank, lang));
      for (const field of Object.keys(HINDI_FIELDS)) expect(keys).not.toContain(field);
    }
  });
});

describe("the Hindi seed of the ten banks", () => {
  it("covers every bank and every field, in Devanagari, with no English left over", () => {
    expect(Object.keys(BANK_HINDI).sort()).toEqual([...BANK_SLUGS].sort());
    for (const seeded of bankHindiSeed()) {
      expect(seeded.columns).toHaveLength(Object.keys(HINDI_FIELDS).length);
      for (const column of seeded.columns) {
        expect(column.value, `${seeded.slug} ${column.hindi}`).toMatch(/[\u0900-\u097F]/);
        expect(column.value, `${seeded.slug} ${column.hindi}`).not.toMatch(
          /\b(?:the|and|of|with|for|loan|years|Income|Property|proof)\b/,
        );
      }
    }
  });
});
