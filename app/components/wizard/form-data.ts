// The no-JavaScript path: the full form posts every control by its snake_case name
// (docs/product/forms.md "The eligibility wizard's form contract"); this reads them back into the
// wizard's value shape so that the server runs the very same domain code (toApplicationPayload,
// then the API's parser) as the browser does.

import { ELIGIBILITY_FIELDS, type EligibilityValues } from "../../domain/eligibility/fields.ts";
import { emptyEligibilityValues } from "../../domain/eligibility/wizard-values.ts";

/** Longest text kept from any one control; the domain's rules refuse long values anyway. */
const MAX_CONTROL_LENGTH = 1000;

type FormLike = { get(name: string): FormDataEntryValue | null };

export function valuesFromFormData(form: FormLike): EligibilityValues {
  const values = emptyEligibilityValues();
  for (const field of ELIGIBILITY_FIELDS) {
    const raw = form.get(field);
    // An unanswered radio group is absent; emptyEligibilityValues() holds its starting value.
    if (typeof raw === "string") values[field] = raw.slice(0, MAX_CONTROL_LENGTH);
  }
  const consent = form.get("consent");
  values.consent = consent === "yes" || consent === "on" || consent === "true";
  return values;
}
