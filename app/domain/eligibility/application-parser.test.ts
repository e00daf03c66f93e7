import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEligibilityApplication } from "./application-parser.ts";
import { assessEligibility } from "./assess.ts";
import { ELIGIBILITY_FIELDS, type EligibilityValues } from "./fields.ts";
import { toApplicationPayload } from "./payload.ts";
import { validateAllSteps } from "./rules.ts";
import { CLIENT_ID, validValues } from "./test-fixtures.ts";

function payload(overrides: Partial<EligibilityValues> = {}, interestRate: number | null = null) {
  return toApplicationPayload(validValues(overrides), { clientId: CLIENT_ID, interestRate });
}

function expectError(input: unknown, field: string, message: string) {
  const result = parseEligibilityApplication(input);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.fields[field]).toBe(message);
    expect(Object.values(result.fields)).toContain(result.error);
  }
}

describe("parseEligibilityApplication", () => {
  it("accepts what the wizard sends, unchanged", () => {
    const sent = payload(
      { earn_additional_income: "yes", additional_income_amount: "2,00,000" },
      8.5,
    );
    const result = parseEligibilityApplication(JSON.parse(JSON.stringify(sent)));
    expect(result).toEqual({ ok: true, data: sent });
  });

  it("accepts every branch", () => {
    for (const overrides of [
      { loan_purpose: "i'm refinancing", found_property: "" },
      { loan_purpose: "i'm building", found_property: "no", when_to_buy: "3months+" },
      {
        applicant_type: "mePlusOne",
        relationship_status: "in a relationship but not with second borrower",
        second_borrower_relation_status: "single",
      },
      { has_credit_card_debt: "yes", credit_card_debt_amount: "30000", in_tax_bracket: "yes" },
    ]) {
      const sent = payload(overrides);
      expect(parseEligibilityApplication(sent)).toEqual({ ok: true, data: sent });
    }
  });

  it("strips unknown keys such as client-sent results", () => {
    const result = parseEligibilityApplication({
      ...payload(),
      is_eligible: 1,
      eligibility_message: "Eligible. trust me",
      calculated_emi: "1.00",
      id: 99,
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data).not.toHaveProperty("is_eligible");
      expect(result.data).not.toHaveProperty("calculated_emi");
      expect(result.data).not.toHaveProperty("id");
    }
  });

  it("nulls answers the user could not see", () => {
    const result = parseEligibilityApplication({
      ...payload({ loan_purpose: "i'm refinancing", found_property: "" }),
      found_property: "no",
      when_to_buy: "now",
      has_personal_loan: "no",
      personal_loan_amount: 99999,
      second_borrower_relation_status: "single",
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.found_property).toBeNull();
      expect(result.data.when_to_buy).toBeNull();
      expect(result.data.personal_loan_amount).toBeNull();
      expect(result.data.second_borrower_relation_status).toBeNull();
    }
  });

  it.each([
    ["borrow_amount", payload({ borrow_amount: "999999" }), "Minimum borrow amount is ₹10,00,000."],
    [
      "borrow_amount",
      payload({ property_worth: "25,00,000" }),
      "Borrow amount must be less than property worth.",
    ],
    ["loan_tenure", payload({ loan_tenure: "51" }), "Loan tenure cannot exceed 50 years."],
    [
      "postal_code",
      payload({ postal_code: "012345" }),
      "Enter a valid 6-digit Indian PIN code (should not start with 0).",
    ],
    ["dependents", { ...payload(), dependents: 7 }, "Please select number of dependents."],
    [
      "additional_income_amount",
      { ...payload(), earn_additional_income: "yes" },
      "Enter yearly amount.",
    ],
    [
      "has_investment_loan",
      { ...payload(), has_investment_loan: null },
      "Please select Yes or No.",
    ],
    [
      "investment_loan_amount",
      { ...payload(), has_investment_loan: "yes" },
      "Please enter a valid amount.",
    ],
    ["phone_number", { ...payload(), phone_number: "12345" }, "Enter a valid phone number."],
    ["email", { ...payload(), email: "nope" }, "Enter a valid email address."],
    [
      "first_name",
      { ...payload(), first_name: "x".repeat(101) },
      "First name must be at most 100 characters.",
    ],
    [
      "company_name",
      { ...payload(), company_name: "x".repeat(121) },
      "Company name must be at most 120 characters.",
    ],
    // JSON types
    [
      "property_worth",
      { ...payload(), property_worth: "5000000" },
      "property_worth must be a number.",
    ],
    ["postal_code", { ...payload(), postal_code: 700001 }, "postal_code must be text."],
    ["yearly_income", { ...payload(), yearly_income: -1 }, "yearly_income must not be negative."],
    ["loan_purpose", { ...payload(), loan_purpose: ["i'm buying"] }, "loan_purpose must be text."],
  ])(
    "refuses %s with docs/product/forms.md's message or a JSON type's (%#)",
    (field, input, message) => {
      expectError(input, field, message);
    },
  );

  it("gives the first message of the first failing step as the error", () => {
    const result = parseEligibilityApplication({ client_id: CLIENT_ID, consent: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe("Please select what the loan is for.");
      expect(result.fields).toMatchObject({
        loan_purpose: "Please select what the loan is for.",
        postal_code: "Postal code is required.",
        yearly_income: "This field is required.",
        monthly_living_expenditure: "Please enter your monthly living expenditure.",
        first_name: "First name is required.",
      });
    }
  });

  it.each([
    [0.5, false],
    [1, true],
    [9, true],
    [25, true],
    [25.01, false],
    [null, true],
    ["9", false],
  ])("interest_rate %j accepted: %j", (rate, ok) => {
    const result = parseEligibilityApplication({ ...payload(), interest_rate: rate });
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.fields.interest_rate).toBe("Interest rate must be between 1 and 25.");
  });

  it("needs consent", () => {
    expectError(
      { ...payload(), consent: false },
      "consent",
      "Please agree to be contacted and to the privacy notice to continue.",
    );
    const { consent: _omit, ...withoutConsent } = payload();
    expectError(
      withoutConsent,
      "consent",
      "Please agree to be contacted and to the privacy notice to continue.",
    );
  });

  it.each([
    undefined,
    "",
    "short",
    "has spaces in it",
    "x".repeat(65),
    "<script>alert(1)</script>",
    12345678,
  ])("refuses client_id %j", (client_id) => {
    expectError(
      { ...payload(), client_id },
      "client_id",
      "client_id must be 8 to 64 letters, digits or hyphens.",
    );
  });

  it("accepts the lease questions from API clients and checks them", () => {
    const ok = parseEligibilityApplication({
      ...payload(),
      has_car_lease: "yes",
      car_lease_amount: 60000,
      has_bike_lease: "no",
      bike_lease_amount: 5,
    });
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.data).toMatchObject({
        has_car_lease: "yes",
        car_lease_amount: 60000,
        has_bike_lease: "no",
        bike_lease_amount: null,
      });
    }
    expectError(
      { ...payload(), has_car_lease: "yes" },
      "car_lease_amount",
      "Please enter a valid amount.",
    );
    expectError(
      { ...payload(), has_bike_lease: "maybe" },
      "has_bike_lease",
      "Please select Yes or No.",
    );
  });

  it("keeps the page's language, English when none is sent, and refuses any other", () => {
    const hindi = toApplicationPayload(validValues(), {
      clientId: CLIENT_ID,
      interestRate: null,
      language: "hi",
    });
    expect(hindi.language).toBe("hi");
    const parsed = parseEligibilityApplication(hindi);
    expect(parsed.ok && parsed.data.language).toBe("hi");
    expect(payload().language).toBe("en");
    for (const absent of [undefined, null]) {
      const result = parseEligibilityApplication({ ...payload(), language: absent });
      expect(result.ok && result.data.language).toBe("en");
    }
    for (const bad of ["fr", "HI", "", 1, ["hi"]]) {
      expectError({ ...payload(), language: bad }, "language", "language must be en or hi.");
    }
  });

  it("refuses non-objects", () => {
    for (const input of [null, undefined, 42, "{}", [], true]) {
      expect(parseEligibilityApplication(input)).toEqual({
        ok: false,
        error: "Invalid input.",
        fields: {},
      });
    }
  });

  it("never throws on arbitrary JSON, and arbitrary JSON is never a valid application", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = parseEligibilityApplication(input);
        return result.ok === false && typeof result.error === "string" && result.error.length > 0;
      }),
      { numRuns: 500 },
    );
  });

  it("never throws when any field of a valid payload is replaced by arbitrary JSON, and only valid results pass", () => {
    const keys = [...ELIGIBILITY_FIELDS, "interest_rate", "consent", "client_id"] as const;
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const input: Record<string, unknown> = { ...payload(), [key]: value };
        const result = parseEligibilityApplication(input);
        if (!result.ok)
          return (
            typeof result.error === "string" && Object.values(result.fields).includes(result.error)
          );
        // Whatever passes must still satisfy every rule and assess without NaN.
        const assessed = assessEligibility(result.data);
        return (
          (assessed.emi === null || Number.isFinite(assessed.emi)) &&
          result.data.consent === true &&
          result.data.borrow_amount >= 1_000_000
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("removing any required answer is never ok", () => {
    const required = [
      "loan_purpose",
      "property_use",
      "found_property",
      "property_worth",
      "borrow_amount",
      "loan_tenure",
      "applicant_type",
      "relationship_status",
      "dependents",
      "postal_code",
      "yearly_income",
      "earn_additional_income",
      "in_tax_bracket",
      "monthly_living_expenditure",
      "has_other_expenses",
      "has_personal_loan",
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "consent",
      "client_id",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...required),
        fc.constantFrom(null, undefined, ""),
        (key, value) => {
          const result = parseEligibilityApplication({ ...payload(), [key]: value });
          return !result.ok && key in result.fields;
        },
      ),
    );
  });

  it("round-trips any valid wizard state", () => {
    const amount = (min: number, max: number) => fc.integer({ min, max }).map(String);
    const yesNoAmount = fc.option(amount(1, 5_000_000), { nil: undefined });
    const arb = fc
      .record({
        loan_purpose: fc.constantFrom("i'm refinancing", "i'm buying", "i'm building"),
        property_use: fc.constantFrom("to live in", "an investment"),
        found_property: fc.constantFrom("yes", "no"),
        when_to_buy: fc.constantFrom("now", "within 3 months", "3months+"),
        worth: fc.integer({ min: 1_000_001, max: 1_000_000_000 }),
        borrowShare: fc.double({ min: 0, max: 1, noNaN: true }),
        loan_tenure: amount(1, 50),
        applicant: fc.constantFrom(
          ["justMe", "single", ""],
          ["justMe", "in a relationship", ""],
          ["mePlusOne", "single", "in a relationship"],
          ["mePlusOne", "in a relationship with second borrower", ""],
          ["mePlusOne", "in a relationship but not with second borrower", "single"],
        ),
        dependents: amount(1, 6),
        postal_code: fc.integer({ min: 100000, max: 999999 }).map(String),
        yearly_income: amount(0, 100_000_000),
        additional: yesNoAmount,
        rental: yesNoAmount,
        personal: yesNoAmount,
        living: amount(1, 1_000_000),
        in_tax_bracket: fc.constantFrom("yes", "no"),
        rate: fc.option(fc.double({ min: 1, max: 25, noNaN: true }), { nil: null }),
      })
      .map((r) => {
        const maxBorrow = r.loan_purpose === "i'm refinancing" ? r.worth : r.worth - 1;
        const borrow = Math.round(1_000_000 + r.borrowShare * (maxBorrow - 1_000_000));
        return {
          values: validValues({
            loan_purpose: r.loan_purpose,
            property_use: r.property_use,
            found_property: r.loan_purpose === "i'm refinancing" ? "" : r.found_property,
            when_to_buy:
              r.loan_purpose !== "i'm refinancing" && r.found_property === "no"
                ? r.when_to_buy
                : "",
            property_worth: String(r.worth),
            borrow_amount: String(borrow),
            loan_tenure: r.loan_tenure,
            applicant_type: r.applicant[0],
            relationship_status: r.applicant[1],
            second_borrower_relation_status: r.applicant[2],
            dependents: r.dependents,
            postal_code: r.postal_code,
            yearly_income: r.yearly_income,
            earn_additional_income: r.additional ? "yes" : "no",
            additional_income_amount: r.additional ?? "",
            receive_rental_income: r.rental ? "yes" : "no",
            rental_income_amount: r.rental ?? "",
            has_personal_loan: r.personal ? "yes" : "no",
            personal_loan_amount: r.personal ?? "",
            monthly_living_expenditure: r.living,
            in_tax_bracket: r.in_tax_bracket,
          }),
          rate: r.rate,
        };
      });
    fc.assert(
      fc.property(arb, ({ values, rate }) => {
        expect(validateAllSteps(values)).toEqual({});
        const sent = toApplicationPayload(values, { clientId: CLIENT_ID, interestRate: rate });
        expect(parseEligibilityApplication(JSON.parse(JSON.stringify(sent)))).toEqual({
          ok: true,
          data: sent,
        });
      }),
      { numRuns: 300 },
    );
  });
});
