// The personal fields of each kind of enquiry, and what they become when erased: one list that
// withdrawal of consent (enquiries.server.ts) and the retention job (retention/retention.server.ts)
// both apply, so the two can never erase different things (docs/product/team.md "Erasure and
// retention", docs/product/borrower-journey.md "Withdrawing consent"). The reference, the status history
// and the anonymous figures are not personal and stay; the team's notes may quote the borrower, so
// both delete them with these fields.

import type { Updateable } from "kysely";
import type { Database } from "../../db/schema.ts";

export const ERASED_PERSONAL_FIELDS = {
  eligibility_applications: {
    first_name: "",
    last_name: "",
    email: "",
    phone_number: "",
    postal_code: null,
    company_name: null,
  },
  callback_requests: { name: "", phone: "" },
  contact_messages: { first_name: null, last_name: null, email: "", phone: "", message: null },
} as const satisfies {
  [T in "eligibility_applications" | "callback_requests" | "contact_messages"]: Updateable<
    Database[T]
  >;
};
