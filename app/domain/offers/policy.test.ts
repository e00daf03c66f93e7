import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toResult } from "../validation.ts";
import {
  CREDIT_SCORE_BAND_RANGES,
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_TYPES,
  offerPolicySchema,
  parseOfferPolicy,
} from "./policy.ts";
import { policy, ratesWith } from "./test-fixtures.ts";

/** The policy nested as PUT /api/banks/{slug} sends it, so messages carry dotted names. */
const bankBody = z.object({ offer_policy: offerPolicySchema });
const parseNested = (offerPolicy: unknown) => toResult(bankBody, { offer_policy: offerPolicy });

const EMPLOYMENT =
  "Employment must list at least one of: salaried, self-employed-professional, self-employed-business.";
const KFS = "Key Fact Statement address must be an https:// address.";
const AGE = "Maximum age at maturity must be a whole number of years between 50 and 80.";
const TENURE = "Maximum tenure must be a whole number of months between 12 and 360.";
const FOIR = "Maximum FOIR must be a number between 10 and 80 (%).";
const FEE = "Processing fee must be a number between 0 and 5 (%).";
const RATE_750 = "Rate for 750-799 must be between 0.1 and 25, or empty for not lent.";

describe("lending policy", () => {
  it("accepts a complete policy and gives it back unchanged", () => {
    expect(parseOfferPolicy(policy())).toEqual({ ok: true, data: policy() });
    const noneLent = Object.fromEntries(CREDIT_SCORE_BANDS.map((band) => [band, null]));
    expect(parseOfferPolicy(policy({ rates: noneLent as never })).ok).toBe(true);
  });

  it("trims the texts and strips unknown keys", () => {
    const result = parseOfferPolicy({
      ...policy(),
      penal_charges: "  Nil  ",
      kfs_url: " https://bank.example.in/kfs ",
      surprise: 1,
    });
    expect(result).toEqual({
      ok: true,
      data: policy({ penal_charges: "Nil", kfs_url: "https://bank.example.in/kfs" }),
    });
  });

  it("names a bad rate by its dotted path under offer_policy", () => {
    const result = parseNested(policy({ rates: ratesWith("750-799", 30) }));
    expect(result).toEqual({
      ok: false,
      error: RATE_750,
      fields: {
        "offer_policy.rates.750-799": RATE_750,
      },
    });
  });

  it.each([
    [
      "a rate below 0.1",
      ratesWith("800+", 0.05),
      "rates.800+",
      "Rate for 800+ must be between 0.1 and 25, or empty for not lent.",
    ],
    [
      "a rate as text",
      ratesWith("700-749", "8.5" as never),
      "rates.700-749",
      "Rate for 700-749 must be between 0.1 and 25, or empty for not lent.",
    ],
    [
      "a rate with 3 decimals",
      ratesWith("650-699", 8.555),
      "rates.650-699",
      "Rate for 650-699 can have at most 2 decimals.",
    ],
    ["a band left out", { "800+": 8 }, "rates.750-799", RATE_750],
    [
      "an unknown band",
      { ...policy().rates, "900+": 7 },
      "rates",
      "Rates has no credit-score band 900+; the bands are 800+, 750-799, 700-749, 650-699, below-650, no-history.",
    ],
    [
      "rates not an object",
      [8.5],
      "rates",
      "Rates must give a rate, or empty for not lent, for each credit-score band: 800+, 750-799, 700-749, 650-699, below-650, no-history.",
    ],
  ])("refuses %s", (_what, rates, path, message) => {
    const result = parseNested({ ...policy(), rates });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[`offer_policy.${path}`]).toBe(message);
  });

  const money = (label: string) =>
    `${label} must be a whole number of rupees between ₹0 and ₹1,00,00,00,000.`;

  it.each([
    ["max_foir_percent", 9, FOIR],
    ["max_foir_percent", 80.5, FOIR],
    ["max_foir_percent", "50", FOIR],
    ["max_ltv_percent", 91, "Maximum LTV must be a number between 10 and 90 (%)."],
    ["max_tenure_months", 361, TENURE],
    ["max_tenure_months", 120.5, TENURE],
    ["max_age_at_maturity", 49, AGE],
    ["max_age_at_maturity", 81, AGE],
    ["processing_fee_percent", 5.01, FEE],
    ["processing_fee_percent", -0.1, FEE],
    ["min_monthly_income", -1, money("Minimum monthly income")],
    ["min_monthly_income", 25_000.5, money("Minimum monthly income")],
    ["min_loan", 1_000_000_001, money("Minimum loan")],
    ["other_charges", null, money("Other charges")],
    ["processing_fee_min", Number.POSITIVE_INFINITY, money("Minimum processing fee")],
    ["employment", [], EMPLOYMENT],
    ["employment", "salaried", EMPLOYMENT],
    ["employment", ["salaried", "salaried"], "Employment must not list a type twice."],
    ["penal_charges", "   ", "Penal charges are required."],
    ["penal_charges", "x".repeat(501), "Penal charges must be at most 500 characters."],
    ["kfs_url", "http://bank.example.in/kfs", KFS],
    ["kfs_url", "javascript:alert(1)", KFS],
    ["kfs_url", "https://", KFS],
    ["kfs_url", "https://bank example.in/kfs", KFS],
    [
      "kfs_url",
      `https://bank.example.in/${"k".repeat(480)}`,
      "Key Fact Statement address must be at most 500 characters.",
    ],
  ])("refuses %s = %j", (field, value, message) => {
    const result = parseNested({ ...policy(), [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields[`offer_policy.${field}`]).toBe(message);
      expect(Object.keys(result.fields)).toEqual([`offer_policy.${field}`]);
    }
  });

  it("names an unknown employment type by its place in the list", () => {
    expect(parseNested(policy({ employment: ["salaried", "pensioner" as never] }))).toEqual({
      ok: false,
      error: EMPLOYMENT,
      fields: {
        "offer_policy.employment.1": EMPLOYMENT,
      },
    });
  });

  it("accepts the ends of every range", () => {
    const ends = policy({
      rates: ratesWith("800+", 0.1),
      max_foir_percent: 80,
      max_ltv_percent: 10,
      max_tenure_months: 12,
      max_age_at_maturity: 80,
      processing_fee_percent: 0,
      min_loan: 0,
      max_loan: 1_000_000_000,
      processing_fee_min: 0,
      other_charges: 0,
      penal_charges: "x".repeat(500),
    });
    expect(parseOfferPolicy(ends).ok).toBe(true);
    expect(parseOfferPolicy(policy({ rates: ratesWith("no-history", 25) })).ok).toBe(true);
  });

  it("requires every field", () => {
    const { kfs_url: _, ...withoutUrl } = policy();
    expect(parseNested(withoutUrl)).toMatchObject({
      ok: false,
      fields: {
        "offer_policy.kfs_url": KFS,
      },
    });
    expect(parseNested(null)).toEqual({
      ok: false,
      error: "Lending policy must be an object.",
      fields: { offer_policy: "Lending policy must be an object." },
    });
  });

  it("puts the cross-field messages on the larger field", () => {
    expect(parseNested(policy({ min_loan: 6_000_000, max_loan: 5_000_000 }))).toEqual({
      ok: false,
      error: "Maximum loan must be at least the minimum loan.",
      fields: { "offer_policy.max_loan": "Maximum loan must be at least the minimum loan." },
    });
    expect(parseNested(policy({ processing_fee_min: 10_001, processing_fee_max: 10_000 }))).toEqual(
      {
        ok: false,
        error: "Maximum processing fee must be at least the minimum processing fee.",
        fields: {
          "offer_policy.processing_fee_max":
            "Maximum processing fee must be at least the minimum processing fee.",
        },
      },
    );
    // Equal is fine: a flat fee.
    expect(parseOfferPolicy(policy({ min_loan: 5_000_000, max_loan: 5_000_000 })).ok).toBe(true);
  });

  it("explains every band in words", () => {
    expect(CREDIT_SCORE_BAND_RANGES["800+"]).toBe("800 or above");
    expect(CREDIT_SCORE_BAND_RANGES["750-799"]).toBe("750 to 799");
    expect(CREDIT_SCORE_BAND_RANGES["below-650"]).toBe("Below 650");
    expect(CREDIT_SCORE_BAND_RANGES["no-history"]).toBe("No credit history yet");
    expect(Object.keys(CREDIT_SCORE_BAND_RANGES)).toEqual([...CREDIT_SCORE_BANDS]);
  });

  it("describes its limits in the generated schema", () => {
    const json = JSON.stringify(z.toJSONSchema(offerPolicySchema));
    expect(json).toContain('"maximum":80');
    expect(json).toContain("12–360 months");
  });

  it("property: any employment subset without repeats is accepted", () => {
    fc.assert(
      fc.property(fc.subarray([...EMPLOYMENT_TYPES], { minLength: 1 }), (employment) => {
        expect(parseOfferPolicy(policy({ employment })).ok).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it("property: never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseNested(value)).not.toThrow();
        expect(parseOfferPolicy(value).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
