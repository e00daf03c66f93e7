import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Bank, type HindiField, parseBankUpdate } from "./schema.ts";

const bank: Omit<Bank, "slug" | HindiField | "offer_policy" | "policy_updated_at"> = {
  name: "State Bank of India",
  partner: true,
  logo: "/images/banks/sbi.svg",
  purpose: "Purchase, construction and renovation of homes",
  interestRate: "7.50% - 8.75%",
  maxLoan: "Up to ₹10 Crore",
  tenure: "Up to 30 years",
  eligibility: "Salaried and self-employed residents aged 18–70",
  paymentCharges: "Nil on floating-rate loans",
  processingFee: "0.35% of the loan amount",
  pros: ["Low rates"],
  cons: ["Slow paperwork"],
  documentation: ["PAN card", "Salary slips"],
  calculatorRate: 7.5,
  rateMin: 7.5,
  rateMax: 8.75,
  asOf: "2026-10-01",
  description: "India's largest lender.",
};

describe("bank update", () => {
  it("accepts a complete bank (with or without the slug, which is stripped)", () => {
    expect(parseBankUpdate(bank)).toEqual({ ok: true, data: bank });
    expect(parseBankUpdate({ ...bank, slug: "sbi" })).toEqual({ ok: true, data: bank });
    expect(
      parseBankUpdate({ ...bank, logo: "https://cdn.example.in/sbi.png", description: "" }).ok,
    ).toBe(true);
  });

  it.each([
    ["name", "", "Name is required."],
    ["name", "x".repeat(101), "Name must be at most 100 characters."],
    ["logo", "javascript:alert(1)", "Logo must be a site path (/…) or an https:// address."],
    ["logo", "//evil.example/x.png", "Logo must be a site path (/…) or an https:// address."],
    ["logo", "http://example.in/x.png", "Logo must be a site path (/…) or an https:// address."],
    ["interestRate", "low", "Interest rate must contain a figure, e.g. 7.50% - 8.75%."],
    ["processingFee", undefined, "Processing fee is required."],
    ["pros", "Low rates", "Pros must be a list of text."],
    ["cons", [""], "Cons entries cannot be empty."],
    [
      "documentation",
      Array.from({ length: 31 }, () => "x"),
      "Documentation can have at most 30 entries.",
    ],
    ["calculatorRate", 0.5, "Calculator rate must be between 1 and 25."],
    ["calculatorRate", 26, "Calculator rate must be between 1 and 25."],
    ["calculatorRate", "7.5", "Calculator rate must be a number."],
    ["rateMin", "7.5", "Lowest rate must be a number."],
    ["rateMin", 0, "Lowest rate must be between 0.1 and 25."],
    ["rateMax", 26, "Highest rate must be between 0.1 and 25."],
    ["rateMax", 7, "Highest rate must be at least the lowest rate."],
    ["asOf", "2026-02-30", "As-of date must be a valid date (YYYY-MM-DD)."],
    ["asOf", "01/10/2026", "As-of date must be a valid date (YYYY-MM-DD)."],
  ])("%s = %j → %s", (field, value, message) => {
    const result = parseBankUpdate({ ...bank, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const key = Object.keys(result.fields).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key && result.fields[key]).toBe(message);
    }
  });

  it("never throws on arbitrary input", () => {
    fc.assert(fc.property(fc.jsonValue(), (input) => parseBankUpdate(input).ok === false));
  });
});
