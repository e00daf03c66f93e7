import { describe, expect, it } from "vitest";
import { eligibilityOffersQuery } from "./offers-query.ts";

// The eligibility calculator links to /offers with what it knows (docs/product/offers.md "Pages").
describe("eligibilityOffersQuery", () => {
  it("hands over income, EMIs, property value, the largest loan and the tenure in months", () => {
    const query = eligibilityOffersQuery(
      { max_loan: 4_800_000 },
      {
        monthly_income: "1,00,000",
        existing_emis: "5,000",
        rate: "8.5",
        years: "20",
        foir: "50",
        property_value: "60,00,000",
      },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      loan_amount: "4800000",
      monthly_income: "100000",
      existing_emis: "5000",
      property_value: "6000000",
      tenure_months: "240",
    });
  });

  it("leaves out a property value not given, and counts no EMIs as 0", () => {
    const query = new URLSearchParams(
      eligibilityOffersQuery({ max_loan: 100_000 }, { monthly_income: "50000", years: "15" }),
    );
    expect(query.get("property_value")).toBeNull();
    expect(query.get("existing_emis")).toBe("0");
    expect(query.get("tenure_months")).toBe("180");
  });
});
