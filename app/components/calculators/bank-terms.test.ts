import { describe, expect, it } from "vitest";
import { BANK_SEED } from "../../db/seed-data/banks.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { createApi } from "../../i18n/i18n.tsx";
import { formatAsOfDate } from "../bank/as-of.tsx";
import { feeText, tenureText } from "./bank-terms.ts";

const en = createApi("en", [i18nFor("en", "calculators")]).t;
const hi = createApi("hi", [i18nFor("hi", "calculators")]).t;
/** Latin words left in Hindi text, GST aside. */
const english = (text: string) => text.replace(/GST/g, "").match(/[A-Za-z]{2,}/g) ?? [];

describe("a bank's terms in the page's language", () => {
  it("comes out exactly as stored in English, and wholly in Hindi, for every seeded bank", () => {
    for (const bank of BANK_SEED) {
      expect(feeText(bank.processing_fee, en), bank.slug).toBe(bank.processing_fee);
      expect(tenureText(bank.tenure, en), bank.slug).toBe(bank.tenure);
      expect(english(feeText(bank.processing_fee, hi)), bank.processing_fee).toEqual([]);
      expect(english(tenureText(bank.tenure, hi)), bank.tenure).toEqual([]);
    }
  });

  it("reads the usual wordings", () => {
    expect(
      feeText("0.35% of the loan amount, minimum ₹2,000 and maximum ₹10,000, plus GST", hi),
    ).toBe("लोन की रकम का 0.35%, कम से कम ₹2,000 और ज़्यादा से ज़्यादा ₹10,000 + GST");
    expect(
      feeText("Up to 0.50% of the loan amount or ₹3,000, whichever is higher, plus GST", hi),
    ).toBe("लोन की रकम का 0.50% तक या ₹3,000, जो भी ज़्यादा हो + GST");
    expect(feeText("0.50% – 2.00% of the loan amount, maximum ₹5,000 plus GST", en)).toBe(
      "0.50% – 2.00% of the loan amount, maximum ₹5,000 plus GST",
    );
    expect(tenureText("Up to 35 years", hi)).toBe("35 साल तक");
  });

  it("shows other wordings as they are rather than half translated", () => {
    for (const text of ["Nil", "₹10,000 flat", "0.5% of the loan amount, waived for women"])
      expect(feeText(text, hi)).toBe(text);
    expect(tenureText("Up to 30 years for salaried", hi)).toBe("Up to 30 years for salaried");
  });

  it("prints the as-of date by hand in both languages", () => {
    expect(formatAsOfDate("2026-11-01", "en")).toBe("1 Nov 2026");
    expect(formatAsOfDate("2026-02-09T00:00:00Z", "hi")).toBe("9 फ़रवरी 2026");
    expect(formatAsOfDate("not a date", "hi")).toBe("not a date");
    expect(formatAsOfDate("2026-13-01", "en")).toBe("2026-13-01");
  });
});
