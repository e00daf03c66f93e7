import { describe, expect, it } from "vitest";
import type { EligibilityValues } from "./fields.ts";
import { choiceOptions, visibleFields } from "./steps.ts";
import { emptyEligibilityValues } from "./wizard-values.ts";

const empty = emptyEligibilityValues;

function withValues(overrides: Partial<EligibilityValues>): EligibilityValues {
  return { ...empty(), ...overrides };
}

/** The property questions of a purchase or build, and the amounts asked once they are answered. */
const BUYING = ["loan_purpose", "property_use", "found_property"];
const AMOUNTS = ["property_worth", "borrow_amount", "loan_tenure"];
/** Step 1 when the second borrower's relationship is asked. */
const TWO_BORROWERS = [
  "postal_code",
  "applicant_type",
  "relationship_status",
  "second_borrower_relation_status",
  "dependents",
];

describe("visibleFields", () => {
  it.each<[Partial<EligibilityValues>, string[]]>([
    [{}, ["loan_purpose", "property_use"]],
    [{ loan_purpose: "i'm refinancing" }, ["loan_purpose", "property_use"]],
    [
      { loan_purpose: "i'm refinancing", property_use: "an investment" },
      ["loan_purpose", "property_use", ...AMOUNTS],
    ],
    [{ loan_purpose: "i'm buying" }, ["loan_purpose", "property_use", "found_property"]],
    [
      { loan_purpose: "i'm buying", property_use: "to live in" },
      ["loan_purpose", "property_use", "found_property"],
    ],
    [
      { loan_purpose: "i'm buying", property_use: "to live in", found_property: "yes" },
      [...BUYING, ...AMOUNTS],
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
      [...BUYING, "when_to_buy", ...AMOUNTS],
    ],
    // A stale when_to_buy is ignored once found_property is yes.
    [
      {
        loan_purpose: "i'm buying",
        property_use: "to live in",
        found_property: "yes",
        when_to_buy: "now",
      },
      [...BUYING, ...AMOUNTS],
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
    [{ applicant_type: "mePlusOne", relationship_status: "single" }, TWO_BORROWERS],
    [
      {
        applicant_type: "mePlusOne",
        relationship_status: "in a relationship but not with second borrower",
      },
      TWO_BORROWERS,
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
