// The wizard's five steps and their branching (docs/product/forms.md "The wizard's steps"): which
// controls a step shows for the current answers, and the options of each choice control.

import {
  APPLICANT_TYPES,
  COMPANY_TYPES,
  DEPENDENTS,
  LOAN_PURPOSES,
  PROPERTY_USES,
  RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
  RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  SECOND_BORROWER_STATUSES,
  WHEN_TO_BUY,
  YES_NO,
} from "../enums.ts";
import {
  AMOUNT_FOR_FLAG,
  EXPENSE_FLAGS,
  EXPENSE_STEP_FIELDS,
  INCOME_FLAGS,
  INCOME_STEP_FIELDS,
  isOneOf,
  LOAN_FIELDS,
  TAX_BRACKET_FLAG,
  type TextField,
  type WizardField,
} from "./fields.ts";

export interface WizardStep {
  title: string;
  /** Every control the step can show, in display order; visibleFields() picks the shown ones. */
  fields: readonly WizardField[];
}

export const STEPS = [
  {
    title: "Loan details",
    fields: LOAN_FIELDS,
  },
  {
    title: "Your details",
    fields: [
      "postal_code",
      "applicant_type",
      "relationship_status",
      "second_borrower_relation_status",
      "dependents",
    ],
  },
  {
    title: "Income & Employment",
    fields: ["company_type", "company_name", "occupation", ...INCOME_STEP_FIELDS],
  },
  {
    title: "Expenses",
    fields: EXPENSE_STEP_FIELDS,
  },
  {
    title: "Do I qualify?",
    fields: ["first_name", "last_name", "email", "phone_number", "consent"],
  },
] as const satisfies readonly WizardStep[];
export const LAST_STEP = STEPS.length - 1;

/** The choice fields that drive branching; both wizard strings and parsed payloads satisfy it. */
export type BranchValues = { [K in TextField]?: string | null };

/**
 * Relationship options depend on the applicant type (docs/product/forms.md "Enumerations"); none
 * before it is chosen.
 */
export function relationshipOptions(applicantType: string | null | undefined): readonly string[] {
  if (applicantType === "justMe") return RELATIONSHIP_STATUSES_SINGLE_APPLICANT;
  if (applicantType === "mePlusOne") return RELATIONSHIP_STATUSES_TWO_APPLICANTS;
  return [];
}

/** The values a choice control offers (strings, as form controls hold them). */
export function choiceOptions(field: WizardField, values: BranchValues = {}): readonly string[] {
  switch (field) {
    case "loan_purpose":
      return LOAN_PURPOSES;
    case "property_use":
      return PROPERTY_USES;
    case "when_to_buy":
      return WHEN_TO_BUY;
    case "applicant_type":
      return APPLICANT_TYPES;
    case "relationship_status":
      return relationshipOptions(values.applicant_type);
    case "second_borrower_relation_status":
      return SECOND_BORROWER_STATUSES;
    case "company_type":
      return COMPANY_TYPES;
    case "dependents":
      return DEPENDENTS.map(String);
    default:
      return field in AMOUNT_FOR_FLAG || field === TAX_BRACKET_FLAG || field === "found_property"
        ? YES_NO
        : [];
  }
}

const BUYING_OR_BUILDING: readonly string[] = ["i'm buying", "i'm building"];
const SECOND_BORROWER_ASKED_FOR: readonly string[] = [
  "single",
  "in a relationship but not with second borrower",
];

/**
 * Step 0's branch is complete, so worth, borrow and tenure are asked (docs/product/forms.md "The
 * wizard's steps").
 */
export function isLoanBranchComplete(values: BranchValues): boolean {
  const purpose = values.loan_purpose;
  if (!isOneOf(LOAN_PURPOSES, purpose) || !isOneOf(PROPERTY_USES, values.property_use)) {
    return false;
  }
  if (purpose === "i'm refinancing") return true;
  if (values.found_property === "yes") return true;
  return values.found_property === "no" && isOneOf(WHEN_TO_BUY, values.when_to_buy);
}

/** The controls shown on a step for the current answers, in display order. */
export function visibleFields(step: number, values: BranchValues): WizardField[] {
  switch (step) {
    case 0: {
      const shown: WizardField[] = ["loan_purpose", "property_use"];
      if (BUYING_OR_BUILDING.includes(values.loan_purpose ?? "")) {
        shown.push("found_property");
        if (values.found_property === "no") shown.push("when_to_buy");
      }
      if (isLoanBranchComplete(values))
        shown.push("property_worth", "borrow_amount", "loan_tenure");
      return shown;
    }
    case 1: {
      const shown: WizardField[] = ["postal_code", "applicant_type"];
      if (isOneOf(APPLICANT_TYPES, values.applicant_type)) {
        shown.push("relationship_status");
        if (
          values.applicant_type === "mePlusOne" &&
          SECOND_BORROWER_ASKED_FOR.includes(values.relationship_status ?? "")
        ) {
          shown.push("second_borrower_relation_status");
        }
      }
      shown.push("dependents");
      return shown;
    }
    case 2: {
      const shown: WizardField[] = ["company_type", "company_name", "occupation", "yearly_income"];
      for (const { flag, amount } of INCOME_FLAGS) {
        shown.push(flag);
        if (values[flag] === "yes") shown.push(amount);
      }
      shown.push(TAX_BRACKET_FLAG);
      return shown;
    }
    case 3: {
      const shown: WizardField[] = ["monthly_living_expenditure"];
      for (const { flag, amount } of EXPENSE_FLAGS) {
        shown.push(flag);
        if (values[flag] === "yes") shown.push(amount);
      }
      return shown;
    }
    case 4:
      return [...STEPS[4].fields];
    default:
      return [];
  }
}

/** Every field shown on any step (for the payload: hidden answers are never sent). */
export function allVisibleFields(values: BranchValues): Set<WizardField> {
  const shown = new Set<WizardField>();
  for (let step = 0; step < STEPS.length; step++) {
    for (const field of visibleFields(step, values)) shown.add(field);
  }
  return shown;
}
