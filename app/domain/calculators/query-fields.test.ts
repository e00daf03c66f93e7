import { describe, expect, it } from "vitest";
import { CALCULATORS, type CalculatorName, parseCalculatorInput, runCalculator } from "./index.ts";
import { PMAY_QUERY } from "./test-fixtures.ts";

// docs/product/calculators.md: the query as the API and the page read it, for the calculators
// whose fields include selects and dates (pmay, cost-of-buying): one wrong field names its own
// message, and a select shows first the answer the API takes without it.

/** A query each calculator takes, the field under test changed in it. */
const VALID: Partial<Record<CalculatorName, Record<string, string>>> = {
  pmay: PMAY_QUERY,
  "cost-of-buying": { price: "5000000" },
};

describe("a wrong field", () => {
  it.each([
    ["pmay", "sanctioned_on", "10-03-2026", "Sanction date must be a date (YYYY-MM-DD)."],
    ["pmay", "sanctioned_on", "2026-02-30", "Sanction date must be a date (YYYY-MM-DD)."],
    [
      "pmay",
      "sanctioned_on",
      "1999-12-31",
      "Sanction date must be between 2000-01-01 and 2099-12-31.",
    ],
    ["pmay", "urban", "maybe", "Urban must be one of: yes, no."],
    ["pmay", "owns_pucca_house", "Y", "Pucca house must be one of: yes, no."],
    ["pmay", "prior_housing_benefit", "1", "Earlier housing benefit must be one of: yes, no."],
    ["pmay", "carpet_area_sqm", "0", "Carpet area must be between 1 and 10,000 (m²)."],
    ["pmay", "household_income", "-5", "Household income must be between ₹0 and ₹1,00,00,00,000."],
    ["pmay", "loan_amount", "lots", "Loan amount must be a number."],
    ["cost-of-buying", "stamp_duty_percent", "13", "Stamp duty must be between 0 and 12 (%)."],
    ["cost-of-buying", "registration_percent", "6", "Registration must be between 0 and 5 (%)."],
    ["cost-of-buying", "status", "new", "Status must be one of: under_construction, ready."],
    ["cost-of-buying", "metro", "no!", "Metro must be one of: yes, no."],
    [
      "cost-of-buying",
      "registration_cap",
      "-1",
      "Registration cap must be between ₹0 and ₹1,00,00,00,000.",
    ],
    ["cost-of-buying", "processing_fee", "x", "Processing fee must be a number."],
    ["cost-of-buying", "price", "5000", "Price must be between ₹10,000 and ₹1,00,00,00,000."],
  ] as const)("%s: %s=%s → %s", (calculator, field, value, message) => {
    const r = runCalculator(calculator, { ...VALID[calculator], [field]: value });
    expect(r.ok ? {} : r.fields).toEqual({ [field]: message });
  });
});

describe("the page's selects", () => {
  it.each([
    [
      "pmay",
      {
        household_income: "720000",
        property_value: "3200000",
        loan_amount: "2400000",
        carpet_area_sqm: "95",
        sanctioned_on: "2026-03-10",
      },
    ],
    ["cost-of-buying", { price: "5000000", carpet_area_sqm: "85" }],
  ] as const)(
    "%s: show first the answer the API takes when the query leaves the field out",
    (calculator, query) => {
      const parsed = parseCalculatorInput(calculator, query);
      if (!parsed.ok) throw new Error(parsed.error);
      for (const field of CALCULATORS[calculator].fields) {
        if (field.input !== "select") continue;
        expect(field.choices?.[0], field.name).toBe(
          (parsed.data as unknown as Record<string, unknown>)[field.name],
        );
      }
    },
  );
});
