import { describe, expect, it } from "vitest";
import { offersFormValues, offersPrefill } from "./prefill.ts";

const CHOICES = { bands: ["800+", "below-650"], employment: ["salaried"] };

describe("offersPrefill", () => {
  it("groups amounts the Indian way and keeps other numbers as given", () => {
    const query = new URLSearchParams(
      "loan_amount=2500000&property_value=5000000&monthly_income=100000&tenure_months=240&age=35",
    );
    expect(offersPrefill(query, CHOICES)).toEqual({
      loan_amount: "25,00,000",
      property_value: "50,00,000",
      monthly_income: "1,00,000",
      existing_emis: "0",
      tenure_months: "240",
      age: "35",
    });
  });

  it("takes a band or employment only when it is one of the choices", () => {
    const query = new URLSearchParams("credit_score_band=800%2B&employment=astronaut");
    expect(offersPrefill(query, CHOICES)).toEqual({
      existing_emis: "0",
      credit_score_band: "800+",
    });
  });

  it("leaves text it cannot read for the post to refuse, cut short, and ignores other names", () => {
    const query = new URLSearchParams(`loan_amount=lots&x=1&age=${"9".repeat(60)}`);
    const values = offersPrefill(query, CHOICES);
    expect(values.loan_amount).toBe("lots");
    expect(values.age).toHaveLength(40);
    expect(values).not.toHaveProperty("x");
  });
});

describe("offersFormValues", () => {
  it("keeps the form's names only, each at most 40 characters", () => {
    const values = offersFormValues({
      loan_amount: "₹25,00,000",
      website: "x",
      age: "1".repeat(99),
    });
    expect(values.loan_amount).toBe("₹25,00,000");
    expect(values.age).toHaveLength(40);
    expect(values.employment).toBe("");
    expect(values).not.toHaveProperty("website");
  });
});
