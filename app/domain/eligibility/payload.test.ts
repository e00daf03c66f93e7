import { describe, expect, it } from "vitest";
import { ELIGIBILITY_FIELDS } from "./fields.ts";
import { toApplicationPayload } from "./payload.ts";
import { CLIENT_ID, validValues } from "./test-fixtures.ts";
import { emptyEligibilityValues } from "./wizard-values.ts";

const empty = emptyEligibilityValues;

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
