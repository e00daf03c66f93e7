import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import {
  type BorrowerLead,
  type BorrowerServer,
  startBorrowerServer,
} from "../support/borrower-server.ts";
import { countDb, queryDb, randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import type { RunningServer } from "../support/server.ts";
import { type TestSmtp, waitFor } from "../support/smtp.ts";

// The loan file's bank applications over HTTP (docs/product/loan-file.md), on the engine of the
// project: every call and every refusal, the borrower's decision through a real OTP (a signed SMS
// webhook to a receiver here), and each step told once by e-mail (a real SMTP server on
// loopback) and once by SMS. The server sends SMS at any hour (SMS_SEND_HOURS): the 09:00–21:00
// IST hold is tested with a clock in app/modules/loan-file/bank-applications.server.test.ts.

const dialect = inject("dialect") as "sqlite" | "postgres";
const SESSION_SECRET = "test-secret-test-secret-test-secret";
const NOT_FOUND = "No enquiry matches that reference and mobile number.";
const NEEDS_CODE = "Verify your mobile number with the code we send you first.";
const EXPIRED =
  "Your verification has expired or is for another number. Verify your mobile number again.";

let b: BorrowerServer;
let server: RunningServer;
let databaseUrl = "";
let admin: ApiClient;
let adminId = 0;
let smtp: TestSmtp;

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { SESSION_SECRET });
  ({ server, databaseUrl, admin, adminId, smtp } = b);
}, 120_000);

afterAll(() => b?.stop());

type Lead = BorrowerLead;
const postLead = (overrides: Record<string, unknown> = {}) => b.postLead(overrides);
const propose = (lead: Lead, bank: string) => b.propose(lead, bank);
/** The borrower's own code, read from the SMS inbox, exchanged for a verification token. */
const verify = (phone: string) => b.verify(phone);

/** A token signed as the server signs them, already expired. */
function expiredToken(phone: string): string {
  const payload = `v1.${phone}.${Date.now() - 1000}`;
  const sig = crypto.createHmac("sha256", `otp:${SESSION_SECRET}`).update(payload).digest("hex");
  return `${payload}.${sig}`;
}

function decide(id: number, body: Record<string, unknown>) {
  return new ApiClient(server.baseUrl).post(`/api/track/bank-applications/${id}`, body);
}

/** The borrower approves the bank with a code of their own. */
async function approveWithCode(lead: Lead, id: number) {
  const token = await verify(lead.phone);
  return decide(id, {
    reference: lead.reference,
    phone: lead.phone,
    otp_verification: token,
    decision: "approve",
  });
}

/** One RFC 4180 line's fields (quoted fields may hold commas). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1].startsWith('"') ? m[1].slice(1, -1).replaceAll('""', '"') : m[1],
  );
}

const move = (id: number, body: Record<string, unknown>) =>
  admin.patch(`/api/bank-applications/${id}`, body);

const SANCTION = {
  stage: "sanctioned",
  sanctioned_amount: 4_000_000,
  sanctioned_rate: 8.4,
  processing_fee: 5_000,
  sanction_valid_until: "2027-03-31",
};

describe("proposing banks", () => {
  it("POST {bank} → 201 proposed with its history; the lead becomes converted and shows them", async () => {
    const lead = await postLead();
    const res = await admin.post(`/api/eligibility-applications/${lead.id}/bank-applications`, {
      bank: "hdfc",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.any(Number),
      application_id: lead.id,
      bank: "hdfc",
      stage: "proposed",
      tranches: [],
      history: [{ stage: "proposed", at: expect.any(String), by: adminId }],
    });
    const detail = await admin.get(`/api/eligibility-applications/${lead.id}`);
    expect(detail.json).toMatchObject({
      status: "converted",
      furthest_stage: "proposed",
      bank_applications: [{ id: res.json.id, bank: "hdfc", stage: "proposed" }],
    });
    expect(detail.json.events.map((e: { status: string }) => e.status)).toEqual(["converted"]);
    const list = await admin.get(`/api/eligibility-applications/${lead.id}/bank-applications`);
    expect(list.json).toHaveLength(1);
  });

  it("refuses a second of the same bank (409), a bank not in the catalogue (400), an unknown lead (404)", async () => {
    const lead = await postLead();
    await propose(lead, "sbi");
    const again = await admin.post(`/api/eligibility-applications/${lead.id}/bank-applications`, {
      bank: "sbi",
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("This lead already has a bank application with sbi.");
    const unknown = await admin.post(`/api/eligibility-applications/${lead.id}/bank-applications`, {
      bank: "acme",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields.bank).toEqual(expect.any(String));
    expect(
      (
        await admin.post("/api/eligibility-applications/99999999/bank-applications", {
          bank: "sbi",
        })
      ).status,
    ).toBe(404);
    const count = await countDb(
      dialect,
      databaseUrl,
      "SELECT COUNT(*) AS n FROM bank_applications WHERE application_id = ?",
      [lead.id],
    );
    expect(count).toBe(1);
  });

  it("is the team's: signed out 401, a customer 403, before anything is read", async () => {
    const lead = await postLead();
    const anonymous = new ApiClient(server.baseUrl);
    const url = `/api/eligibility-applications/${lead.id}/bank-applications`;
    expect((await anonymous.post(url, { bank: "sbi" })).status).toBe(401);
    expect((await anonymous.patch("/api/bank-applications/1", { stage: "withdrawn" })).status).toBe(
      401,
    );
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("loanfile");
    expect((await customer.post(url, { bank: "sbi" })).status).toBe(403);
    expect((await customer.get("/api/bank-applications/1")).status).toBe(403);
    expect((await admin.request("PUT", url, { bank: "sbi" })).status).toBe(405);
  });
});

describe("the whole file, with the borrower's decisions by OTP", () => {
  it("staff propose two banks; the borrower approves one and declines the other; staff log in, sanction and disburse in tranches", async () => {
    const lead = await postLead({ first_name: "Meera" });
    const hdfc = await propose(lead, "hdfc");
    const icici = await propose(lead, "icici");

    // The team cannot take the borrower's place.
    const skip = await move(hdfc, { stage: "logged_in", bank_reference: "HD/1" });
    expect(skip.status).toBe(409);
    expect(skip.json.error).toBe(
      "A bank application that is proposed cannot move to logged_in. Allowed moves: rejected, withdrawn. Only the borrower approves or declines a proposed bank.",
    );
    expect((await move(hdfc, { stage: "approved" })).status).toBe(409);

    // Tracking without a code: banks and stages, no amounts.
    const tracked = await new ApiClient(server.baseUrl).post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
    });
    expect(tracked.status).toBe(200);
    expect(tracked.json.mobile_verified).toBe(false);
    expect(tracked.json.bank_applications).toEqual([
      {
        id: hdfc,
        bank: "hdfc",
        stage: "proposed",
        history: [{ stage: "proposed", at: expect.any(String) }],
      },
      {
        id: icici,
        bank: "icici",
        stage: "proposed",
        history: [{ stage: "proposed", at: expect.any(String) }],
      },
    ]);

    const token = await verify(lead.phone);
    const body = { reference: lead.reference, phone: lead.phone, otp_verification: token };
    const approved = await decide(hdfc, { ...body, decision: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ id: hdfc, stage: "approved" });
    // The same token serves the next action too.
    const declined = await decide(icici, { ...body, decision: "decline" });
    expect(declined.json).toMatchObject({ stage: "declined" });
    // Declined is final; a decision made is made.
    expect((await decide(icici, { ...body, decision: "approve" })).status).toBe(409);
    expect((await decide(hdfc, { ...body, decision: "decline" })).json.error).toBe(
      "This bank is no longer waiting for your decision.",
    );
    expect((await move(icici, { stage: "withdrawn" })).status).toBe(409);

    // Each stage, refused with the fields it lacks, then moved.
    const noRef = await move(hdfc, { stage: "logged_in" });
    expect(noRef.status).toBe(400);
    expect(Object.keys(noRef.json.fields)).toEqual(["bank_reference"]);
    expect((await move(hdfc, SANCTION)).status).toBe(409);
    expect((await move(hdfc, { stage: "logged_in", bank_reference: "HD/26/118" })).status).toBe(
      200,
    );
    const partial = await move(hdfc, { stage: "sanctioned", sanctioned_amount: 4_000_000 });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.json.fields).sort()).toEqual([
      "processing_fee",
      "sanction_valid_until",
      "sanctioned_rate",
    ]);
    expect((await move(hdfc, SANCTION)).json).toMatchObject({ stage: "sanctioned" });
    expect(
      (await move(hdfc, { stage: "disbursed", disbursed_amount: 1_500_000 })).json.fields,
    ).toEqual({
      disbursed_on: expect.any(String),
    });
    const first = await move(hdfc, {
      stage: "disbursed",
      disbursed_amount: 1_500_000,
      disbursed_on: "2026-12-01",
    });
    expect(first.status).toBe(200);
    const second = await move(hdfc, {
      stage: "disbursed",
      disbursed_amount: 2_500_000,
      disbursed_on: "2027-01-10",
    });
    expect(second.json).toMatchObject({
      stage: "disbursed",
      disbursed_amount: 4_000_000,
      tranches: [
        { amount: 1_500_000, on: "2026-12-01" },
        { amount: 2_500_000, on: "2027-01-10" },
      ],
    });
    expect(second.json.history.map((h: { stage: string; by: unknown }) => [h.stage, h.by])).toEqual(
      [
        ["proposed", adminId],
        ["approved", "borrower"],
        ["logged_in", adminId],
        ["sanctioned", adminId],
        ["disbursed", adminId],
        ["disbursed", adminId],
      ],
    );
    // Past the sanction, and after disbursal nothing but another tranche.
    expect(
      (await move(hdfc, { stage: "disbursed", disbursed_amount: 1, disbursed_on: "2027-02-01" }))
        .status,
    ).toBe(400);
    const late = await move(hdfc, { stage: "rejected", reason: "x" });
    expect(late.status).toBe(409);
    expect(late.json.error).toContain("Allowed moves: disbursed (another tranche).");

    // The lead keeps its figures; the list filters and shows them; the CSV carries them.
    const detail = await admin.get(`/api/eligibility-applications/${lead.id}`);
    expect(detail.json).toMatchObject({
      furthest_stage: "disbursed",
      sanctioned_amount: 4_000_000,
      disbursed_amount: 4_000_000,
    });
    const listed = await admin.get("/api/eligibility-applications?stage=disbursed&pageSize=100");
    expect(listed.status).toBe(200);
    expect(listed.json.map((r: { id: number }) => r.id)).toContain(lead.id);
    expect(
      listed.json.every((r: { furthest_stage: string }) => r.furthest_stage === "disbursed"),
    ).toBe(true);
    expect(
      (await admin.get("/api/eligibility-applications?stage=proposed&pageSize=100")).json.map(
        (r: { id: number }) => r.id,
      ),
    ).not.toContain(lead.id);
    expect((await admin.get("/api/eligibility-applications?stage=done")).status).toBe(400);
    const csv = await admin.get(`/api/eligibility-applications?format=csv&q=${lead.reference}`);
    const [header, row] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header.split(",");
    const cells = csvCells(row);
    expect(cells[columns.indexOf("furthest_stage")]).toBe("disbursed");
    expect(cells[columns.indexOf("sanctioned_amount")]).toBe("4000000");
    expect(cells[columns.indexOf("disbursed_amount")]).toBe("4000000");

    // With the code, tracking answers the amounts too.
    const full = await new ApiClient(server.baseUrl).post("/api/track", body);
    expect(full.json.mobile_verified).toBe(true);
    expect(full.json.bank_applications[0]).toMatchObject({
      bank: "hdfc",
      stage: "disbursed",
      bank_reference: "HD/26/118",
      sanctioned_amount: 4_000_000,
      sanctioned_rate: 8.4,
      disbursed_amount: 4_000_000,
      tranches: [{ amount: 1_500_000 }, { amount: 2_500_000 }],
    });
    expect(full.json.bank_applications[0].history[0]).not.toHaveProperty("by");

    // Told once per step: documents, two proposals, logged in, sanctioned, each tranche.
    const expected = [
      `loan-file:${lead.id}:documents`,
      `bank-application:${hdfc}:proposed`,
      `bank-application:${icici}:proposed`,
      `bank-application:${hdfc}:logged_in`,
      `bank-application:${hdfc}:sanctioned`,
    ];
    const mailKeys = () =>
      smtp.received
        .filter((m) => m.to === lead.email && /^(loan-file|bank-application):/.test(m.outboxKey))
        .map((m) => m.outboxKey.replace(/:email$/, ""));
    await waitFor(() => mailKeys().length >= expected.length + 2, { what: "the borrower's mail" });
    const keys = mailKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => !/:disbursed:\d+$/.test(k)).sort()).toEqual([...expected].sort());
    expect(keys.filter((k) => /:disbursed:\d+$/.test(k))).toHaveLength(2);
    const sanctioned = smtp.received.find((m) => m.outboxKey.endsWith(`${hdfc}:sanctioned:email`));
    expect(sanctioned?.text).toContain("₹40,00,000");
    expect(sanctioned?.text).toContain("8.4% a year");
    expect(sanctioned?.text).toContain("31 Mar 2027");
    expect(sanctioned?.text).toContain("Dear Meera,");
    const texts = () =>
      b.sms.filter((m) => m.to === `+91${lead.phone}` && m.message.startsWith("GharSetu:"));
    await waitFor(() => texts().length >= expected.length + 2, { what: "the borrower's SMS" });
    expect(texts()).toHaveLength(expected.length + 2);
    expect(texts().some((m) => m.message.includes("sanctioned ₹40,00,000"))).toBe(true);
  });

  it("a Hindi enquiry is told in Hindi; a rejection is told; a withdrawal is not", async () => {
    const lead = await postLead({ language: "hi", first_name: "Ravi" });
    const sbi = await propose(lead, "sbi");
    const pnb = await propose(lead, "pnb");
    const token = await verify(lead.phone);
    const body = { reference: lead.reference, phone: lead.phone, otp_verification: token };
    expect((await decide(sbi, { ...body, decision: "approve" })).status).toBe(200);
    expect((await move(sbi, { stage: "rejected", reason: "CIBIL below 650" })).json).toMatchObject({
      stage: "rejected",
      reason: "CIBIL below 650",
    });
    expect((await move(pnb, { stage: "withdrawn" })).json).toMatchObject({ stage: "withdrawn" });
    expect((await admin.get(`/api/eligibility-applications/${lead.id}`)).json.furthest_stage).toBe(
      "rejected",
    );
    const rejected = await waitFor(
      () => smtp.received.find((m) => m.outboxKey === `bank-application:${sbi}:rejected:email`),
      { what: "the rejection mail" },
    );
    expect(rejected?.subject).toContain("मंज़ूर नहीं कर सका");
    expect(rejected?.text).toContain("नमस्ते Ravi जी");
    await waitFor(
      () => b.sms.find((m) => m.to === `+91${lead.phone}` && m.message.includes("मंज़ूर नहीं कर सका")),
      { what: "the rejection SMS" },
    );
    const documents = smtp.received.find(
      (m) => m.outboxKey === `loan-file:${lead.id}:documents:email`,
    );
    expect(documents?.text).toContain("/hi/track");
    const withdrawnRows = await queryDb(
      dialect,
      databaseUrl,
      "SELECT id FROM mail_outbox WHERE dedupe_key LIKE ?",
      [`bank-application:${pnb}:withdrawn%`],
    );
    expect(withdrawnRows).toHaveLength(0);
  });
});

describe("the borrower's decision is refused", () => {
  it("without a verification, with an expired one, or one for another number: 400 naming otp_verification", async () => {
    const lead = await postLead();
    const id = await propose(lead, "axis");
    const base = { reference: lead.reference, phone: lead.phone, decision: "approve" };
    const missing = await decide(id, base);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ error: NEEDS_CODE, fields: { otp_verification: NEEDS_CODE } });
    const expired = await decide(id, { ...base, otp_verification: expiredToken(lead.phone) });
    expect(expired.status).toBe(400);
    expect(expired.json.fields).toEqual({ otp_verification: EXPIRED });
    const other = await decide(id, { ...base, otp_verification: await verify(randomMobile()) });
    expect(other.status).toBe(400);
    expect(other.json.fields).toEqual({ otp_verification: EXPIRED });
    expect(
      (await decide(id, { ...base, decision: "yes", otp_verification: "x" })).json.fields,
    ).toEqual({ decision: "decision must be approve, decline or withdraw." });
    const [row] = await queryDb<{ stage: string }>(
      dialect,
      databaseUrl,
      "SELECT stage FROM bank_applications WHERE id = ?",
      [id],
    );
    expect(row.stage).toBe("proposed");
  });

  it("for someone else's reference or application: the tracking 404", async () => {
    const mine = await postLead();
    const theirs = await postLead();
    const myBank = await propose(mine, "kotak");
    const theirBank = await propose(theirs, "kotak");
    const token = await verify(mine.phone);
    const body = {
      reference: mine.reference,
      phone: mine.phone,
      otp_verification: token,
      decision: "approve",
    };
    // Their application through my enquiry.
    const crossed = await decide(theirBank, body);
    expect(crossed.status).toBe(404);
    expect(crossed.json.error).toBe(NOT_FOUND);
    // Their reference with my phone and token.
    expect((await decide(theirBank, { ...body, reference: theirs.reference })).status).toBe(404);
    expect((await decide(myBank, { ...body, reference: "GS-00000000" })).status).toBe(404);
    expect((await decide(99_999_999, body)).status).toBe(404);
    const rows = await queryDb<{ stage: string }>(
      dialect,
      databaseUrl,
      "SELECT stage FROM bank_applications WHERE id IN (?, ?)",
      [myBank, theirBank],
    );
    expect(rows.map((r) => r.stage)).toEqual(["proposed", "proposed"]);
  });
});

describe("double submits", () => {
  it("two identical moves at once make one move; the other is answered 409", async () => {
    const lead = await postLead();
    const id = await propose(lead, "yesbank");
    await approveWithCode(lead, id);
    const results = await Promise.all([
      move(id, { stage: "logged_in", bank_reference: "Y/1" }),
      move(id, { stage: "logged_in", bank_reference: "Y/1" }),
      move(id, { stage: "logged_in", bank_reference: "Y/1" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const events = await queryDb(
      dialect,
      databaseUrl,
      "SELECT id FROM bank_application_events WHERE bank_application_id = ? AND stage = ?",
      [id, "logged_in"],
    );
    expect(events).toHaveLength(1);
    const mail = await queryDb(
      dialect,
      databaseUrl,
      "SELECT id FROM mail_outbox WHERE dedupe_key LIKE ?",
      [`bank-application:${id}:logged_in:%`],
    );
    // One e-mail and one SMS: the step is told once per channel.
    expect(mail).toHaveLength(2);
  });

  it("the database refuses a second notice for the same step", async () => {
    const lead = await postLead();
    const id = await propose(lead, "idfc");
    const key = `bank-application:${id}:proposed:email`;
    await expect(
      queryDb(
        dialect,
        databaseUrl,
        "INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, body_text, body_html, status, attempts, next_attempt_at, created_at) VALUES (?, 'loan-file', 'x@example.test', 's', 't', 'h', 'pending', 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
        [key],
      ),
    ).rejects.toThrow(/unique/i);
  });
});

describe("the team's panel on /admin/eligibility/:id", () => {
  const post = (leadId: number, body: Record<string, string>) =>
    admin.postForm(`/admin/eligibility/${leadId}`, body);
  const bankMove = (
    leadId: number,
    bankApplication: number,
    stage: string,
    fields: Record<string, string> = {},
  ) =>
    post(leadId, {
      intent: "bank-move",
      bank_application_id: String(bankApplication),
      stage,
      ...fields,
    });

  it("proposes and moves by plain HTML form posts; a refused form shows the message by its field and keeps what was typed", async () => {
    const lead = await postLead();
    const proposed = await post(lead.id, { intent: "bank-propose", bank: "boi" });
    expect(proposed.status).toBe(200);
    expect(proposed.text).toContain("Proposed BOI");
    const [app] = (await admin.get(`/api/eligibility-applications/${lead.id}/bank-applications`))
      .json;
    const page = await admin.get(`/admin/eligibility/${lead.id}`);
    expect(page.text).toContain("Loan file");
    expect(page.text).toContain("Waiting for the borrower to approve or decline");
    // Only the moves the stage allows: a proposed bank can be rejected or withdrawn, not logged in.
    expect(page.text).toContain("Withdraw");
    expect(page.text).not.toContain("Record the log-in");

    const refused = await bankMove(lead.id, app.id, "rejected", { reason: "" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Give the reason (1 to 500 characters).");
    const conflict = await bankMove(lead.id, app.id, "logged_in", { bank_reference: "BOI/77" });
    expect(conflict.status).toBe(409);
    // Another lead's application is not found through this lead's page.
    const other = await postLead();
    expect((await bankMove(other.id, app.id, "withdrawn")).status).toBe(404);
    const withdrawn = await bankMove(lead.id, app.id, "withdrawn", {
      reason: "Borrower chose another bank",
    });
    expect(withdrawn.status).toBe(200);
    expect((await admin.get(`/api/bank-applications/${app.id}`)).json).toMatchObject({
      stage: "withdrawn",
      reason: "Borrower chose another bank",
    });
  });

  it("reads amounts typed with Indian grouping", async () => {
    const lead = await postLead();
    const id = await propose(lead, "indusind");
    await approveWithCode(lead, id);
    await move(id, { stage: "logged_in", bank_reference: "IB/9" });
    const incomplete = await bankMove(lead.id, id, "sanctioned", {
      sanctioned_amount: "₹45,00,000",
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.text).toContain('value="₹45,00,000"');
    expect(incomplete.text).toContain("Enter the sanctioned rate in % a year");
    const saved = await bankMove(lead.id, id, "sanctioned", {
      sanctioned_amount: "₹45,00,000",
      sanctioned_rate: "8.65",
      processing_fee: "10,000",
      sanction_valid_until: "2027-06-30",
    });
    expect(saved.status).toBe(200);
    expect((await admin.get(`/api/bank-applications/${id}`)).json).toMatchObject({
      stage: "sanctioned",
      sanctioned_amount: 4_500_000,
      processing_fee: 10_000,
    });
    const page = await admin.get(`/admin/eligibility/${lead.id}`);
    expect(page.text).toContain("₹45,00,000");
    expect(page.text).toContain("Record the disbursal");
  });
});

describe("the borrower's pages, without JavaScript", () => {
  it("/track lists the banks; with the verification it decides by a plain form post, in English and Hindi", async () => {
    const lead = await postLead();
    const hdfc = await propose(lead, "hdfc");
    const sbi = await propose(lead, "sbi");
    const borrower = new ApiClient(server.baseUrl);
    const looked = await borrower.postForm("/track", {
      reference: lead.reference,
      phone: lead.phone,
    });
    expect(looked.status).toBe(200);
    expect(looked.text).toContain("Your loan file with the banks");
    expect(looked.text).toContain("HDFC Bank");
    expect(looked.text).toContain("Waiting for your decision");
    expect(looked.text).not.toContain("Decline HDFC Bank");

    const token = await verify(lead.phone);
    const lookup = { reference: lead.reference, phone: lead.phone, otp_verification: token };
    const verified = await borrower.postForm("/track", { intent: "track", ...lookup });
    expect(verified.text).toContain("Approve HDFC Bank");
    expect(verified.text).toContain("receives your details and documents");
    const decideByForm = (path: string, bankApplication: number, decision: string, over = {}) =>
      borrower.postForm(path, {
        intent: "decide",
        ...lookup,
        bank_application_id: String(bankApplication),
        decision,
        ...over,
      });
    const approved = await decideByForm("/track", hdfc, "approve");
    expect(approved.status).toBe(200);
    expect(approved.text).toContain("You approved HDFC Bank.");
    const again = await decideByForm("/hi/track", hdfc, "decline");
    expect(again.status).toBe(409);
    expect(again.text).toContain("यह बैंक अब आपके फ़ैसले का इंतज़ार नहीं कर रहा है।");
    const declined = await decideByForm("/hi/track", sbi, "decline");
    expect(declined.text).toContain("आपने State Bank of India को मना किया।");
    expect(declined.text).toContain("आपने मंज़ूरी दी");
    // An expired verification is refused and dropped: the page offers verification again.
    const stale = await decideByForm("/track", sbi, "approve", {
      otp_verification: expiredToken(lead.phone),
    });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain(EXPIRED);
    expect(stale.text).not.toContain("Approve HDFC Bank");
  });

  it("/account: the signed-in owner approves or declines without a code", async () => {
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("owner");
    const phone = randomMobile();
    const res = await customer.post(
      "/api/eligibility-applications",
      validLeadPayload({ phone_number: phone }),
    );
    expect(res.status).toBe(201);
    const lead = { id: Number(res.json.id), reference: res.json.reference, phone, email: "" };
    const axis = await propose(lead, "axis");
    const page = await customer.get("/account");
    expect(page.text).toContain("Axis Bank");
    expect(page.text).toContain("Approve Axis Bank");
    const decided = await customer.postForm("/account", {
      intent: "bank-decision",
      bank_application_id: String(axis),
      decision: "approve",
    });
    expect(decided.status).toBe(200);
    expect(decided.text).toContain("You approved Axis Bank.");
    expect((await admin.get(`/api/bank-applications/${axis}`)).json.history.at(-1)).toMatchObject({
      stage: "approved",
      by: "borrower",
    });
    // Someone else's application: not found, nothing moved.
    const other = await postLead();
    const theirs = await propose(other, "axis");
    const refused = await customer.postForm("/account", {
      intent: "bank-decision",
      bank_application_id: String(theirs),
      decision: "decline",
    });
    expect(refused.status).toBe(404);
    expect((await admin.get(`/api/bank-applications/${theirs}`)).json.stage).toBe("proposed");
  });
});
