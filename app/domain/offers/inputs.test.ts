import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { offerInputsFromForm, parseOfferInputs } from "./inputs.ts";
import { WORKED_INPUTS } from "./test-fixtures.ts";

describe("offer inputs", () => {
  it("accepts the worked example", () => {
    expect(parseOfferInputs(WORKED_INPUTS)).toEqual({ ok: true, data: WORKED_INPUTS });
  });

  it("defaults existing EMIs to 0 and strips unknown keys", () => {
    const { existing_emis: _, ...rest } = WORKED_INPUTS;
    expect(parseOfferInputs({ ...rest, name: "Asha", phone: "9876543210" })).toEqual({
      ok: true,
      data: { ...rest, existing_emis: 0 },
    });
  });

  it("names each missing input by its own name", () => {
    expect(parseOfferInputs({})).toEqual({
      ok: false,
      error: "Enter the loan amount.",
      fields: {
        loan_amount: "Enter the loan amount.",
        tenure_months: "Enter the tenure in months.",
        property_value: "Enter the property's value.",
        monthly_income: "Enter your monthly income.",
        credit_score_band: "Choose your credit score band.",
        age: "Enter your age.",
        employment: "Choose how you are employed.",
      },
    });
    expect(parseOfferInputs(null)).toEqual({
      ok: false,
      error: "Inputs must be an object.",
      fields: {},
    });
  });

  const LOAN = "Enter a loan amount between ₹1,00,000 and ₹10,00,00,000.";
  const TENURE = "Enter a tenure between 12 and 360 months.";
  const PROPERTY = "Enter a property value above ₹0, up to ₹1,00,00,00,000.";
  const INCOME = "Enter a monthly income above ₹0, up to ₹1,00,00,00,000.";
  const EMIS = "Existing EMIs must be between ₹0 and ₹1,00,00,00,000 a month.";
  const AGE = "Enter an age between 18 and 75.";

  it.each([
    ["loan_amount", 99_999, LOAN],
    ["loan_amount", 100_000_001, LOAN],
    ["loan_amount", 2_500_000.5, "Enter the loan amount in whole rupees."],
    ["loan_amount", "2500000", "Loan amount must be a number."],
    ["tenure_months", 11, TENURE],
    ["tenure_months", 361, TENURE],
    ["tenure_months", 240.5, "Enter the tenure in whole months."],
    ["property_value", 0, PROPERTY],
    ["property_value", 1_000_000_001, PROPERTY],
    ["property_value", null, "Property value must be a number."],
    ["monthly_income", 0, INCOME],
    ["monthly_income", -5, INCOME],
    ["monthly_income", Number.NaN, "Monthly income must be a number."],
    ["existing_emis", -1, EMIS],
    ["existing_emis", 1_000_000_001, EMIS],
    ["existing_emis", "none", "Existing EMIs must be a number."],
    ["credit_score_band", "820", "Choose your credit score band."],
    ["employment", "retired", "Choose how you are employed."],
    ["age", 17, AGE],
    ["age", 76, AGE],
    ["age", 35.5, "Enter the age in whole years."],
  ])("refuses %s = %j", (field, value, message) => {
    const result = parseOfferInputs({ ...WORKED_INPUTS, [field]: value });
    expect(result).toEqual({ ok: false, error: message, fields: { [field]: message } });
  });

  it("accepts the ends of every range", () => {
    const low = { ...WORKED_INPUTS, loan_amount: 100_000, tenure_months: 12, age: 18 };
    const high = { ...WORKED_INPUTS, loan_amount: 100_000_000, tenure_months: 360, age: 75 };
    expect(parseOfferInputs(low).ok).toBe(true);
    expect(parseOfferInputs(high).ok).toBe(true);
    expect(parseOfferInputs({ ...WORKED_INPUTS, property_value: 0.5, monthly_income: 1 }).ok).toBe(
      true,
    );
  });
});

describe("offer inputs from a form", () => {
  it("reads amounts as typed, with ₹ and Indian grouping", () => {
    const form = {
      loan_amount: "₹25,00,000",
      tenure_months: " 240 ",
      property_value: "₹ 40,00,000",
      monthly_income: "1,20,000",
      existing_emis: "",
      credit_score_band: "750-799",
      age: "35",
      employment: "salaried",
      intent: "check",
    };
    expect(offerInputsFromForm(form)).toEqual({
      loan_amount: 2_500_000,
      tenure_months: 240,
      property_value: 4_000_000,
      monthly_income: 120_000,
      credit_score_band: "750-799",
      age: 35,
      employment: "salaried",
    });
    expect(parseOfferInputs(offerInputsFromForm(form))).toEqual({
      ok: true,
      data: { ...WORKED_INPUTS, loan_amount: 2_500_000, existing_emis: 0 },
    });
  });

  it("passes text that is not a number on, so the schema names the field", () => {
    const form = { loan_amount: "25 lakh", tenure_months: "-12", age: "thirty" };
    expect(offerInputsFromForm(form)).toEqual({
      loan_amount: "25 lakh",
      tenure_months: -12,
      age: "thirty",
    });
    const result = parseOfferInputs(offerInputsFromForm(form));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields.loan_amount).toBe("Loan amount must be a number.");
      expect(result.fields.tenure_months).toBe("Enter a tenure between 12 and 360 months.");
      expect(result.fields.age).toBe("Age must be a number.");
      expect(result.fields.employment).toBe("Choose how you are employed.");
    }
  });

  it("leaves out empty and missing fields", () => {
    expect(offerInputsFromForm({ loan_amount: "  ", employment: "", age: undefined })).toEqual({});
  });

  it("property: a whole amount typed in Indian grouping reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const grouped = `₹${amount.toString().replace(/\B(?=(\d{2})*\d{3}$)/g, ",")}`;
        expect(offerInputsFromForm({ loan_amount: grouped }).loan_amount).toBe(amount);
      }),
      { numRuns: 100 },
    );
  });
});
