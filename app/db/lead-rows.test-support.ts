// A lead written straight to eligibility_applications, as the intake would have stored it, for the
// tests that need many leads at once (the lead list, the dashboard's counts, the read worker): each
// test names its rows, and the rest is one eligible, new lead with its consent recorded at `at`.
import type { NewEligibilityApplication } from "./schema.ts";

type Named = Pick<
  NewEligibilityApplication,
  "client_id" | "reference" | "first_name" | "last_name" | "email"
>;

export function storedLead(
  at: string,
  row: Named & Partial<NewEligibilityApplication>,
): NewEligibilityApplication {
  return {
    phone_number: "98765 43210",
    interest_rate: 9,
    is_eligible: 1,
    eligibility_message: "Eligible.",
    status: "new",
    consent_at: at,
    consent_notice_version: "test",
    created_at: at,
    ...row,
  };
}
