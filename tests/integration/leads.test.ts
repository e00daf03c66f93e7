import crypto from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { assessEligibility } from "../../app/domain/eligibility/assess.ts";
import { CONSENT_NOTICE_VERSION } from "../../app/domain/enums.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import {
  CLIENT_SENT_RESULT,
  EXPENSES_EXCEED_INCOME,
  validLeadPayload,
} from "../support/lead-payload.ts";

const baseUrl = inject("baseUrl");
const PATH = "/api/eligibility-applications";

/**
 * A complete application as the wizard posts it (docs/product/forms.md "The eligibility
 * application"); eligible as it stands: the tests' valid lead, for two applicants with a property
 * not yet found, extra income, other expenses and a credit card debt.
 */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return validLeadPayload({
    found_property: "no",
    when_to_buy: "within 3 months",
    property_worth: 5_000_000,
    borrow_amount: 3_000_000,
    applicant_type: "mePlusOne",
    second_borrower_relation_status: "in a relationship",
    company_type: "MNC",
    company_name: null,
    occupation: null,
    dependents: 1,
    postal_code: "411001",
    earn_additional_income: "yes",
    additional_income_amount: 100_000,
    monthly_living_expenditure: 40_000,
    has_other_expenses: "yes",
    other_expenses_amount: 10_000,
    has_credit_card_debt: "yes",
    credit_card_debt_amount: 24_000,
    first_name: "Meera",
    // Unique, so that a test can find (or fail to find) exactly its own rows through ?q=.
    last_name: `Iyer-${crypto.randomBytes(5).toString("hex")}`,
    email: uniqueEmail("lead"),
    phone_number: "98765 43210",
    ...overrides,
  });
}

/** Lead POSTs are limited to 20 a minute per address, so each test posts from its own. */
const visitor = () => new ApiClient(baseUrl);

const admin = new ApiClient(baseUrl);
beforeAll(async () => {
  await admin.login();
});

async function totalFor(q: string) {
  const res = await admin.get(`${PATH}?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return Number(res.headers.get("x-total-count"));
}

describe("POST /api/eligibility-applications", () => {
  it("stores the application and answers 201 with the server's result", async () => {
    const body = application({ bank_slug: "icici", interest_rate: 7.25 });
    const res = await visitor().post(PATH, body);
    expect(res.status).toBe(201);
    const expected = assessEligibility(body as never);
    expect(res.json).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^GS-[0-9A-HJKMNP-TV-Z]{8}$/),
      is_eligible: 1,
      eligibility_message: expected.eligibility_message,
      calculated_emi: expected.calculated_emi,
      pmay_candidate: false,
    });
    expect(res.json.eligibility_message).toMatch(
      /^Eligible\. Estimated EMI: ₹[\d,]+\.\d\d per month, Our team will get back to you within 48 hours\.$/,
    );
    expect(res.json.calculated_emi).toMatch(/^\d+\.\d\d$/);

    const stored = await admin.get(`${PATH}/${res.json.id}`);
    expect(stored.status).toBe(200);
    const { consent: _c, ...fields } = body;
    expect(stored.json).toMatchObject({
      ...fields,
      id: res.json.id,
      user_id: null,
      bank_slug: "icici",
      status: "new",
      consent_notice_version: CONSENT_NOTICE_VERSION,
      is_eligible: 1,
      calculated_emi: expected.calculated_emi,
      events: [],
    });
    expect(Date.parse(stored.json.consent_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ignores a client-sent result and stores its own", async () => {
    const body = application({
      monthly_living_expenditure: 250_000,
      ...CLIENT_SENT_RESULT,
    });
    const res = await visitor().post(PATH, body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject(EXPENSES_EXCEED_INCOME);
    const stored = await admin.get(`${PATH}/${res.json.id}`);
    expect(stored.json).toMatchObject({ is_eligible: 0, calculated_emi: null });
  });

  it("keeps the page's language (English when none is sent) and refuses any other", async () => {
    const hindi = await visitor().post(PATH, application({ language: "hi" }));
    expect(hindi.status).toBe(201);
    expect((await admin.get(`${PATH}/${hindi.json.id}`)).json.language).toBe("hi");
    const plain = await visitor().post(PATH, application());
    expect(plain.status).toBe(201);
    expect((await admin.get(`${PATH}/${plain.json.id}`)).json.language).toBe("en");

    const email = uniqueEmail("lang");
    const refused = await visitor().post(PATH, application({ language: "Hindi", email }));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      error: "language must be en or hi.",
      fields: { language: "language must be en or hi." },
    });
    expect((await admin.get(`${PATH}?q=${encodeURIComponent(email)}`)).json).toEqual([]);
  });

  it("answers the EMI-limit and borrow-above-worth cases of docs/product/forms.md", async () => {
    const limit = await visitor().post(PATH, application({ property_worth: 3_200_000 }));
    expect(limit.status).toBe(201);
    expect(limit.json).toMatchObject({
      is_eligible: 0,
      eligibility_message:
        "Your EMI exceeds the recommended limit, but our team will review and get back to you.",
      calculated_emi: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });

  it("answers 200 with the same body for a repeated client_id and keeps one row", async () => {
    const api = visitor();
    const body = application();
    const first = await api.post(PATH, body);
    expect(first.status).toBe(201);
    const again = await api.post(PATH, { ...body, first_name: "Someone" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await totalFor(body.email as string)).toBe(1);
  });

  it("keeps one row when retries of one client_id arrive at once", async () => {
    const api = visitor();
    const body = application();
    const results = await Promise.all(Array.from({ length: 6 }, () => api.post(PATH, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect(await totalFor(body.email as string)).toBe(1);
  });

  it("stores many different leads sent at once, each with its own answer", async () => {
    // Concurrent leads share multi-row INSERTs on the server (docs/decisions/007): each must
    // still get its own row and its own result, and a retry among them creates nothing.
    const tag = uniqueEmail("batch").split("@")[0];
    const bodies = Array.from({ length: 40 }, (_, i) =>
      application({
        email: `${tag}-${i}@example.test`,
        yearly_income: 600_000 + i * 150_000,
      }),
    );
    const sent = [...bodies, bodies[7], bodies[21]];
    // One visitor each (the per-address limit on leads is not what is tested here).
    const results = await Promise.all(sent.map((body) => visitor().post(PATH, body)));
    // A body sent twice at once: whichever copy arrives first is stored (201), the other gets
    // the same answer (200). Sent together, either copy may be first.
    const twice = new Map([
      [7, 40],
      [21, 41],
    ]);
    for (const [first, again] of twice) {
      expect([results[first].status, results[again].status].sort()).toEqual([200, 201]);
      expect(results[again].json).toEqual(results[first].json);
    }
    const once = results.slice(0, 40).filter((_, i) => !twice.has(i));
    expect(once.map((r) => [r.status, r.json.error ?? ""])).toEqual(Array(38).fill([201, ""]));
    expect(new Set(results.slice(0, 40).map((r) => r.json.id)).size).toBe(40);
    for (const [i, body] of bodies.entries()) {
      const expected = assessEligibility(body as never);
      expect(results[i].json.eligibility_message).toBe(expected.eligibility_message);
      expect(results[i].json.calculated_emi).toBe(expected.calculated_emi);
      expect(await totalFor(body.email as string)).toBe(1);
    }
  });

  it("links the application to the signed-in customer", async () => {
    const api = visitor();
    const email = uniqueEmail("owner");
    const password = "a long enough password";
    expect(
      (await api.post("/api/register", { surname: "Shah", mobile: "9876543210", email, password }))
        .status,
    ).toBe(201);
    const me = (await api.post("/api/auth/login", { email, password })).json.user;
    const res = await api.post(PATH, application());
    expect(res.status).toBe(201);
    expect((await admin.get(`${PATH}/${res.json.id}`)).json.user_id).toBe(me.id);
  });

  it.each([
    [
      "no consent",
      { consent: false },
      "consent",
      "Please agree to be contacted and to the privacy notice to continue.",
    ],
    [
      "small borrow",
      { borrow_amount: 900_000 },
      "borrow_amount",
      "Minimum borrow amount is ₹10,00,000.",
    ],
    [
      "borrow at worth",
      { borrow_amount: 5_000_000 },
      "borrow_amount",
      "Borrow amount must be less than property worth.",
    ],
    ["long tenure", { loan_tenure: 51 }, "loan_tenure", "Loan tenure cannot exceed 50 years."],
    [
      "PIN with 0",
      { postal_code: "012345" },
      "postal_code",
      "Enter a valid 6-digit Indian PIN code (should not start with 0).",
    ],
    [
      "missing amount",
      { additional_income_amount: null },
      "additional_income_amount",
      "Enter yearly amount.",
    ],
    [
      "unanswered debt",
      { has_personal_loan: null },
      "has_personal_loan",
      "Please select Yes or No.",
    ],
    ["no first name", { first_name: "" }, "first_name", "First name is required."],
    ["bad email", { email: "meera@" }, "email", "Enter a valid email address."],
    ["short phone", { phone_number: "12345" }, "phone_number", "Enter a valid phone number."],
    [
      "rate too high",
      { interest_rate: 30 },
      "interest_rate",
      "Interest rate must be between 1 and 25.",
    ],
    ["unknown bank", { bank_slug: "acme" }, "bank_slug", "Unknown bank."],
    [
      "NUL character",
      { occupation: "Engineer\u0000" },
      "occupation",
      "Remove the invalid character from this field.",
    ],
    ["amount as text", { property_worth: "lots" }, "property_worth", expect.any(String)],
  ])("answers 400 for %s and stores nothing", async (_name, overrides, field, message) => {
    const body = application(overrides);
    const res = await visitor().post(PATH, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
    expect(res.json.fields[field]).toEqual(message);
    expect(await totalFor(body.last_name as string)).toBe(0);
  });

  it("refuses a filled honeypot, non-JSON, bad JSON, oversize bodies and wrong methods", async () => {
    const api = visitor();
    const honey = application({ website: "http://spam.example" });
    const res = await api.post(PATH, honey);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Submission rejected.");
    expect(await totalFor(honey.email as string)).toBe(0);
    expect(
      (await api.post(PATH, "a=b", { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await api.post(PATH, "{", { "content-type": "application/json" })).status).toBe(400);
    for (const body of ["null", "[]", "1", '"x"', "{}"]) {
      const r = await api.post(PATH, body, { "content-type": "application/json" });
      expect(r.status).toBe(400);
      expect(r.json.error).toEqual(expect.any(String));
    }
    expect((await api.post(PATH, application({ company_name: "x".repeat(70_000) }))).status).toBe(
      413,
    );
    expect((await api.put(PATH, application())).status).toBe(405);
    expect((await api.delete(PATH)).status).toBe(405);
  });
});

describe("GET /api/eligibility-applications (admin)", () => {
  const tag = crypto.randomBytes(4).toString("hex");
  const ids: number[] = [];

  beforeAll(async () => {
    const api = visitor();
    const people = [
      { first_name: "Anil", last_name: `Kumar${tag}`, email: `anil-${tag}@example.test` },
      {
        first_name: "Bina",
        last_name: `Das${tag}`,
        email: `bina-${tag}@example.test`,
        monthly_living_expenditure: 300_000,
      },
      {
        first_name: "Chitra",
        last_name: `O'Neil_${tag}`,
        email: `chitra-${tag}@example.test`,
        phone_number: "+91 70000 12345",
      },
      { first_name: "Dev", last_name: `Sharma${tag}100%`, email: `dev-${tag}@example.test` },
    ];
    for (const person of people) {
      const res = await api.post(PATH, application(person));
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
  });

  it("lists newest first with X-Total-Count and pages", async () => {
    const all = await admin.get(`${PATH}?q=${tag}`);
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("4");
    expect(all.json.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(all.json[0]).toMatchObject({
      id: ids[3],
      first_name: "Dev",
      email: `dev-${tag}@example.test`,
      phone_number: expect.any(String),
      borrow_amount: 3_000_000,
      property_worth: 5_000_000,
      loan_tenure: 20,
      is_eligible: 1,
      calculated_emi: expect.any(String),
      eligibility_message: expect.any(String),
    });
    const page2 = await admin.get(`${PATH}?q=${tag}&pageSize=3&page=2`);
    expect(page2.headers.get("x-total-count")).toBe("4");
    expect(page2.json.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const beyond = await admin.get(`${PATH}?q=${tag}&page=99`);
    expect(beyond.json).toEqual([]);
    expect(beyond.headers.get("x-total-count")).toBe("4");
    const unfiltered = await admin.get(PATH);
    expect(unfiltered.json.length).toBeLessThanOrEqual(20);
    expect(Number(unfiltered.headers.get("x-total-count"))).toBeGreaterThanOrEqual(4);
  });

  it("searches first name, last name, email and phone, case-insensitively", async () => {
    const q = async (text: string) => {
      const res = await admin.get(`${PATH}?q=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      return res.json.map((r: { id: number }) => r.id);
    };
    expect(await q(`KUMAR${tag}`)).toEqual([ids[0]]);
    expect(await q(`bina-${tag}@EXAMPLE`)).toEqual([ids[1]]);
    expect(await q(`chitra o'neil_${tag}`)).toEqual([ids[2]]);
    expect(await q(`anil Kumar${tag}`)).toEqual([ids[0]]);
    // Phone typed with or without spaces and the country code.
    expect(await q("+91 70000 12345")).toContain(ids[2]);
    expect(await q("7000012345")).toContain(ids[2]);
  });

  it("treats %, _ and ' in q as plain characters", async () => {
    const q = async (text: string) => {
      const res = await admin.get(`${PATH}?q=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      return res.json.map((r: { id: number }) => r.id);
    };
    expect(await q(`${tag}100%`)).toEqual([ids[3]]);
    expect(await q(`o'neil_${tag}`)).toEqual([ids[2]]);
    // As wildcards these would match other rows; as characters they match nothing.
    expect(await q(`O_Neil_${tag}`)).toEqual([]);
    expect(await q(`Kumar%${tag}`)).toEqual([]);
    expect(await q(`%${tag}`)).toEqual([]);
    expect(await q(`' OR '1'='1`)).toEqual([]);
    expect(await q(`'; DROP TABLE eligibility_applications; --`)).toEqual([]);
    expect((await admin.get(`${PATH}?q=${tag}`)).headers.get("x-total-count")).toBe("4");
  });

  it("filters by eligibility and status", async () => {
    const eligible = await admin.get(`${PATH}?q=${tag}&eligible=true`);
    expect(eligible.headers.get("x-total-count")).toBe("3");
    expect(eligible.json.every((r: { is_eligible: number }) => r.is_eligible === 1)).toBe(true);
    const not = await admin.get(`${PATH}?q=${tag}&eligible=false`);
    expect(not.json.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    const closed = await admin.get(`${PATH}?q=${tag}&status=closed`);
    expect(closed.json).toEqual([]);
    expect((await admin.get(`${PATH}?q=${tag}&status=new`)).headers.get("x-total-count")).toBe("4");
  });

  it.each([
    "page=0",
    "page=x",
    "q=a%00b",
    "pageSize=101",
    "pageSize=-5",
    "eligible=maybe",
    "status=won",
    "format=pdf",
  ])("answers 400 for ?%s", async (qs) => {
    const res = await admin.get(`${PATH}?${qs}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
  });

  it("exports every matching row as a CSV attachment", async () => {
    const res = await admin.get(`${PATH}?q=${tag}&format=csv&pageSize=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="eligibility-applications-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.at(-1)).toBe("");
    const header = lines[0].split(",");
    for (const column of [
      "id",
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "borrow_amount",
      "is_eligible",
      "calculated_emi",
      "status",
      "consent_at",
      "consent_notice_version",
      "client_id",
      "language",
    ]) {
      expect(header).toContain(column);
    }
    expect(lines).toHaveLength(4 + 2);
    const idIndex = header.indexOf("id");
    expect(lines.slice(1, 5).map((l) => Number(l.split(",")[idIndex]))).toEqual([...ids].reverse());
    expect(res.text).toContain(`bina-${tag}@example.test`);
    const eligibleOnly = await admin.get(`${PATH}?q=${tag}&format=csv&eligible=false`);
    expect(eligibleOnly.text.replace(/^\uFEFF/, "").split("\r\n")).toHaveLength(1 + 1 + 1);
  });

  it("neutralises formulas in the CSV export", async () => {
    const evil = application({
      first_name: '=HYPERLINK("http://evil.example","x")',
      last_name: `Evil${tag}x`,
    });
    expect((await visitor().post(PATH, evil)).status).toBe(201);
    const res = await admin.get(`${PATH}?q=evil${tag}x&format=csv`);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});

describe('pmay_candidate (docs/product/calculators.md "The wizard\'s hint")', () => {
  const tag = crypto.randomBytes(4).toString("hex");
  /**
   * Within PMAY-U 2.0's limits as far as the wizard asks: ₹6,00,000 + ₹1,00,000 a year (the
   * application's extra income), a ₹32,00,000 home, a ₹24,00,000 loan, buying.
   */
  const candidate = {
    property_worth: 3_200_000,
    borrow_amount: 2_400_000,
    yearly_income: 600_000,
    monthly_living_expenditure: 10_000,
    has_other_expenses: "no",
    other_expenses_amount: null,
    has_credit_card_debt: "no",
    credit_card_debt_amount: null,
    last_name: `Awas${tag}`,
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const api = visitor();
    for (const [name, overrides] of Object.entries({
      buying: {},
      building: { loan_purpose: "i'm building" },
      refinancing: { loan_purpose: "i'm refinancing", found_property: "", when_to_buy: "" },
      richer: { additional_income_amount: 300_001 },
      // A client's own flag is ignored: the server works it out.
      dearer: { property_worth: 3_500_001, pmay_candidate: true },
    })) {
      const res = await api.post(PATH, application({ ...candidate, ...overrides }));
      expect(res.status, name).toBe(201);
      ids[name] = res.json.id;
      expect(res.json.pmay_candidate, name).toBe(name === "buying" || name === "building");
    }
  });

  it("is stored and answered as true or false on the lead", async () => {
    const yes = await admin.get(`${PATH}/${ids.buying}`);
    expect(yes.json.pmay_candidate).toBe(true);
    const no = await admin.get(`${PATH}/${ids.dearer}`);
    expect(no.json.pmay_candidate).toBe(false);
    const list = await admin.get(`${PATH}?q=awas${tag}`);
    expect(
      Object.fromEntries(
        list.json.map((r: { id: number; pmay_candidate: boolean }) => [r.id, r.pmay_candidate]),
      ),
    ).toEqual({
      [ids.buying]: true,
      [ids.building]: true,
      [ids.refinancing]: false,
      [ids.richer]: false,
      [ids.dearer]: false,
    });
  });

  it("filters the list with ?pmay_candidate=true|false, counted", async () => {
    const only = await admin.get(`${PATH}?q=awas${tag}&pmay_candidate=true`);
    expect(only.status).toBe(200);
    expect(only.headers.get("x-total-count")).toBe("2");
    expect(only.json.map((r: { id: number }) => r.id)).toEqual([ids.building, ids.buying]);
    const others = await admin.get(`${PATH}?q=awas${tag}&pmay_candidate=false`);
    expect(others.headers.get("x-total-count")).toBe("3");
    // Without a search, the filter alone (on its index, migration 026).
    const all = await admin.get(`${PATH}?pmay_candidate=true&pageSize=100`);
    expect(all.status).toBe(200);
    for (const row of all.json) expect(row.pmay_candidate).toBe(true);
    for (const value of ["yes", "1", "TRUE"]) {
      const bad = await admin.get(`${PATH}?pmay_candidate=${value}`);
      expect(bad.status, value).toBe(400);
      expect(bad.json).toEqual({
        error: "pmay_candidate must be true or false.",
        fields: { pmay_candidate: "pmay_candidate must be true or false." },
      });
    }
  });

  it("is a column of the CSV export, true or false, and filters it", async () => {
    const res = await admin.get(`${PATH}?q=awas${tag}&format=csv`);
    expect(res.status).toBe(200);
    const [header, ...lines] = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // One CSV line's cells (RFC 4180; these rows have no line break inside a cell).
    const cellsOf = (line: string) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1]);
    const columns = cellsOf(header);
    const at = columns.indexOf("pmay_candidate");
    const idAt = columns.indexOf("id");
    expect(at).toBeGreaterThan(-1);
    const byId = Object.fromEntries(
      lines.map((line) => {
        const cells = cellsOf(line);
        return [Number(cells[idAt]), cells[at]];
      }),
    );
    expect(byId[ids.buying]).toBe("true");
    expect(byId[ids.refinancing]).toBe("false");
    const filtered = await admin.get(`${PATH}?q=awas${tag}&format=csv&pmay_candidate=true`);
    expect(
      filtered.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(1 + 2);
  });

  it("shows in the admin's lead page and filters the admin list", async () => {
    const detail = await admin.get(`/admin/eligibility/${ids.buying}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain('data-pmay-candidate="true"');
    const list = await admin.get(`/admin/eligibility?q=awas${tag}&pmay_candidate=true`);
    expect(list.status).toBe(200);
    expect(list.text).toContain("Showing 1–2 of 2 applications");
    expect(list.text).toMatch(/<select[^>]*name="pmay_candidate"/);
  });
});

describe("one application (admin)", () => {
  it("reads, changes the status (with history) and erases", async () => {
    const created = await visitor().post(PATH, application());
    const id = created.json.id;
    const patch = await admin.patch(`${PATH}/${id}`, { status: "contacted" });
    expect(patch.status).toBe(200);
    expect(patch.json).toMatchObject({
      id,
      status: "contacted",
      status_updated_by: "admin@example.test",
    });
    expect(patch.json.events).toEqual([
      expect.objectContaining({
        application_id: id,
        status: "contacted",
        actor_email: "admin@example.test",
      }),
    ]);
    await admin.patch(`${PATH}/${id}`, { status: "converted" });
    const read = await admin.get(`${PATH}/${id}`);
    expect(read.json.status).toBe("converted");
    expect(read.json.events.map((e: { status: string }) => e.status)).toEqual([
      "contacted",
      "converted",
    ]);

    const bad = await admin.patch(`${PATH}/${id}`, { status: "won" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.status).toEqual(expect.any(String));
    expect((await admin.patch(`${PATH}/${id}`, {})).status).toBe(400);
    expect((await admin.patch(`${PATH}/${id}`, "status=closed")).status).toBe(415);
    expect((await admin.get(`${PATH}/${id}`)).json.status).toBe("converted");

    const del = await admin.delete(`${PATH}/${id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe("");
    const gone = await admin.get(`${PATH}/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toEqual(expect.any(String));
    expect((await admin.delete(`${PATH}/${id}`)).status).toBe(404);
    expect((await admin.patch(`${PATH}/${id}`, { status: "closed" })).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999", "1e3", "9".repeat(30)])(
    "answers 404 JSON for id %s",
    async (id) => {
      const res = await admin.get(`${PATH}/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.json.error).toEqual(expect.any(String));
      expect((await admin.patch(`${PATH}/${id}`, { status: "closed" })).status).toBe(404);
      expect((await admin.delete(`${PATH}/${id}`)).status).toBe(404);
    },
  );

  it("answers 405 for other methods", async () => {
    expect((await admin.put(`${PATH}/1`, { status: "new" })).status).toBe(405);
    expect((await admin.post(`${PATH}/1`, { status: "new" })).status).toBe(405);
  });
});

describe("never a 500", () => {
  const keys = [...Object.keys(application()), "bank_slug", "is_eligible", "website"];
  it("answers 201, 200 or 400 to any mutation of a valid application", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ stringUnit: "binary" }), {
          maxKeys: 4,
        }),
        async (changes) => {
          const res = await visitor().post(PATH, application(changes));
          expect([200, 201, 400]).toContain(res.status);
          expect(res.json).toEqual(expect.any(Object));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("answers 200 or 400 to any admin query string", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("page", "pageSize", "q", "eligible", "status", "format"),
          fc.string({ unit: "binary" }),
          { maxKeys: 4 },
        ),
        async (params) => {
          const res = await admin.get(`${PATH}?${new URLSearchParams(params)}`);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
  });
});
