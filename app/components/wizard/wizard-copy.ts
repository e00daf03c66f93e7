// Words the wizard shows around the domain's fields, as catalogue keys of the "wizard" namespace
// (app/i18n): labels, option labels (the values stay the enumeration strings of
// docs/product/forms.md "Enumerations"), hints, and the no-JavaScript form's branching notes. No
// rules live here: validation, clearing and visibility come from domain/eligibility.

import {
  AMOUNT_FIELDS,
  EXPENSE_FLAGS,
  INCOME_FLAGS,
  MAX_TENURE_YEARS,
  MIN_BORROW_AMOUNT,
  MIN_TENURE_YEARS,
  type WizardField,
} from "../../domain/eligibility/fields.ts";
import type { STEPS } from "../../domain/eligibility/steps.ts";
import { formatInr } from "../../domain/format.ts";
import type { Values } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";

/** Catalogue keys of the enumeration values' labels; a value without one is shown as it is. */
export const OPTION_KEYS: Record<string, MessageId> = {
  "i'm refinancing": "wizard.option.refinancing",
  "i'm buying": "wizard.option.buying",
  "i'm building": "wizard.option.building",
  "to live in": "wizard.option.toLiveIn",
  "an investment": "wizard.option.investment",
  yes: "wizard.option.yes",
  no: "wizard.option.no",
  now: "wizard.option.now",
  "within 3 months": "wizard.option.within3Months",
  "3months+": "wizard.option.after3Months",
  justMe: "wizard.option.justMe",
  mePlusOne: "wizard.option.mePlusOne",
  single: "wizard.option.single",
  "in a relationship": "wizard.option.inRelationship",
  "in a relationship with second borrower": "wizard.option.withSecond",
  "in a relationship but not with second borrower": "wizard.option.notWithSecond",
  Private: "wizard.option.private",
  Govt: "wizard.option.govt",
  MNC: "wizard.option.mnc",
  PSU: "wizard.option.psu",
  Others: "wizard.option.others",
};

type Translate = (id: MessageId, values?: Values) => string;

export function optionLabel(value: string, t: Translate): string {
  const key = OPTION_KEYS[value];
  return key ? t(key) : value;
}

/** The label of a control (the domain's FIELD_LABELS, which the admin pages show in English). */
export function fieldLabel(field: WizardField, t: Translate): string {
  return t(`wizard.field.${field}`);
}

/** Short help under a control, shown in both the stepper and the full form. */
export function fieldHint(field: WizardField, t: Translate): string | undefined {
  switch (field) {
    case "borrow_amount":
      return t("wizard.hint.borrow_amount", { amount: formatInr(MIN_BORROW_AMOUNT) });
    case "loan_tenure":
      return t("wizard.hint.loan_tenure", { min: MIN_TENURE_YEARS, max: MAX_TENURE_YEARS });
    case "postal_code":
    case "yearly_income":
    case "monthly_living_expenditure":
    case "phone_number":
      return t(`wizard.hint.${field}`);
    case "occupation":
    case "company_name":
    case "company_type":
      return t("wizard.hint.optional");
    default:
      return undefined;
  }
}

const YES_AMOUNTS = new Set<string>([
  ...INCOME_FLAGS.map((f) => f.amount),
  ...EXPENSE_FLAGS.map((f) => f.amount),
]);

/**
 * Without JavaScript every question is on one page, so the branching the stepper does on its
 * own is explained next to the questions it concerns.
 */
export function staticHint(field: WizardField, t: Translate): string | undefined {
  switch (field) {
    case "found_property":
    case "when_to_buy":
    case "relationship_status":
    case "second_borrower_relation_status":
      return t(`wizard.static.${field}`);
    default:
      return YES_AMOUNTS.has(field) ? t("wizard.static.amount") : undefined;
  }
}

/** The catalogue key of each step's title, in STEPS order. */
export const STEP_TITLE_KEYS = [
  "wizard.step.loan",
  "wizard.step.you",
  "wizard.step.income",
  "wizard.step.expenses",
  "wizard.step.qualify",
] as const satisfies readonly MessageId[] & { length: typeof STEPS.length };

/** Amount inputs show ₹ and Indian grouping as the user types. */
export function isAmountField(field: WizardField): boolean {
  return (AMOUNT_FIELDS as readonly string[]).includes(field);
}

/** ?loanType= of the loan tabs → the loan purpose it implies; others leave the choice open. */
const PURPOSE_FOR_LOAN_TYPE: Record<string, string> = {
  "home-loan": "i'm buying",
  "construction-loan": "i'm building",
  "re-finance": "i'm refinancing",
  refinance: "i'm refinancing",
};

export function loanPurposeForLoanType(loanType: string | null | undefined): string | undefined {
  if (!loanType) return undefined;
  return PURPOSE_FOR_LOAN_TYPE[loanType.trim().toLowerCase()];
}
