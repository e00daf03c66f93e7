import { expect } from "vitest";
import { ApiClient } from "./api-client.ts";
import { validLeadPayload } from "./lead-payload.ts";

// The enquiries the integration tests post over HTTP, from a fresh client each: a lead (the
// wizard's application) and a callback request (docs/product/forms.md), valid as they stand.

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

/** POSTs `body` to `path` on `baseUrl`; expects 201 and gives the new enquiry's id. */
async function postEnquiry(baseUrl: string, path: string, body: Record<string, unknown>) {
  const res = await new ApiClient(baseUrl).post(path, body);
  expect(res.status).toBe(201);
  return Number(res.json.id);
}

/** POST /api/eligibility-applications: a valid lead with `overrides`. */
export const postLeadTo = (baseUrl: string, overrides: Record<string, unknown> = {}) =>
  postEnquiry(baseUrl, "/api/eligibility-applications", validLeadPayload(overrides));

/** POST /api/callback-requests: a valid callback request with `overrides`. */
export const postCallbackTo = (baseUrl: string, overrides: Record<string, unknown> = {}) =>
  postEnquiry(baseUrl, "/api/callback-requests", validCallbackPayload(overrides));
