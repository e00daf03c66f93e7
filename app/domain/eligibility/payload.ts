// The JSON the browser posts (docs/product/forms.md "The eligibility application").

import type { Language } from "../enums.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityValues,
  type NumericField,
  type TextField,
} from "./fields.ts";
import { type RuleValues, ruleValuesFromWizard } from "./rules.ts";
import { allVisibleFields } from "./steps.ts";

export type NumericPart = { [K in NumericField]: number | null };

/** The text answers (choices and typed text), null when hidden or left empty. */
export type TextPart = { [K in TextField]: string | null };

export interface EligibilityApplicationPayload extends NumericPart, TextPart {
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
