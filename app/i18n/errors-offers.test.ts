import { describe, expect, it } from "vitest";
import { DECISION_MESSAGES } from "../domain/loan-file/stages.ts";
import { parseOfferInputs } from "../domain/offers/inputs.ts";
import {
  CREDIT_SCORE_BAND_RANGES,
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_TYPES,
} from "../domain/offers/policy.ts";
import { ENQUIRY_NOT_FOUND } from "../modules/enquiries/enquiries.server.ts";
import { CHOOSE_MESSAGES } from "../modules/offers/choose.server.ts";
import { CATALOGUES, pageMessages } from "./catalogues.server.ts";

// Every English message the fair-offers pages can show (docs/product/offers.md "Pages" and
// "Choosing a lender") has its Hindi on the Hindi page, whichever errors-… namespace holds it:
// /offers loads "errors-offers" and "errors-forms"; /offers/{id} adds "errors-loan-file" for the
// verification's messages.

/** Inputs that between them break every rule of the inputs, each in every way it can be broken. */
const BAD_INPUTS: unknown[] = [
  null,
  {},
  {
    loan_amount: "x",
    tenure_months: "x",
    property_value: "x",
    monthly_income: "x",
    existing_emis: "x",
    credit_score_band: "x",
    age: "x",
    employment: "x",
  },
  {
    loan_amount: 1,
    tenure_months: 1,
    property_value: 0,
    monthly_income: 0,
    existing_emis: -1,
    age: 1,
  },
  {
    loan_amount: 100_000.5,
    tenure_months: 12.5,
    property_value: 1e12,
    monthly_income: 1e12,
    existing_emis: 1e12,
    age: 20.5,
  },
];

function inputMessages(): string[] {
  const found = new Set<string>();
  for (const input of BAD_INPUTS) {
    const parsed = parseOfferInputs(input);
    if (parsed.ok) continue;
    found.add(parsed.error);
    for (const text of Object.values(parsed.fields)) found.add(text);
  }
  return [...found];
}

const CHOOSE = [
  CHOOSE_MESSAGES.bank,
  CHOOSE_MESSAGES.expired,
  CHOOSE_MESSAGES.notInSnapshot,
  ENQUIRY_NOT_FOUND,
  ...Object.values(DECISION_MESSAGES),
];

describe("the fair-offers pages' messages", () => {
  it("finds the inputs' messages (the cases reach every rule)", () => {
    expect(inputMessages().length).toBeGreaterThanOrEqual(22);
  });

  it("are all in errors-offers (the inputs) and translated on /hi/offers", () => {
    const english = new Set<string>(Object.values(CATALOGUES["errors-offers"].en));
    const { errors } = pageMessages("hi", ["errors-forms", "errors-offers"]);
    for (const text of inputMessages()) {
      expect(english.has(text), text).toBe(true);
      expect(errors[text], text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("are all translated on /hi/offers/{id} (choosing a lender)", () => {
    const { errors } = pageMessages("hi", ["errors-forms", "errors-loan-file", "errors-offers"]);
    for (const text of CHOOSE) expect(errors[text], text).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the offers catalogue", () => {
  it("words each credit-score band as the domain does, and names every employment", () => {
    const en: Record<string, string> = CATALOGUES.offers.en;
    for (const band of CREDIT_SCORE_BANDS) {
      expect(en[`offers.band.${band}`], band).toBe(CREDIT_SCORE_BAND_RANGES[band]);
    }
    for (const type of EMPLOYMENT_TYPES) expect(en[`offers.employment.${type}`], type).toBeTruthy();
  });
});
