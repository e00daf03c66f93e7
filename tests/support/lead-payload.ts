import crypto from "node:crypto";
import { leadPayload } from "../../scripts/lib/lead.mjs";

/**
 * A complete application as the wizard posts it (docs/product/forms.md "The eligibility
 * application"), eligible as it stands: ₹50 lakh against an ₹80 lakh home over 20 years on ₹24 lakh
 * a year. The one valid lead the benchmark scripts also post (scripts/lib/lead.mjs), with a test
 * applicant's name; tests override what they exercise.
 */
export function validLeadPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return leadPayload(crypto.randomUUID(), {
    first_name: "Asha",
    last_name: "Rao",
    email: "asha.rao@example.test",
    ...overrides,
  });
}

/** A result the client sends as its own: the server ignores it and stores the one it computes. */
export const CLIENT_SENT_RESULT = {
  is_eligible: 1,
  eligibility_message: "Eligible. Estimated EMI: ₹1.00 per month",
  calculated_emi: "1.00",
};

/** The result the server computes when the living expenditure exceeds the income. */
export const EXPENSES_EXCEED_INCOME = {
  is_eligible: 0,
  eligibility_message: "Expenses exceed income. Not eligible.",
  calculated_emi: null,
};
