import crypto from "node:crypto";
import { expect } from "vitest";
import { ApiClient } from "./api-client.ts";
import { validLeadPayload } from "./lead-payload.ts";

// The enquiries the integration tests post over HTTP, from a fresh client each: a lead (the
// wizard's application), a callback request and a contact message (docs/product/forms.md), valid
// as they stand.

/** A callback request the form accepts: Kavya Iyer in Chennai, 11:00–14:00, with consent. */
export function validCallbackPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: "Kavya Iyer",
    phone: "9812345678",
    city: "Chennai",
    preferred_slot: "11:00-14:00",
    consent: true,
    ...overrides,
  };
}

/** A contact message the form accepts: Ravi Kumar about a home loan, an email of its own, consent. */
export function validContactPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: "Ravi",
    last_name: "Kumar",
    email: `ravi-${crypto.randomBytes(5).toString("hex")}@example.test`,
    phone: "+91 98765 43210",
    message: "Please call me about a ₹40,00,000 home loan.",
    consent: true,
    ...overrides,
  };
}

/** POSTs `body` to `path` on `baseUrl`; expects 201 and gives the new enquiry's id and reference. */
async function postEnquiry(baseUrl: string, path: string, body: Record<string, unknown>) {
  const res = await new ApiClient(baseUrl).post(path, body);
  expect(res.status).toBe(201);
  return { id: Number(res.json.id), reference: String(res.json.reference) };
}

/** POST /api/eligibility-applications: a valid lead with `overrides`; its id. */
export const postLeadTo = async (baseUrl: string, overrides: Record<string, unknown> = {}) =>
  (await postEnquiry(baseUrl, "/api/eligibility-applications", validLeadPayload(overrides))).id;

/** POST /api/callback-requests: a valid callback request with `overrides`; its id. */
export const postCallbackTo = async (baseUrl: string, overrides: Record<string, unknown> = {}) =>
  (await postEnquiry(baseUrl, "/api/callback-requests", validCallbackPayload(overrides))).id;

/** POST /api/contact-messages: a valid contact message with `overrides`; its id and reference. */
export const postContactTo = (baseUrl: string, overrides: Record<string, unknown> = {}) =>
  postEnquiry(baseUrl, "/api/contact-messages", validContactPayload(overrides));
