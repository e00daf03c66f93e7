import { describe, expect, it } from "vitest";
import { validValues } from "../../domain/eligibility/test-fixtures.ts";
import { offersQuery } from "./wizard-delivery.ts";

// The wizard's result links to /offers with what it knows (docs/product/offers.md "Pages").
describe("offersQuery", () => {
  it("hands over the loan, the property's worth and the tenure in months", () => {
    // The valid application borrows ₹25,00,000 on a ₹50,00,000 home over 20 years.
    const query = offersQuery(validValues());
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      loan_amount: "2500000",
      property_value: "5000000",
      tenure_months: "240",
    });
  });

  it("leaves out what was not answered", () => {
    expect(offersQuery({ borrow_amount: "", property_worth: "x", loan_tenure: "" })).toBe("");
  });
});
