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
