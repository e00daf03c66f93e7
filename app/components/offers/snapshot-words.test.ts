import { describe, expect, it } from "vitest";
import type { Reason } from "../../domain/offers/match.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { createApi } from "../../i18n/i18n.tsx";
import {
  chooseWindow,
  fixText,
  formatIstDateTime,
  formatIstDay,
  reasonText,
} from "./snapshot-words.ts";

// The words of a snapshot's page (docs/product/offers.md "Pages"): each reason with its figures,
// the fixes, and dates in IST without Intl.

const en = createApi("en", [i18nFor("en", "offers")]);
const hi = createApi("hi", [i18nFor("hi", "offers")]);

const reason = (code: string, detail: Reason["detail"], fix?: Reason["fix"]) =>
  ({ code, detail, ...(fix ? { fix } : {}) }) as Reason;

describe("reasonText and fixText", () => {
  it("words the FOIR reason with its figures, and its fix as an amount", () => {
    const foir = reason(
      "foir_above_limit",
      { foir_percent: 30.03, limit_percent: 30 },
      { max_loan: 2_400_000 },
    );
    expect(reasonText(foir, en)).toBe(
      "Your EMIs would take 30.03% of your income; this lender allows up to 30%.",
    );
    expect(fixText(foir, en)).toBe("A loan of up to ₹24,00,000 fits this lender's limit.");
    expect(fixText(reason("foir_above_limit", {}, { max_loan: null }), en)).toMatch(
      /no new loan fits/,
    );
    expect(fixText(reason("ltv_above_limit", {}, { max_loan: null }), en)).toMatch(
      /property's value, no loan fits/,
    );
  });

  it("words every rule of the method, amounts in Indian grouping", () => {
    const texts = [
      reason("credit_score_not_lent", { band: "below-650" }),
      reason("employment_not_accepted", { employment: "self-employed-business" }),
      reason("loan_outside_range", { loan_amount: 250_000, min_loan: 300_000, max_loan: 1e8 }),
      reason("income_below_minimum", { monthly_income: 15_000, minimum: 20_000 }),
      reason(
        "tenure_above_maximum",
        { tenure_months: 300, maximum: 240 },
        { max_tenure_months: 240 },
      ),
      reason("age_at_maturity_above_limit", { age_at_maturity: 70.5, limit: 65 }),
      reason("ltv_above_limit", { ltv_percent: 92.5, limit_percent: 90 }, { max_loan: 3_600_000 }),
    ].map((r) => reasonText(r, en));
    expect(texts).toEqual([
      "This lender does not lend to your credit-score band (Below 650).",
      "This lender does not lend to borrowers who earn as you do (Self-employed in business).",
      "This lender lends from ₹3,00,000 to ₹10,00,00,000; you asked for ₹2,50,000.",
      "This lender asks for a monthly income of at least ₹20,000; yours is ₹15,000.",
      "This lender lends for up to 240 months; you asked for 300 months.",
      "The loan would end when the older applicant is 70.5; this lender wants it repaid by 65.",
      "Your loan would be 92.5% of the property's value; this lender allows up to 90%.",
    ]);
    expect(fixText(reason("tenure_above_maximum", {}, { max_tenure_months: 240 }), en)).toBe(
      "A tenure of up to 240 months fits.",
    );
    expect(fixText(reason("income_below_minimum", {}), en)).toBeNull();
  });

  it("names a rule it does not know rather than failing, and speaks Hindi on Hindi pages", () => {
    expect(reasonText(reason("a_new_rule" as Reason["code"], {}), en)).toContain("a_new_rule");
    expect(reasonText(reason("credit_score_not_lent", { band: "below-650" }), hi)).toContain(
      "650 से कम",
    );
  });
});

describe("dates", () => {
  it("are IST's day and clock, the same on any machine", () => {
    expect(formatIstDateTime("2026-12-02T20:00:00.000Z", "en")).toBe("3 Dec 2026, 01:30 IST");
    expect(formatIstDay("2026-12-02T02:00:00.000Z", "hi")).toBe("2 दिसंबर 2026");
    expect(formatIstDay("not a date", "en")).toBe("not a date");
  });

  it("close the choice 30 days after the snapshot", () => {
    const made = "2026-12-02T00:00:00.000Z";
    expect(chooseWindow(made, 30, "2027-01-01T00:00:00.000Z")).toEqual({
      until: "2027-01-01T00:00:00.000Z",
      expired: false,
    });
    expect(chooseWindow(made, 30, "2027-01-01T00:00:00.001Z").expired).toBe(true);
  });
});
