import { compactPhone } from "./search-expressions.ts";

// The mobile number a returning borrower is recognised by (docs/product/speed-to-lead.md
// "Returning borrowers"): the last ten characters of the phone with the separators people type
// removed, so "+91 98765-43210" on a lead matches a callback request's "9876543210". A lead's
// phone is stored as typed, so the key is an expression that migration 017 indexes on both
// engines; the query must write exactly this text for the planner to use that index, and
// `phoneKey` (app/domain/team/assignment.ts) computes the same key in TypeScript.

const digits = compactPhone("phone_number");

export const LEAD_PHONE_KEY = `substr(${digits}, length(${digits}) - 9)`;
