// One valid eligibility application (docs/product/forms.md "The eligibility application"; the shape
// toApplicationPayload() produces): buying, property found, one applicant, every step answered.
// Scripts post it with a fresh client_id each time, so each post is a new lead.
import crypto from "node:crypto";

const BASE = Object.freeze({
  loan_purpose: "i'm buying",
  property_use: "to live in",
  found_property: "yes",
  when_to_buy: null,
  property_worth: 8_000_000,
  borrow_amount: 5_000_000,
  loan_tenure: 20,
  applicant_type: "justMe",
  relationship_status: "single",
  second_borrower_relation_status: null,
  company_type: "Private",
  company_name: "Acme Pvt Ltd",
  occupation: "Engineer",
  dependents: 2,
  postal_code: "560001",
  yearly_income: 2_400_000,
  earn_additional_income: "no",
  additional_income_amount: null,
  receive_rental_income: "no",
  rental_income_amount: null,
  receive_non_taxable_income: "no",
  non_taxable_income_amount: null,
  in_tax_bracket: "yes",
  monthly_living_expenditure: 30_000,
  has_other_expenses: "no",
  other_expenses_amount: null,
  has_another_home_loan: "no",
  another_home_loan_amount: null,
  has_personal_loan: "no",
  personal_loan_amount: null,
  has_credit_card_debt: "no",
  credit_card_debt_amount: null,
  has_investment_loan: "no",
  investment_loan_amount: null,
  has_car_lease: null,
  car_lease_amount: null,
  has_bike_lease: null,
  bike_lease_amount: null,
  first_name: "Bench",
  last_name: "Lead",
  email: "bench.lead@example.test",
  phone_number: "9876543210",
  interest_rate: null,
  consent: true,
});

export function leadPayload(clientId = crypto.randomUUID(), overrides = {}) {
  return { ...BASE, client_id: clientId, ...overrides };
}

export const LEAD_PATH = "/api/eligibility-applications";

/**
 * The lead post as an autocannon request: a fresh client id per request, so each post is a new
 * lead, not a replay.
 */
export const LEAD_POST_REQUEST = {
  method: "POST",
  path: LEAD_PATH,
  headers: { "content-type": "application/json", accept: "application/json" },
  setupRequest(request) {
    request.body = JSON.stringify(leadPayload(crypto.randomUUID()));
    return request;
  },
};

/** Posts one lead; resolves with { status, json } (throws on network errors). */
export async function postLead(baseUrl, payload, headers = {}) {
  const res = await fetch(`${baseUrl}${LEAD_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/**
 * Posts a lead's JSON body once, for the runs that retry until it is acknowledged: status 0 when
 * the connection failed (the server is down, was killed or did not answer within `timeoutMs`),
 * and the Retry-After seconds a 503 asked for.
 */
export async function tryPostLead(baseUrl, body, timeoutMs) {
  try {
    const res = await fetch(`${baseUrl}${LEAD_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const retryAfter = Number(res.headers.get("retry-after") ?? 0);
    return { status: res.status, retryAfter, json: await res.json().catch(() => undefined) };
  } catch {
    return { status: 0, retryAfter: 0, json: undefined };
  }
}

/** Fails loudly unless the server stores a valid lead (201) and answers a repeat with 200. */
export async function assertLeadAccepted(baseUrl) {
  const payload = leadPayload();
  const first = await postLead(baseUrl, payload);
  if (first.status !== 201) {
    throw new Error(
      `POST ${LEAD_PATH} with a valid payload answered ${first.status}, expected 201: ${first.text.slice(0, 300)}`,
    );
  }
  const again = await postLead(baseUrl, payload);
  if (again.status !== 200 || again.json?.id !== first.json?.id) {
    throw new Error(
      `a repeated client_id answered ${again.status} (id ${again.json?.id}), expected 200 with id ${first.json?.id}`,
    );
  }
  return { ...first.json, client_id: payload.client_id };
}
