// How the wizard starts (docs/product/forms.md "The eligibility wizard's form contract"): the
// prefilled answers (signed-in user, ?loanType=, handed-over values), the contact details kept
// when the form starts again, and the step a server's refusal points at.

import type { EligibilityValues } from "../../domain/eligibility/fields.ts";
import { STEPS } from "../../domain/eligibility/steps.ts";
import { emptyEligibilityValues } from "../../domain/eligibility/wizard-values.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { loanPurposeForLoanType } from "./wizard-copy.ts";

export const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;

export interface RootUser {
  email?: string | null;
  name?: string | null;
}

export function startingValues(
  initialValues: Partial<EligibilityValues> | undefined,
  loanType: string | null | undefined,
  rootUser: RootUser | null | undefined,
): EligibilityValues {
  const values = emptyEligibilityValues();
  const purpose = loanPurposeForLoanType(loanType);
  if (purpose) values.loan_purpose = purpose;
  if (rootUser?.name) values.first_name = rootUser.name;
  if (rootUser?.email) values.email = rootUser.email;
  for (const [key, value] of Object.entries(initialValues ?? {})) {
    if (key === "consent") continue;
    if (key in values && typeof value === "string")
      (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

/** A fresh form that keeps only the signed-in user's contact details. */
export function contactOnly(values: EligibilityValues): EligibilityValues {
  const fresh = emptyEligibilityValues();
  for (const field of CONTACT_FIELDS) fresh[field] = values[field];
  return fresh;
}

export function withContactPrefill(
  saved: EligibilityValues,
  prefill: EligibilityValues,
): EligibilityValues {
  const merged = { ...saved };
  for (const field of CONTACT_FIELDS) if (!merged[field]) merged[field] = prefill[field];
  return merged;
}

/**
 * True when this render is a client-side mount after the page hydrated (root marks
 * html[data-hydrated]); false on the server and during hydration, whose first render must match
 * the server's one-page form. Lets a wizard reached by client navigation start as the stepper,
 * with its saved progress, without a frame of the long form.
 */
export function mountedAfterHydration(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

export function stepOfFirstError(fields: FieldErrors): number | null {
  const keys = Object.keys(fields);
  const index = STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((f) => keys.includes(f)),
  );
  return index >= 0 ? index : null;
}
