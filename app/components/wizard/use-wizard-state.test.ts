import { describe, expect, it } from "vitest";
import type { EligibilityValues } from "../../domain/eligibility/fields.ts";
import { LAST_STEP } from "../../domain/eligibility/steps.ts";
import { NO_OTHER_DEBTS } from "../../domain/eligibility/test-fixtures.ts";
import { emptyEligibilityValues } from "../../domain/eligibility/wizard-values.ts";
import type { PageFocus } from "../../utils/page-form-state.ts";
import { adoptPageAnswers, type WizardState, wizardReducer } from "./use-wizard-state.ts";

// adoptPageAnswers: the stepper's start from answers typed into the one-page form (ADR 019).

function page(entries: Record<string, string | null>, focus: PageFocus | null = null) {
  return {
    changed: new Set(Object.keys(entries)),
    get: (name: string) => entries[name] ?? null,
    focus,
  };
}

const fresh = (): WizardState => ({ values: emptyEligibilityValues(), step: 0, errors: {} });

const LOAN_DETAILS = {
  loan_purpose: "i'm buying",
  property_use: "to live in",
  found_property: "yes",
  property_worth: "5000000",
  borrow_amount: "2500000",
  loan_tenure: "20",
};

const YOUR_DETAILS = {
  postal_code: "560001",
  applicant_type: "mePlusOne",
  relationship_status: "single",
  second_borrower_relation_status: "in a relationship",
  dependents: "2",
};

/** The wizard as the calculator opens it: the property's worth and the loan handed over. */
const handedOver = { property_worth: "40,00,000", borrow_amount: "32,00,000" };
const start: WizardState = {
  values: { ...emptyEligibilityValues(), ...handedOver },
  step: 0,
  errors: {},
  handedOver,
};

describe("adoptPageAnswers", () => {
  it("changes nothing when the visitor changed nothing", () => {
    const base = fresh();
    expect(adoptPageAnswers(base, page({}))).toBe(base);
  });

  it("carries every answer over, amounts in Indian grouping, and opens at the first step Next would refuse", () => {
    const adopted = adoptPageAnswers(fresh(), page({ ...LOAN_DETAILS, ...YOUR_DETAILS }));
    expect(adopted.values).toMatchObject({
      ...LOAN_DETAILS,
      property_worth: "50,00,000",
      borrow_amount: "25,00,000",
      ...YOUR_DETAILS,
    });
    expect(adopted.step).toBe(2);
    // The step it opens at is untouched: no message yet.
    expect(adopted.errors).toEqual({});
  });

  it("stops at an earlier step that is incomplete and flags only the fields the visitor changed", () => {
    const adopted = adoptPageAnswers(
      fresh(),
      page({ ...LOAN_DETAILS, borrow_amount: "500", ...YOUR_DETAILS }),
    );
    expect(adopted.step).toBe(0);
    expect(Object.keys(adopted.errors)).toEqual(["borrow_amount"]);
  });

  it("applies a branch's answer before the questions it opens (clearing rules as on a click)", () => {
    // The page lists when_to_buy first; set before found_property, a "no" there would clear it.
    const adopted = adoptPageAnswers(
      fresh(),
      page({ when_to_buy: "within 3 months", ...LOAN_DETAILS, found_property: "no" }),
    );
    expect(adopted.values.found_property).toBe("no");
    expect(adopted.values.when_to_buy).toBe("within 3 months");
    expect(adopted.values.borrow_amount).toBe("25,00,000");
  });

  it("reads the consent box as ticked or not and opens at the last step when all is answered", () => {
    const adopted = adoptPageAnswers(
      fresh(),
      page({
        ...LOAN_DETAILS,
        ...YOUR_DETAILS,
        yearly_income: "1200000",
        monthly_living_expenditure: "20000",
        ...NO_OTHER_DEBTS,
        first_name: "Asha",
        last_name: "Rao",
        email: "asha@example.com",
        phone_number: "9876543210",
        consent: "yes",
      }),
    );
    expect(adopted.values.consent).toBe(true);
    expect(adopted.step).toBe(LAST_STEP);
    expect(adoptPageAnswers(adopted, page({ consent: null })).values.consent).toBe(false);
  });

  it("opens at the step of the field being typed in when every step before it is complete", () => {
    const focus = { name: "borrow_amount", value: "2500000", start: 7, end: 7 };
    const adopted = adoptPageAnswers(fresh(), page({ ...LOAN_DETAILS, ...YOUR_DETAILS }, focus));
    expect(adopted.step).toBe(0);
    // Never past the first incomplete step.
    const late = { name: "email", value: "a", start: 1, end: 1 };
    expect(adoptPageAnswers(fresh(), page({ ...LOAN_DETAILS }, late)).step).toBe(1);
  });

  it("keeps the server's messages for fields not changed since, and the base answers", () => {
    const values: EligibilityValues = { ...emptyEligibilityValues(), ...LOAN_DETAILS };
    const base: WizardState = {
      values,
      step: 1,
      errors: { postal_code: "Please enter a valid 6-digit PIN." },
    };
    const adopted = adoptPageAnswers(base, page({ applicant_type: "justMe" }));
    expect(adopted.values.loan_purpose).toBe("i'm buying");
    expect(adopted.values.applicant_type).toBe("justMe");
    expect(adopted.step).toBe(1);
    expect(Object.keys(adopted.errors)).toEqual(["postal_code"]);
  });

  it("keeps the calculator's handed-over amounts through the first answers", () => {
    const adopted = adoptPageAnswers(
      start,
      page({ loan_purpose: "i'm buying", property_use: "to live in", found_property: "yes" }),
    );
    expect(adopted.values).toMatchObject(handedOver);
    expect(adopted.step).toBe(0);
    expect(adopted.handedOver).toEqual(handedOver);
  });
});

describe("wizardReducer and the handed-over amounts", () => {
  const choosePurpose = (state: WizardState) =>
    wizardReducer(state, { type: "change", field: "loan_purpose", value: "i'm buying" });

  it("keeps them through a clearing answer and a load", () => {
    expect(choosePurpose(start).values).toMatchObject(handedOver);
    const loaded = wizardReducer(start, { type: "load", values: start.values, step: 0 });
    expect(choosePurpose(loaded).values).toMatchObject(handedOver);
  });

  it("drops them on a fresh start (Check Another Loan)", () => {
    const fresh = wizardReducer(start, {
      type: "load",
      values: emptyEligibilityValues(),
      step: 0,
      handedOver: {},
    });
    expect(choosePurpose(fresh).values).toMatchObject({ property_worth: "", borrow_amount: "" });
  });
});
