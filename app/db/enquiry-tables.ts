import type { EnquiryKind } from "../domain/team/assignment.ts";
import type { Database } from "./schema.ts";

// The table of each kind of enquiry the team works (docs/architecture.md "Glossary": lead,
// callback request), written once: work, status, the first-response clock, assignment and the
// returning-borrower links all read it. A new kind adds its table here, with the columns those
// share (assigned_to, follow_up_on, status, first_response_*).
export const ENQUIRY_TABLES = {
  lead: "eligibility_applications",
  callback: "callback_requests",
} as const satisfies Record<EnquiryKind, keyof Database>;
