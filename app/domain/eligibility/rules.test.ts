import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import { type EligibilityValues, EXPENSE_FLAGS, INCOME_FLAGS, type YesNoAmount } from "./fields.ts";
import { firstInvalidStep, validateAllSteps, validateStep } from "./rules.ts";
import { EMPTY_EXPENSES_ERRORS, validValues } from "./test-fixtures.ts";
import { emptyEligibilityValues } from "./wizard-values.ts";

const empty = emptyEligibilityValues;

function withValues(overrides: Partial<EligibilityValues>): EligibilityValues {
  return { ...empty(), ...overrides };
}

// What a step says of one field when only that field's value changes from a valid application.
function messageFor(step: number, field: keyof EligibilityValues, from = validValues()) {
  return (value: string): string | undefined =>
    validateStep(step, { ...from, [field]: value })[field];
}

// What a step says when nothing is answered yet.
function itAsksWhenEmpty(step: number, what: string, errors: Record<string, string>) {
  it(`empty step: ${what}`, () => {
    expect(validateStep(step, empty())).toEqual(errors);
  });
}

describe("validateStep 0", () => {
  itAsksWhenEmpty(0, "purpose and use", {
    loan_purpose: "Please select what the loan is for.",
    property_use: "Please select how you will use the property.",
  });

  it("buying asks whether a property was found, then when", () => {
    expect(
      validateStep(0, withValues({ loan_purpose: "i'm buying", property_use: "to live in" })),
    ).toEqual({
      found_property: "Please select whether you have found a property.",
    });
    expect(
      validateStep(
        0,
        withValues({
          loan_purpose: "i'm buying",
          property_use: "to live in",
          found_property: "no",
        }),
      ),
    ).toEqual({ when_to_buy: "Please select when you plan to buy." });
  });

  it("complete branch: worth, borrow and tenure are required", () => {
    const expected = {
      property_worth: "Please enter property worth.",
      borrow_amount: "Please enter borrow amount.",
      loan_tenure: "Please enter loan tenure.",
    };
    expect(
      validateStep(
        0,
        withValues({ loan_purpose: "i'm refinancing", property_use: "an investment" }),
      ),
    ).toEqual(expected);
    expect(
      validateStep(
        0,
        withValues({
          loan_purpose: "i'm building",
          property_use: "to live in",
          found_property: "no",
          when_to_buy: "now",
        }),
      ),
    ).toEqual(expected);
  });

  const base = validValues({ property_worth: "1,00,00,000" });
  itReturns(messageFor(0, "loan_tenure", base), "tenure %j → %j", [
    ["0", "Loan tenure must be at least 1 year."],
    ["1", undefined],
    ["50", undefined],
    ["51", "Loan tenure cannot exceed 50 years."],
    ["12.5", "Loan tenure must be a whole number of years."],
    ["", "Please enter loan tenure."],
    ["abc", "Please enter loan tenure."],
  ]);

  itReturns(messageFor(0, "borrow_amount", base), "borrow %j → %j", [
    ["9,99,999", "Minimum borrow amount is ₹10,00,000."],
    ["999999", "Minimum borrow amount is ₹10,00,000."],
    ["0", "Minimum borrow amount is ₹10,00,000."],
    ["1000000", undefined],
    ["10,00,000", undefined],
    ["", "Please enter borrow amount."],
    ["10000000000001", "Amount is too large."],
  ]);

  itReturns(messageFor(0, "property_worth", base), "worth %j → %j", [
    ["", "Please enter property worth."],
    ["0", "Please enter property worth."],
    ["xyz", "Please enter property worth."],
  ]);

  it("refinancing allows borrow = worth but not more", () => {
    const refi = validValues({
      loan_purpose: "i'm refinancing",
      property_use: "an investment",
      found_property: "",
    });
    expect(
      validateStep(0, { ...refi, property_worth: "20,00,000", borrow_amount: "20,00,000" }),
    ).toEqual({});
    expect(
      validateStep(0, { ...refi, property_worth: "20,00,000", borrow_amount: "20,00,001" }),
    ).toEqual({
      borrow_amount: "Borrow amount cannot be greater than property worth.",
    });
  });

  it.each(["i'm buying", "i'm building"])("%s refuses borrow = worth", (purpose) => {
    const buy = validValues({ loan_purpose: purpose });
    expect(
      validateStep(0, { ...buy, property_worth: "20,00,000", borrow_amount: "20,00,000" }),
    ).toEqual({
      borrow_amount: "Borrow amount must be less than property worth.",
    });
    expect(
      validateStep(0, { ...buy, property_worth: "20,00,000", borrow_amount: "19,99,999" }),
    ).toEqual({});
  });

  it("validates only the visible fields", () => {
    // Worth/borrow/tenure are hidden until found_property is answered, so they are not reported.
    const errors = validateStep(
      0,
      withValues({ loan_purpose: "i'm buying", property_use: "to live in", borrow_amount: "5" }),
    );
    expect(Object.keys(errors)).toEqual(["found_property"]);
  });

  it("rejects values outside the enumerations", () => {
    expect(
      validateStep(0, withValues({ loan_purpose: "i'm stealing", property_use: "to flip" })),
    ).toEqual({
      loan_purpose: "Please select what the loan is for.",
      property_use: "Please select how you will use the property.",
    });
  });
});

describe("validateStep 1", () => {
  itAsksWhenEmpty(1, "PIN, who is applying and dependents", {
    postal_code: "Postal code is required.",
    applicant_type: "Please select who is applying for this loan.",
    dependents: "Please select number of dependents.",
  });

  itReturns(messageFor(1, "postal_code"), "PIN %j → %j", [
    ["012345", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["12345", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["1234567", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["12a456", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["123456", undefined],
    ["", "Postal code is required."],
  ]);

  it("justMe needs a relationship status", () => {
    expect(validateStep(1, validValues({ relationship_status: "" }))).toEqual({
      relationship_status: "Please select your relationship status.",
    });
    expect(validateStep(1, validValues({ relationship_status: "in a relationship" }))).toEqual({});
    // A two-applicant option is not valid for one applicant.
    expect(
      validateStep(
        1,
        validValues({ relationship_status: "in a relationship with second borrower" }),
      ),
    ).toEqual({ relationship_status: "Please select your relationship status." });
  });

  it("mePlusOne needs a relationship status and, when asked, the second borrower's", () => {
    const two = validValues({ applicant_type: "mePlusOne", relationship_status: "" });
    expect(validateStep(1, two)).toEqual({
      relationship_status: "Please select your relationship status.",
    });
    expect(validateStep(1, { ...two, relationship_status: "single" })).toEqual({
      second_borrower_relation_status: "Please select the second borrower's relationship status.",
    });
    expect(
      validateStep(1, {
        ...two,
        relationship_status: "single",
        second_borrower_relation_status: "in a relationship",
      }),
    ).toEqual({});
    expect(
      validateStep(1, { ...two, relationship_status: "in a relationship with second borrower" }),
    ).toEqual({});
  });

  itReturns(messageFor(1, "dependents"), "dependents %j → %j", [
    ["0", "Please select number of dependents."],
    ["7", "Please select number of dependents."],
    ["1", undefined],
    ["6", undefined],
    ["2.5", "Please select number of dependents."],
  ]);
});

describe("validateStep 2", () => {
  itAsksWhenEmpty(2, "yearly income only (flags start at no)", {
    yearly_income: "This field is required.",
  });

  it("flags are required", () => {
    const values = withValues({
      yearly_income: "500000",
      earn_additional_income: "",
      in_tax_bracket: "",
    });
    expect(validateStep(2, values)).toEqual({
      earn_additional_income: "This field is required.",
      in_tax_bracket: "This field is required.",
    });
  });

  it("company details are optional but bounded", () => {
    expect(
      validateStep(2, validValues({ company_type: "", company_name: "", occupation: "" })),
    ).toEqual({});
    expect(validateStep(2, validValues({ company_type: "Startup" }))).toEqual({
      company_type: "Please select a company type from the list.",
    });
    expect(
      validateStep(2, validValues({ company_name: "x".repeat(121), occupation: "y".repeat(121) })),
    ).toEqual({
      company_name: "Company name must be at most 120 characters.",
      occupation: "Occupation must be at most 120 characters.",
    });
    expect(validateStep(2, validValues({ company_name: "x".repeat(120) }))).toEqual({});
  });

  it("accepts a zero salary (other incomes may carry the application)", () => {
    expect(validateStep(2, validValues({ yearly_income: "0" }))).toEqual({});
  });
});

describe("validateStep 3", () => {
  itAsksWhenEmpty(3, "living expenditure and the five questions", EMPTY_EXPENSES_ERRORS);

  it("living expenditure must be above 0", () => {
    expect(validateStep(3, validValues({ monthly_living_expenditure: "0" }))).toEqual({
      monthly_living_expenditure: "Please enter your monthly living expenditure.",
    });
  });
});

// The income step's flags (step 2) and the expenses step's (step 3): the message goes under the
// amount, and any amount above 0 satisfies it.
describe.each<{ step: number; flags: readonly YesNoAmount[]; message: string; fine: string }>([
  { step: 2, flags: INCOME_FLAGS, message: "Enter yearly amount.", fine: "1,20,000" },
  { step: 3, flags: EXPENSE_FLAGS, message: "Please enter a valid amount.", fine: "60,000" },
])("validateStep $step: a yes needs its amount", ({ step, flags, message, fine }) => {
  it.each(flags)("a yes on $flag needs $amount above 0", ({ flag, amount }) => {
    const values = validValues({ [flag]: "yes" });
    expect(validateStep(step, values)).toEqual({ [amount]: message });
    expect(validateStep(step, { ...values, [amount]: "0" })).toEqual({ [amount]: message });
    expect(validateStep(step, { ...values, [amount]: fine })).toEqual({});
  });
});

describe("validateStep 4", () => {
  itAsksWhenEmpty(4, "contact and consent", {
    first_name: "First name is required.",
    last_name: "Last name is required.",
    email: "Email is required.",
    phone_number: "Phone number is required.",
    consent: "Please agree to be contacted and to the privacy notice to continue.",
  });

  it("whitespace-only names are empty", () => {
    expect(validateStep(4, validValues({ first_name: "   " })).first_name).toBe(
      "First name is required.",
    );
  });

  itReturns(messageFor(4, "email"), "email %j → %j", [
    ["asha@example", "Enter a valid email address."],
    ["asha.example.in", "Enter a valid email address."],
    ["asha @example.in", "Enter a valid email address."],
    ["asha@example.in", undefined],
    [" Asha.Rao+loans@example.co.in ", undefined],
  ]);

  itReturns(messageFor(4, "phone_number"), "phone %j → %j", [
    ["987654321", "Enter a valid phone number."],
    ["9876543210", undefined],
    ["+91 98765-43210", undefined],
    ["123456789012345", undefined],
    ["1234567890123456", "Enter a valid phone number."],
    ["phone", "Enter a valid phone number."],
  ]);

  it("names are at most 100 characters", () => {
    expect(validateStep(4, validValues({ first_name: "a".repeat(100) }))).toEqual({});
    expect(
      validateStep(4, validValues({ first_name: "a".repeat(101), last_name: "b".repeat(101) })),
    ).toEqual({
      first_name: "First name must be at most 100 characters.",
      last_name: "Last name must be at most 100 characters.",
    });
  });
});

describe("whole application", () => {
  it("a complete application has no errors on any step", () => {
    expect(validateAllSteps(validValues())).toEqual({});
    expect(firstInvalidStep(validValues())).toBeNull();
    expect(firstInvalidStep(validValues({ dependents: "" }))).toBe(1);
    expect(firstInvalidStep(empty())).toBe(0);
  });
});
