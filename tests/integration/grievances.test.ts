import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../app/db/schema.ts";
import { ApiClient } from "../support/api-client.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type OwnServer, startOwnServer } from "../support/own-server.ts";
import type { RunningServer } from "../support/server.ts";
import { TestSmtp, waitFor } from "../support/smtp.ts";

// docs/product/borrower-view.md "Grievances" and "Partners and how we are paid", over HTTP on the
// project's engine (SQLite or PostgreSQL), with its own server and a real SMTP server on loopback.

const dialect = inject("dialect");
const OFFICER = "officer@example.test";
const smtp = new TestSmtp();
let server: RunningServer;
let db: Kysely<Database>;
let own: OwnServer | undefined;
let admin: ApiClient;
let customer: ApiClient;
const anonymous = () => new ApiClient(server.baseUrl);

const DAY = 24 * 60 * 60 * 1000;
const uniqueMobile = () => `9${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;
const uniqueAddress = (who: string) =>
  `${who}-${crypto.randomBytes(4).toString("hex")}@example.test`;

function grievance(overrides: Record<string, unknown> = {}) {
  return {
    phone: uniqueMobile(),
    email: uniqueAddress("borrower"),
    text: "My file went to a bank I never chose.",
    consent: true,
    ...overrides,
  };
}

async function countGrievances(): Promise<number> {
  const row = await db
    .selectFrom("grievances")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  await smtp.start(0);
  own = await startOwnServer(dialect, "gharsetu-grievance-", {
    ...smtp.env,
    GRIEVANCE_NAME: "Anita Rao",
    GRIEVANCE_EMAIL: OFFICER,
    GRIEVANCE_PHONE: "+91 80 4000 1234",
  });
  ({ server, db } = own);
  admin = anonymous();
  await admin.login();
  customer = anonymous();
  await customer.registerCustomer("grievance-customer");
}, 120_000);

afterAll(async () => {
  await own?.stop();
  await smtp.stop();
});

describe("POST /api/grievances", () => {
  it("stores the grievance (201 {reference}) and acknowledges it by mail to the e-mail given", async () => {
    const body = grievance();
    const res = await anonymous().post("/api/grievances", body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^GR-[0-9A-HJKMNP-TV-Z]{8}$/),
      message: expect.any(String),
    });
    const row = await db
      .selectFrom("grievances")
      .selectAll()
      .where("id", "=", res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: body.phone, email: body.email, status: "open" });
    const ack = await waitFor(() => smtp.received.find((m) => m.to === body.email), {
      what: "the acknowledgement",
    });
    if (!ack) throw new Error("no acknowledgement");
    expect(ack.subject).toBe(`We received your grievance ${res.json.reference}`);
    expect(ack.text).toContain("Anita Rao");
    expect(ack.text).toContain("cms.rbi.org.in");
    // The officer hears of it too, with what was written.
    const notice = await waitFor(
      () => smtp.received.find((m) => m.to === OFFICER && m.subject.includes(res.json.reference)),
      { what: "the officer's notice" },
    );
    if (!notice) throw new Error("no notice");
    expect(notice.text).toContain("never chose");
  });

  it("without an e-mail, acknowledges to the e-mail of the enquiry the reference names", async () => {
    const phone = uniqueMobile();
    const leadEmail = uniqueAddress("lead");
    const lead = await anonymous().post(
      "/api/eligibility-applications",
      validLeadPayload({ email: leadEmail, phone_number: phone }),
    );
    expect(lead.status).toBe(201);
    const reference = String(lead.json.reference).toLowerCase().replace("-", " ");
    const res = await anonymous().post(
      "/api/grievances",
      grievance({ email: "", reference, phone, language: "hi" }),
    );
    expect(res.status).toBe(201);
    const ack = await waitFor(
      () => smtp.received.find((m) => m.to === leadEmail && m.subject.includes(res.json.reference)),
      { what: "the acknowledgement to the lead's e-mail" },
    );
    if (!ack) throw new Error("no acknowledgement");
    expect(ack.subject).toMatch(/शिकायत/);
    const row = await db
      .selectFrom("grievances")
      .select(["enquiry_reference", "email"])
      .where("id", "=", res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ enquiry_reference: lead.json.reference, email: null });
  });

  it("with neither an e-mail nor a matching enquiry, stores it and mails only the officer", async () => {
    const res = await anonymous().post(
      "/api/grievances",
      grievance({ email: null, reference: "GS-00000000" }),
    );
    expect(res.status).toBe(201);
    await waitFor(
      () => smtp.received.some((m) => m.to === OFFICER && m.subject.includes(res.json.reference)),
      { what: "the officer's notice" },
    );
    const rows = await db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("dedupe_key", "like", `grievance:${res.json.id}:%`)
      .execute();
    expect(rows.map((r) => r.recipient)).toEqual([OFFICER]);
  });

  it.each([
    ["no mobile", { phone: "" }, 400, "phone"],
    ["a mobile that is not Indian", { phone: "+44 7700 900123" }, 400, "phone"],
    ["no text", { text: "  " }, 400, "text"],
    ["no consent", { consent: false }, 400, "consent"],
    ["a bad e-mail", { email: "asha@" }, 400, "email"],
    ["an unreadable reference", { reference: "12" }, 400, "reference"],
    ["a NUL character", { text: "a\u0000b" }, 400, "text"],
    ["a bad client_id", { client_id: "no" }, 400, "client_id"],
  ])("refuses %s with a clear message and stores nothing", async (_name, change, status, field) => {
    const before = await countGrievances();
    const res = await anonymous().post("/api/grievances", grievance(change));
    expect(res.status).toBe(status);
    expect(res.json.fields[field]).toEqual(expect.any(String));
    expect(await countGrievances()).toBe(before);
  });

  it("refuses a body that is not JSON (415) and is not an object (400), storing nothing", async () => {
    const before = await countGrievances();
    const text = await anonymous().request("POST", "/api/grievances", "phone=9876543210", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(text.status).toBe(415);
    expect((await anonymous().post("/api/grievances", [1, 2])).status).toBe(400);
    expect(await countGrievances()).toBe(before);
  });

  it("stores one grievance when the same client_id arrives twice", async () => {
    const clientId = crypto.randomUUID();
    const body = grievance({ client_id: clientId });
    const first = await anonymous().post("/api/grievances", body);
    const second = await anonymous().post("/api/grievances", body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json.reference).toBe(first.json.reference);
    const rows = await db
      .selectFrom("grievances")
      .select("id")
      .where("client_id", "=", clientId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe("the grievance officer's list", () => {
  it("lists grievances for admins with their 30-day clock: day 29 has 1 day left, day 31 is overdue", async () => {
    const young = await anonymous().post("/api/grievances", grievance());
    const old = await anonymous().post("/api/grievances", grievance());
    // The clock reads the server's own time: the rows are made 29 and 31 days old instead.
    const now = Date.now();
    for (const [id, days] of [
      [young.json.id, 29],
      [old.json.id, 31],
    ] as const) {
      await db
        .updateTable("grievances")
        .set({ created_at: new Date(now - days * DAY - 60_000).toISOString() })
        .where("id", "=", id)
        .execute();
    }
    const list = await admin.get("/api/grievances");
    expect(list.status).toBe(200);
    const byId = new Map(
      (list.json as { id: number; clock: Record<string, unknown> }[]).map((g) => [g.id, g]),
    );
    expect(byId.get(young.json.id)?.clock).toMatchObject({ daysLeft: 1, overdue: false });
    expect(byId.get(old.json.id)?.clock).toMatchObject({ overdue: true, overdueDays: 1 });
    // Open ones oldest first: the overdue one comes before the younger one.
    const ids = (list.json as { id: number }[]).map((g) => g.id);
    expect(ids.indexOf(old.json.id)).toBeLessThan(ids.indexOf(young.json.id));

    const page = await admin.get("/admin/grievances");
    expect(page.status).toBe(200);
    expect(page.text).toContain(young.json.reference);
    expect(page.text).toContain("1 day left");
    expect(page.text).toContain("Overdue by 1 day");
  });

  it("lets an admin resolve one (the clock stops) and open it again, from the list's form", async () => {
    const res = await anonymous().post("/api/grievances", grievance());
    const form = (status: string) =>
      admin.postForm("/admin/grievances", { id: String(res.json.id), status });
    expect((await form("resolved")).status).toBe(200);
    let row = await db
      .selectFrom("grievances")
      .selectAll()
      .where("id", "=", res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "resolved", resolved_by: "admin@example.test" });
    expect(row.resolved_at).toEqual(expect.any(String));
    expect((await form("closed")).status).toBe(400);
    expect((await form("open")).status).toBe(200);
    row = await db
      .selectFrom("grievances")
      .selectAll()
      .where("id", "=", res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "open", resolved_at: null });
    const detail = await admin.get(`/admin/grievances/${res.json.id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("never chose");
    expect((await admin.get("/admin/grievances/999999")).status).toBe(404);
  });

  it("refuses anonymous visitors and customers, on the API and the admin pages", async () => {
    expect((await anonymous().get("/api/grievances")).status).toBe(401);
    expect((await customer.get("/api/grievances")).status).toBe(403);
    const signedOut = await anonymous().get("/admin/grievances");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    expect((await customer.get("/admin/grievances")).status).toBe(403);
    const post = await customer.postForm("/admin/grievances", { id: "1", status: "resolved" });
    expect(post.status).toBe(403);
  });
});

describe("partner banks", () => {
  const partnerNames = async (path: string) => {
    const page = await anonymous().get(path);
    expect(page.status).toBe(200);
    const list = page.text.match(/data-testid="partner-banks"[\s\S]*?<\/ul>/)?.[0] ?? "";
    return list;
  };

  it("shows every catalogue bank as a partner at first, in the API and on /partners", async () => {
    const banks = (await anonymous().get("/api/banks")).json as {
      slug: string;
      partner: boolean;
    }[];
    expect(banks.length).toBe(10);
    expect(banks.every((b) => b.partner === true)).toBe(true);
    const list = await partnerNames("/partners");
    expect(list).toContain("State Bank of India");
    expect(await partnerNames("/hi/partners")).toContain('href="/hi/loan/sbi"');
  });

  it("lets an admin take a bank off and put it back; a PUT without the flag keeps it; customers cannot", async () => {
    const sbi = (await anonymous().get("/api/banks/sbi")).json as Record<string, unknown>;
    const { slug: _slug, ...body } = sbi;
    expect((await customer.put("/api/banks/sbi", { ...body, partner: false })).status).toBe(403);

    const off = await admin.put("/api/banks/sbi", { ...body, partner: false });
    expect(off.status).toBe(200);
    expect(off.json.partner).toBe(false);
    expect(await partnerNames("/partners")).not.toContain("State Bank of India");
    expect(await partnerNames("/partners")).toContain("HDFC");

    const { partner: _partner, ...withoutFlag } = body;
    const kept = await admin.put("/api/banks/sbi", withoutFlag);
    expect(kept.json.partner).toBe(false);
    expect((await admin.put("/api/banks/sbi", { ...body, partner: "yes" })).status).toBe(400);

    // The bank edit page's box: ticked puts it back.
    const form = new URLSearchParams({
      name: String(sbi.name),
      logo: String(sbi.logo),
      purpose: String(sbi.purpose),
      interestRate: String(sbi.interestRate),
      maxLoan: String(sbi.maxLoan),
      tenure: String(sbi.tenure),
      eligibility: String(sbi.eligibility),
      paymentCharges: String(sbi.paymentCharges),
      processingFee: String(sbi.processingFee),
      description: String(sbi.description),
      asOf: String(sbi.asOf),
      pros: (sbi.pros as string[]).join("\n"),
      cons: (sbi.cons as string[]).join("\n"),
      documentation: (sbi.documentation as string[]).join("\n"),
      calculatorRate: String(sbi.calculatorRate),
      rateMin: String(sbi.rateMin),
      rateMax: String(sbi.rateMax),
      partner: "yes",
    });
    // The Hindi fields as the page shows them (a blank one would clear it).
    for (const [key, value] of Object.entries(sbi)) {
      if (!key.endsWith("Hi") || value === null) continue;
      form.set(key, Array.isArray(value) ? value.join("\n") : String(value));
    }
    const saved = await admin.postForm("/admin/banks/sbi", form);
    expect(saved.status).toBe(200);
    expect((await anonymous().get("/api/banks/sbi")).json.partner).toBe(true);
    expect(await partnerNames("/partners")).toContain("State Bank of India");
  });
});
