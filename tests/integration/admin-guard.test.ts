import crypto from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/server.ts";

// Every admin call of docs/product/http-api.md "Conventions" answers 401 JSON signed out and 403
// JSON to a customer, before it reads a body or looks anything up.

const baseUrl = inject("baseUrl");

const customer = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);
let leadId = 0;

beforeAll(async () => {
  await customer.registerCustomer("customer");
  await admin.login();
  const lead = await new ApiClient(baseUrl).post("/api/eligibility-applications", {
    loan_purpose: "i'm refinancing",
    property_use: "an investment",
    property_worth: 8_000_000,
    borrow_amount: 4_000_000,
    loan_tenure: 15,
    applicant_type: "justMe",
    relationship_status: "in a relationship",
    dependents: 3,
    postal_code: "110001",
    yearly_income: 3_000_000,
    earn_additional_income: "no",
    receive_rental_income: "no",
    receive_non_taxable_income: "no",
    in_tax_bracket: "no",
    monthly_living_expenditure: 50_000,
    has_other_expenses: "no",
    has_another_home_loan: "no",
    has_personal_loan: "no",
    has_credit_card_debt: "no",
    has_investment_loan: "no",
    first_name: "Guard",
    last_name: "Test",
    email: uniqueEmail("guard"),
    phone_number: "9876543210",
    consent: true,
    client_id: crypto.randomUUID(),
  });
  expect(lead.status).toBe(201);
  leadId = lead.json.id;
});

type Call = [name: string, method: string, path: () => string, body?: unknown];

const ADMIN_CALLS: Call[] = [
  ["PUT /api/banks/sbi", "PUT", () => "/api/banks/sbi", { name: "Hacked Bank" }],
  [
    "PUT /api/seo/home",
    "PUT",
    () => "/api/seo/home",
    { meta_title: "x", meta_description: "y", schema_json: "{}" },
  ],
  ["GET /api/eligibility-applications", "GET", () => "/api/eligibility-applications"],
  [
    "GET /api/eligibility-applications?format=csv",
    "GET",
    () => "/api/eligibility-applications?format=csv",
  ],
  [
    "GET /api/eligibility-applications/{id}",
    "GET",
    () => `/api/eligibility-applications/${leadId}`,
  ],
  [
    "PATCH /api/eligibility-applications/{id}",
    "PATCH",
    () => `/api/eligibility-applications/${leadId}`,
    { status: "closed" },
  ],
  [
    "DELETE /api/eligibility-applications/{id}",
    "DELETE",
    () => `/api/eligibility-applications/${leadId}`,
  ],
  ["GET /api/contact-messages", "GET", () => "/api/contact-messages"],
  // Unknown ids and invalid bodies are still refused by the guard first: nothing leaks.
  [
    "GET /api/eligibility-applications/{unknown}",
    "GET",
    () => "/api/eligibility-applications/999999999",
  ],
  [
    "PATCH /api/eligibility-applications/{id} bad body",
    "PATCH",
    () => `/api/eligibility-applications/${leadId}`,
    "{not json",
  ],
];

function call(client: ApiClient, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> =
    typeof body === "string" ? { "content-type": "application/json" } : {};
  return client.request(method, path, body, headers);
}

describe("admin API guard", () => {
  it.each(ADMIN_CALLS)("%s: 401 JSON signed out", async (_name, method, path, body) => {
    const res = await call(new ApiClient(baseUrl), method, path(), body);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.json.error).toEqual(expect.any(String));
    expect(res.text).not.toContain("Guard");
  });

  it.each(ADMIN_CALLS)(
    "%s: 403 JSON for a signed-in customer",
    async (_name, method, path, body) => {
      const res = await call(customer, method, path(), body);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.json.error).toEqual(expect.any(String));
      expect(res.text).not.toContain("Guard");
    },
  );

  it("left the application untouched, and an admin can still read it", async () => {
    const res = await admin.get(`/api/eligibility-applications/${leadId}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: leadId, status: "new", events: [] });
  });

  // A session of its own (logging out the shared one would end it for the other files); its code
  // may wait for the next 30-s step.
  it("a cookie from before logout gets 401 on every admin call", { timeout: 90_000 }, async () => {
    const client = new ApiClient(baseUrl);
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    const stale = client.cookie;
    expect((await client.get("/api/contact-messages")).status).toBe(200);
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    const replay = new ApiClient(baseUrl);
    replay.cookie = stale;
    for (const [, method, path, body] of ADMIN_CALLS) {
      expect((await call(replay, method, path(), body)).status, `${method} ${path()}`).toBe(401);
    }
  });
});
