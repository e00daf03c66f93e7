// The JSON the browser posts (docs/product/forms.md "The eligibility application").

import type { Language } from "../enums.ts";
import { ELIGIBILITY_FIELDS, type EligibilityValues, type NumericField } from "./fields.ts";
import { type RuleValues, ruleValuesFromWizard } from "./rules.ts";
import { allVisibleFields } from "./steps.ts";

export type NumericPart = { [K in NumericField]: number | null };

export interface EligibilityApplicationPayload extends NumericPart {
  loan_purpose: string | null;
  property_use: string | null;
  found_property: string | null;
  when_to_buy: string | null;
  applicant_type: string | null;
  relationship_status: string | null;
  second_borrower_relation_status: string | null;
  company_type: string | null;
  company_name: string | null;
  occupation: string | null;
  postal_code: string | null;
  earn_additional_income: string | null;
  receive_rental_income: string | null;
  receive_non_taxable_income: string | null;
  in_tax_bracket: string | null;
  has_other_expenses: string | null;
  has_another_home_loan: string | null;
  has_personal_loan: string | null;
  has_credit_card_debt: string | null;
  has_investment_loan: string | null;
  has_car_lease: string | null;
  has_bike_lease: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  interest_rate: number | null;
  consent: boolean;
  client_id: string;
  /**
   * The page's language: the borrower's e-mail is written in it (docs/product/pages.md "Hindi").
   */
  language?: Language;
}

/**
 * The JSON the browser posts. Hidden answers (a branch the user left, an amount after "no") are
 * sent as null, so the stored lead never carries answers the user did not see at submit time.
 */
export function toApplicationPayload(
  values: EligibilityValues,
  meta: { clientId: string; interestRate: number | null; language?: Language },
): EligibilityApplicationPayload {
  const out = shownAnswers(ruleValuesFromWizard(values));
  out.interest_rate = meta.interestRate;
  out.consent = values.consent === true;
  out.client_id = meta.clientId;
  out.language = meta.language ?? "en";
  return out as unknown as EligibilityApplicationPayload;
}

/**
 * Every field's answer, null where the answer is hidden or empty: the part of the payload the
 * browser (toApplicationPayload) and the server's parser (application-parser.ts) build alike.
 */
export function shownAnswers(rules: RuleValues): Record<string, unknown> {
  const shown = allVisibleFields(rules);
  const out: Record<string, unknown> = {};
  for (const field of ELIGIBILITY_FIELDS) {
    const value = rules[field];
    out[field] = !shown.has(field) || value === "" ? null : value;
  }
  return out;
}
