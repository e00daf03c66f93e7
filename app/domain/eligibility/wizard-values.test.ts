import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityValues,
  EXPENSE_FLAGS,
  INCOME_FLAGS,
} from "./fields.ts";
import { STEPS } from "./steps.ts";
import { NO_OTHER_DEBTS, validValues } from "./test-fixtures.ts";
import {
  applyFieldChange,
  clearFieldError,
  emptyEligibilityValues,
  handedOverOf,
  pruneErrors,
  sanitizePostalCode,
} from "./wizard-values.ts";

const empty = emptyEligibilityValues;

function withValues(overrides: Partial<EligibilityValues>): EligibilityValues {
  return { ...empty(), ...overrides };
}

describe("wizard state", () => {
  it("starts with every field empty, income flags at no and expense flags unanswered", () => {
    const values = empty();
    expect(values.consent).toBe(false);
    for (const field of ELIGIBILITY_FIELDS) expect(typeof values[field]).toBe("string");
    expect(values.earn_additional_income).toBe("no");
    expect(values.receive_rental_income).toBe("no");
    expect(values.receive_non_taxable_income).toBe("no");
    expect(values.in_tax_bracket).toBe("no");
    for (const flag of [
      "has_other_expenses",
      "has_another_home_loan",
      "has_personal_loan",
      "has_credit_card_debt",
      "has_investment_loan",
      "has_car_lease",
      "has_bike_lease",
    ] as const) {
      expect(values[flag]).toBe("");
    }
    expect(values.loan_purpose).toBe("");
  });

  it("has the five step headings of docs/product/forms.md", () => {
    expect(STEPS.map((s) => s.title)).toEqual([
      "Loan details",
      "Your details",
      "Income & Employment",
      "Expenses",
      "Do I qualify?",
    ]);
  });

  it("asks five yes/no questions on step 3", () => {
    // The fixture answers the five questions, in the order they are asked.
    expect(EXPENSE_FLAGS.map((f) => f.flag)).toEqual(Object.keys(NO_OTHER_DEBTS));
  });
});

/** The answers a change clears, as the wizard holds them: empty. */
const cleared = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, ""]));

describe("applyFieldChange (docs/product/forms.md clearing rules)", () => {
  const full = validValues({
    loan_purpose: "i'm building",
    found_property: "no",
    when_to_buy: "now",
    applicant_type: "mePlusOne",
    relationship_status: "single",
    second_borrower_relation_status: "in a relationship",
  });

  it("changing loan purpose clears property use and all later loan details", () => {
    const next = applyFieldChange(full, "loan_purpose", "i'm buying");
    expect(next).toMatchObject({
      loan_purpose: "i'm buying",
      ...cleared(
        "property_use",
        "found_property",
        "when_to_buy",
        "property_worth",
        "borrow_amount",
        "loan_tenure",
      ),
    });
    // Other steps keep their answers.
    expect(next.postal_code).toBe("700001");
    expect(next.yearly_income).toBe("12,00,000");
  });

  it("changing property use clears found, when, worth, borrow and tenure", () => {
    expect(applyFieldChange(full, "property_use", "an investment")).toMatchObject({
      loan_purpose: "i'm building",
      property_use: "an investment",
      ...cleared("found_property", "when_to_buy", "property_worth", "borrow_amount", "loan_tenure"),
    });
  });

  it("changing found property or when to buy clears worth, borrow and tenure", () => {
    expect(applyFieldChange(full, "found_property", "yes")).toMatchObject({
      property_use: "to live in",
      found_property: "yes",
      ...cleared("when_to_buy", "property_worth", "borrow_amount", "loan_tenure"),
    });
    expect(applyFieldChange(full, "when_to_buy", "within 3 months")).toMatchObject({
      found_property: "no",
      when_to_buy: "within 3 months",
      ...cleared("property_worth", "borrow_amount", "loan_tenure"),
    });
  });

  it("changing applicant type clears both relationship fields", () => {
    expect(applyFieldChange(full, "applicant_type", "justMe")).toMatchObject({
      applicant_type: "justMe",
      ...cleared("relationship_status", "second_borrower_relation_status"),
      dependents: "2",
    });
  });

  it("changing relationship status clears the second borrower's status", () => {
    expect(
      applyFieldChange(full, "relationship_status", "in a relationship with second borrower"),
    ).toMatchObject({
      relationship_status: "in a relationship with second borrower",
      second_borrower_relation_status: "",
    });
  });

  it.each([...INCOME_FLAGS, ...EXPENSE_FLAGS])(
    "choosing no on $flag clears $amount",
    ({ flag, amount }) => {
      const yes = applyFieldChange(applyFieldChange(full, flag, "yes"), amount, "50,000");
      expect(yes[amount]).toBe("50,000");
      const no = applyFieldChange(yes, flag, "no");
      expect(no[flag]).toBe("no");
      expect(no[amount]).toBe("");
    },
  );

  it("choosing yes keeps the amount", () => {
    const values = { ...full, has_personal_loan: "", personal_loan_amount: "10" };
    expect(applyFieldChange(values, "has_personal_loan", "yes").personal_loan_amount).toBe("10");
  });

  it("re-selecting the same answer clears nothing and returns the same object", () => {
    expect(applyFieldChange(full, "loan_purpose", "i'm building")).toBe(full);
    expect(applyFieldChange(full, "applicant_type", "mePlusOne")).toBe(full);
    expect(applyFieldChange(full, "consent", true)).toBe(full);
  });

  it("does not mutate its input", () => {
    const copy = structuredClone(full);
    applyFieldChange(full, "loan_purpose", "i'm refinancing");
    expect(full).toEqual(copy);
  });

  it("sanitises the postal code and sets consent", () => {
    expect(applyFieldChange(full, "postal_code", "70-00 01 99").postal_code).toBe("700001");
    expect(applyFieldChange(full, "consent", false).consent).toBe(false);
  });
});

describe("handed-over amounts (the eligibility calculator's 'Check my eligibility')", () => {
  const handedOver = handedOverOf({ property_worth: "40,00,000", borrow_amount: "32,00,000" });
  const start = { ...emptyEligibilityValues(), ...handedOver };

  it("keeps only non-empty worth and borrow amounts of a prefill", () => {
    expect(
      handedOverOf({ property_worth: "40,00,000", borrow_amount: " ", first_name: "A" }),
    ).toEqual({ property_worth: "40,00,000" });
    expect(handedOverOf(undefined)).toEqual({});
  });

  it("survive the first answers, whose clearing rules return to them", () => {
    let values = applyFieldChange(start, "loan_purpose", "i'm buying", handedOver);
    values = applyFieldChange(values, "property_use", "to live in", handedOver);
    values = applyFieldChange(values, "found_property", "yes", handedOver);
    expect(values).toMatchObject({ property_worth: "40,00,000", borrow_amount: "32,00,000" });
  });

  it("replace an amount the user typed when an earlier answer changes; other fields still clear", () => {
    let values = applyFieldChange(start, "loan_purpose", "i'm buying", handedOver);
    values = { ...values, property_worth: "55,00,000", loan_tenure: "20" };
    values = applyFieldChange(values, "loan_purpose", "i'm building", handedOver);
    expect(values).toMatchObject({
      property_worth: "40,00,000",
      borrow_amount: "32,00,000",
      loan_tenure: "",
    });
  });

  it("without any handed over, the clearing rules empty the amounts", () => {
    const values = applyFieldChange(start, "loan_purpose", "i'm buying");
    expect(values).toMatchObject({ property_worth: "", borrow_amount: "" });
  });
});

describe("clearFieldError", () => {
  const errors = { first_name: "First name is required.", email: "Email is required." };

  it("clears a field's error once it has a non-empty value", () => {
    expect(clearFieldError(errors, "first_name", "A")).toEqual({ email: "Email is required." });
    expect(clearFieldError({ consent: "x" }, "consent", true)).toEqual({});
  });

  it("keeps the error for an empty value and returns the same object", () => {
    expect(clearFieldError(errors, "first_name", "")).toBe(errors);
    expect(clearFieldError(errors, "first_name", "   ")).toBe(errors);
    expect(clearFieldError(errors, "phone_number", "98")).toBe(errors);
    expect(clearFieldError({ consent: "x" }, "consent", false)).toEqual({ consent: "x" });
  });

  it("answering no also clears the amount's error", () => {
    expect(
      clearFieldError(
        { personal_loan_amount: "Please enter a valid amount." },
        "has_personal_loan",
        "no",
      ),
    ).toEqual({});
  });

  it("pruneErrors drops errors of hidden fields", () => {
    const e = {
      personal_loan_amount: "Please enter a valid amount.",
      has_other_expenses: "Please select Yes or No.",
    };
    expect(pruneErrors(3, withValues({ has_personal_loan: "no" }), e)).toEqual({
      has_other_expenses: "Please select Yes or No.",
    });
  });
});

describe("sanitizePostalCode", () => {
  itReturns(sanitizePostalCode, "%j → %j", [
    ["700001", "700001"],
    ["70 00 01", "700001"],
    ["abc", ""],
    ["12345678", "123456"],
    ["", ""],
  ]);

  it("always yields at most six digits", () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,6}$/.test(sanitizePostalCode(s))));
  });
});
