import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyFieldChange,
  choiceOptions,
  clearFieldError,
  ELIGIBILITY_FIELDS,
  type EligibilityValues,
  EXPENSE_FLAGS,
  emptyEligibilityValues,
  firstInvalidStep,
  INCOME_FLAGS,
  pruneErrors,
  STEPS,
  sanitizePostalCode,
  toApplicationPayload,
  validateAllSteps,
  validateStep,
  visibleFields,
} from "./application.ts";
import { CLIENT_ID, validValues } from "./test-fixtures.ts";

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
    expect(EXPENSE_FLAGS.map((f) => f.flag)).toEqual([
      "has_other_expenses",
      "has_another_home_loan",
      "has_personal_loan",
      "has_credit_card_debt",
      "has_investment_loan",
    ]);
  });
});

describe("visibleFields", () => {
  it.each<[Partial<EligibilityValues>, string[]]>([
    [{}, ["loan_purpose", "property_use"]],
    [{ loan_purpose: "i'm refinancing" }, ["loan_purpose", "property_use"]],
    [
      { loan_purpose: "i'm refinancing", property_use: "an investment" },
      ["loan_purpose", "property_use", "property_worth", "borrow_amount", "loan_tenure"],
    ],
    [{ loan_purpose: "i'm buying" }, ["loan_purpose", "property_use", "found_property"]],
    [
      { loan_purpose: "i'm buying", property_use: "to live in" },
      ["loan_purpose", "property_use", "found_property"],
    ],
    [
      { loan_purpose: "i'm buying", property_use: "to live in", found_property: "yes" },
      [
        "loan_purpose",
        "property_use",
        "found_property",
        "property_worth",
        "borrow_amount",
        "loan_tenure",
      ],
    ],
    [
      { loan_purpose: "i'm building", property_use: "to live in", found_property: "no" },
      ["loan_purpose", "property_use", "found_property", "when_to_buy"],
    ],
    [
      {
        loan_purpose: "i'm building",
        property_use: "to live in",
        found_property: "no",
        when_to_buy: "3months+",
      },
      [
        "loan_purpose",
        "property_use",
        "found_property",
        "when_to_buy",
        "property_worth",
        "borrow_amount",
        "loan_tenure",
      ],
    ],
    // A stale when_to_buy is ignored once found_property is yes.
    [
      {
        loan_purpose: "i'm buying",
        property_use: "to live in",
        found_property: "yes",
        when_to_buy: "now",
      },
      [
        "loan_purpose",
        "property_use",
        "found_property",
        "property_worth",
        "borrow_amount",
        "loan_tenure",
      ],
    ],
  ])("step 0 with %j", (overrides, expected) => {
    expect(visibleFields(0, withValues(overrides))).toEqual(expected);
  });

  it.each<[Partial<EligibilityValues>, string[]]>([
    [{}, ["postal_code", "applicant_type", "dependents"]],
    [
      { applicant_type: "justMe" },
      ["postal_code", "applicant_type", "relationship_status", "dependents"],
    ],
    [
      { applicant_type: "justMe", relationship_status: "single" },
      ["postal_code", "applicant_type", "relationship_status", "dependents"],
    ],
    [
      { applicant_type: "mePlusOne", relationship_status: "single" },
      [
        "postal_code",
        "applicant_type",
        "relationship_status",
        "second_borrower_relation_status",
        "dependents",
      ],
    ],
    [
      {
        applicant_type: "mePlusOne",
        relationship_status: "in a relationship but not with second borrower",
      },
      [
        "postal_code",
        "applicant_type",
        "relationship_status",
        "second_borrower_relation_status",
        "dependents",
      ],
    ],
    [
      {
        applicant_type: "mePlusOne",
        relationship_status: "in a relationship with second borrower",
      },
      ["postal_code", "applicant_type", "relationship_status", "dependents"],
    ],
  ])("step 1 with %j", (overrides, expected) => {
    expect(visibleFields(1, withValues(overrides))).toEqual(expected);
  });

  it("shows an amount only after yes", () => {
    expect(visibleFields(2, empty())).toEqual([
      "company_type",
      "company_name",
      "occupation",
      "yearly_income",
      "earn_additional_income",
      "receive_rental_income",
      "receive_non_taxable_income",
      "in_tax_bracket",
    ]);
    expect(visibleFields(2, withValues({ receive_rental_income: "yes" }))).toContain(
      "rental_income_amount",
    );
    expect(visibleFields(3, empty())).toEqual([
      "monthly_living_expenditure",
      "has_other_expenses",
      "has_another_home_loan",
      "has_personal_loan",
      "has_credit_card_debt",
      "has_investment_loan",
    ]);
    expect(visibleFields(3, withValues({ has_personal_loan: "yes" }))).toEqual([
      "monthly_living_expenditure",
      "has_other_expenses",
      "has_another_home_loan",
      "has_personal_loan",
      "personal_loan_amount",
      "has_credit_card_debt",
      "has_investment_loan",
    ]);
    expect(visibleFields(4, empty())).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "consent",
    ]);
    expect(visibleFields(5, empty())).toEqual([]);
  });

  it("relationship options depend on the applicant type", () => {
    expect(choiceOptions("relationship_status", { applicant_type: "justMe" })).toEqual([
      "single",
      "in a relationship",
    ]);
    expect(choiceOptions("relationship_status", { applicant_type: "mePlusOne" })).toEqual([
      "single",
      "in a relationship with second borrower",
      "in a relationship but not with second borrower",
    ]);
    expect(choiceOptions("dependents")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(choiceOptions("has_car_lease")).toEqual(["yes", "no"]);
  });
});

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
      property_use: "",
      found_property: "",
      when_to_buy: "",
      property_worth: "",
      borrow_amount: "",
      loan_tenure: "",
    });
    // Other steps keep their answers.
    expect(next.postal_code).toBe("700001");
    expect(next.yearly_income).toBe("12,00,000");
  });

  it("changing property use clears found, when, worth, borrow and tenure", () => {
    expect(applyFieldChange(full, "property_use", "an investment")).toMatchObject({
      loan_purpose: "i'm building",
      property_use: "an investment",
      found_property: "",
      when_to_buy: "",
      property_worth: "",
      borrow_amount: "",
      loan_tenure: "",
    });
  });

  it("changing found property or when to buy clears worth, borrow and tenure", () => {
    expect(applyFieldChange(full, "found_property", "yes")).toMatchObject({
      property_use: "to live in",
      found_property: "yes",
      when_to_buy: "",
      property_worth: "",
      borrow_amount: "",
      loan_tenure: "",
    });
    expect(applyFieldChange(full, "when_to_buy", "within 3 months")).toMatchObject({
      found_property: "no",
      when_to_buy: "within 3 months",
      property_worth: "",
      borrow_amount: "",
      loan_tenure: "",
    });
  });

  it("changing applicant type clears both relationship fields", () => {
    expect(applyFieldChange(full, "applicant_type", "justMe")).toMatchObject({
      applicant_type: "justMe",
      relationship_status: "",
      second_borrower_relation_status: "",
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

describe("validateStep 0", () => {
  it("empty step: purpose and use", () => {
    expect(validateStep(0, empty())).toEqual({
      loan_purpose: "Please select what the loan is for.",
      property_use: "Please select how you will use the property.",
    });
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
  it.each([
    ["0", "Loan tenure must be at least 1 year."],
    ["1", undefined],
    ["50", undefined],
    ["51", "Loan tenure cannot exceed 50 years."],
    ["12.5", "Loan tenure must be a whole number of years."],
    ["", "Please enter loan tenure."],
    ["abc", "Please enter loan tenure."],
  ])("tenure %j → %j", (tenure, message) => {
    expect(validateStep(0, { ...base, loan_tenure: tenure }).loan_tenure).toBe(message);
  });

  it.each([
    ["9,99,999", "Minimum borrow amount is ₹10,00,000."],
    ["999999", "Minimum borrow amount is ₹10,00,000."],
    ["0", "Minimum borrow amount is ₹10,00,000."],
    ["1000000", undefined],
    ["10,00,000", undefined],
    ["", "Please enter borrow amount."],
    ["10000000000001", "Amount is too large."],
  ])("borrow %j → %j", (borrow, message) => {
    expect(validateStep(0, { ...base, borrow_amount: borrow }).borrow_amount).toBe(message);
  });

  it.each([
    ["", "Please enter property worth."],
    ["0", "Please enter property worth."],
    ["xyz", "Please enter property worth."],
  ])("worth %j → %j", (worth, message) => {
    expect(validateStep(0, { ...base, property_worth: worth }).property_worth).toBe(message);
  });

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
  it("empty step", () => {
    expect(validateStep(1, empty())).toEqual({
      postal_code: "Postal code is required.",
      applicant_type: "Please select who is applying for this loan.",
      dependents: "Please select number of dependents.",
    });
  });

  it.each([
    ["012345", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["12345", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["1234567", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["12a456", "Enter a valid 6-digit Indian PIN code (should not start with 0)."],
    ["123456", undefined],
    ["", "Postal code is required."],
  ])("PIN %j → %j", (pin, message) => {
    expect(validateStep(1, validValues({ postal_code: pin })).postal_code).toBe(message);
  });

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

  it.each([
    ["0", "Please select number of dependents."],
    ["7", "Please select number of dependents."],
    ["1", undefined],
    ["6", undefined],
    ["2.5", "Please select number of dependents."],
  ])("dependents %j → %j", (dependents, message) => {
    expect(validateStep(1, validValues({ dependents })).dependents).toBe(message);
  });
});

describe("validateStep 2", () => {
  it("empty step: yearly income only (flags start at no)", () => {
    expect(validateStep(2, empty())).toEqual({ yearly_income: "This field is required." });
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

  it.each(INCOME_FLAGS)(
    "a yes on $flag needs $amount above 0, reported under the amount",
    ({ flag, amount }) => {
      const values = validValues({ [flag]: "yes" });
      expect(validateStep(2, values)).toEqual({ [amount]: "Enter yearly amount." });
      expect(validateStep(2, { ...values, [amount]: "0" })).toEqual({
        [amount]: "Enter yearly amount.",
      });
      expect(validateStep(2, { ...values, [amount]: "1,20,000" })).toEqual({});
    },
  );

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
  it("empty step: living expenditure and the five questions", () => {
    expect(validateStep(3, empty())).toEqual({
      monthly_living_expenditure: "Please enter your monthly living expenditure.",
      has_other_expenses: "Please select Yes or No.",
      has_another_home_loan: "Please select Yes or No.",
      has_personal_loan: "Please select Yes or No.",
      has_credit_card_debt: "Please select Yes or No.",
      has_investment_loan: "Please select Yes or No.",
    });
  });

  it("living expenditure must be above 0", () => {
    expect(validateStep(3, validValues({ monthly_living_expenditure: "0" }))).toEqual({
      monthly_living_expenditure: "Please enter your monthly living expenditure.",
    });
  });

  it.each(EXPENSE_FLAGS)("a yes on $flag needs $amount above 0", ({ flag, amount }) => {
    const values = validValues({ [flag]: "yes" });
    expect(validateStep(3, values)).toEqual({ [amount]: "Please enter a valid amount." });
    expect(validateStep(3, { ...values, [amount]: "0" })).toEqual({
      [amount]: "Please enter a valid amount.",
    });
    expect(validateStep(3, { ...values, [amount]: "60,000" })).toEqual({});
  });
});

describe("validateStep 4", () => {
  it("empty step", () => {
    expect(validateStep(4, empty())).toEqual({
      first_name: "First name is required.",
      last_name: "Last name is required.",
      email: "Email is required.",
      phone_number: "Phone number is required.",
      consent: "Please agree to be contacted and to the privacy notice to continue.",
    });
  });

  it("whitespace-only names are empty", () => {
    expect(validateStep(4, validValues({ first_name: "   " })).first_name).toBe(
      "First name is required.",
    );
  });

  it.each([
    ["asha@example", "Enter a valid email address."],
    ["asha.example.in", "Enter a valid email address."],
    ["asha @example.in", "Enter a valid email address."],
    ["asha@example.in", undefined],
    [" Asha.Rao+loans@example.co.in ", undefined],
  ])("email %j → %j", (email, message) => {
    expect(validateStep(4, validValues({ email })).email).toBe(message);
  });

  it.each([
    ["987654321", "Enter a valid phone number."],
    ["9876543210", undefined],
    ["+91 98765-43210", undefined],
    ["123456789012345", undefined],
    ["1234567890123456", "Enter a valid phone number."],
    ["phone", "Enter a valid phone number."],
  ])("phone %j → %j", (phone_number, message) => {
    expect(validateStep(4, validValues({ phone_number })).phone_number).toBe(message);
  });

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
  it.each([
    ["700001", "700001"],
    ["70 00 01", "700001"],
    ["abc", ""],
    ["12345678", "123456"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(sanitizePostalCode(input)).toBe(expected);
  });

  it("always yields at most six digits", () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,6}$/.test(sanitizePostalCode(s))));
  });
});

describe("toApplicationPayload", () => {
  it("sends docs/product/forms.md JSON types", () => {
    const payload = toApplicationPayload(
      validValues({ earn_additional_income: "yes", additional_income_amount: "1,50,000" }),
      {
        clientId: CLIENT_ID,
        interestRate: 7.5,
      },
    );
    expect(payload).toMatchObject({
      loan_purpose: "i'm buying",
      property_use: "to live in",
      found_property: "yes",
      when_to_buy: null,
      property_worth: 5000000,
      borrow_amount: 2500000,
      loan_tenure: 20,
      applicant_type: "justMe",
      relationship_status: "single",
      second_borrower_relation_status: null,
      company_type: "Private",
      dependents: 2,
      postal_code: "700001",
      yearly_income: 1200000,
      earn_additional_income: "yes",
      additional_income_amount: 150000,
      receive_rental_income: "no",
      rental_income_amount: null,
      in_tax_bracket: "no",
      monthly_living_expenditure: 20000,
      has_other_expenses: "no",
      other_expenses_amount: null,
      has_car_lease: null,
      car_lease_amount: null,
      has_bike_lease: null,
      first_name: "Asha",
      email: "asha.rao@example.in",
      phone_number: "98765 43210",
      interest_rate: 7.5,
      consent: true,
      client_id: CLIENT_ID,
    });
    for (const field of ELIGIBILITY_FIELDS) expect(payload).toHaveProperty(field);
  });

  it("sends empty values as null and hidden answers as null", () => {
    const payload = toApplicationPayload(
      validValues({
        loan_purpose: "i'm refinancing",
        found_property: "no", // hidden for refinancing
        when_to_buy: "now", // hidden
        company_name: "  ",
        personal_loan_amount: "5000", // flag is no
      }),
      { clientId: CLIENT_ID, interestRate: null },
    );
    expect(payload.found_property).toBeNull();
    expect(payload.when_to_buy).toBeNull();
    expect(payload.company_name).toBeNull();
    expect(payload.personal_loan_amount).toBeNull();
    expect(payload.interest_rate).toBeNull();
    expect(
      toApplicationPayload(empty(), { clientId: CLIENT_ID, interestRate: 9 }).has_personal_loan,
    ).toBeNull();
  });
});
