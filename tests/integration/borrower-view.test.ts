import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeDb } from "../../app/db/db.server.ts";
import { CALL_MESSAGES, callRefusal } from "../../app/domain/calls/limits.ts";
import { WITHDRAW_REFUSAL } from "../../app/domain/loan-file/stages.ts";
import { logCall } from "../../app/modules/calls/calls.server.ts";
import { makeStaff } from "../support/accounts.ts";
import { ApiClient } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { countDb } from "../support/db-query.ts";
import { ADMIN_EMAIL } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// The borrower's own view over HTTP (docs/product/borrower-view.md), on a server and database of
// this file's own: the ledger "who has my data" after a scripted file, and nothing of another
// lead in it; the call limits (3 per IST day, 08:00–19:00 IST) with a fake clock, through the
// module on this server's database, and over HTTP at whatever hour the suite runs; stopping a
// bank, which mails the bank's contact exactly once (a real SMTP server on loopback); and the
// bank's notify_email, shown to admins only and kept by a PUT that leaves it out.

const dialect = inject("dialect") as "sqlite" | "postgres";
const NOTIFY = "team-notices@example.test";
const BANK_CONTACT = "erasure-desk@sbi.example.test";
let b: BorrowerServer;
let adminId = 0;
let staff: ApiClient;
let staffId = 0;
let staffEmail = "";

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { NOTIFY_EMAIL: NOTIFY });
  const me = (await b.admin.get("/api/auth/me")).json;
  adminId = Number(me.user?.id ?? me.id);
  // The modules, in this process, on the server's database: the calls with a fake clock.
  process.env.DATABASE_URL = b.databaseUrl;
  staff = new ApiClient(b.server.baseUrl);
  ({ id: staffId, email: staffEmail } = await makeStaff(staff, b.admin, "Staff"));
}, 120_000);

afterAll(async () => {
  await closeDb();
  await b?.stop();
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function uploadAsStaff(leadId: number, code: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), `${code}.pdf`);
  const res = await fetch(
    `${b.server.baseUrl}/api/eligibility-applications/${leadId}/documents/${code}/files`,
    { method: "POST", body: form, headers: { cookie: b.admin.cookie } },
  );
  expect(res.status, await res.text()).toBe(201);
}

const decide = (id: number, body: Record<string, unknown>) =>
  new ApiClient(b.server.baseUrl).post(`/api/track/bank-applications/${id}`, body);

/** An instant in IST, as UTC: `ist("2026-11-26T18:59")`. */
const ist = (local: string) => new Date(`${local}:00+05:30`);

interface LedgerEntry {
  kind: string;
  at: string;
  [key: string]: unknown;
}

describe("the ledger: who has my data", () => {
  it("after a scripted file: one bank shared, two documents, three notices by e-mail and SMS, two calls, the team's views; nothing of another lead", async () => {
    const lead = await b.postLead();
    const other = await b.postLead();
    const sbi = await b.propose(lead, "sbi");
    await b.propose(lead, "hdfc");
    // Another lead with its own bank, document, call and views: none of it may show.
    const otherBank = await b.propose(other, "axis");
    await uploadAsStaff(other.id, "income");
    expect(
      (
        await logCall(
          other.id,
          { outcome: "busy" },
          { id: adminId, email: ADMIN_EMAIL },
          ist("2026-11-20T10:00"),
        )
      ).ok,
    ).toBe(true);
    await b.admin.get(`/api/eligibility-applications/${other.id}`);

    const token = await b.verify(lead.phone);
    const lookup = { reference: lead.reference, phone: lead.phone, otp_verification: token };
    expect((await decide(sbi, { ...lookup, decision: "approve" })).status).toBe(200);
    await uploadAsStaff(lead.id, "identity");
    await uploadAsStaff(lead.id, "address");
    const actor = { id: adminId, email: ADMIN_EMAIL };
    expect(
      (await logCall(lead.id, { outcome: "no_answer" }, actor, ist("2026-11-24T10:00"))).ok,
    ).toBe(true);
    expect(
      (
        await logCall(
          lead.id,
          { outcome: "connected", note: "Asked for the PAN" },
          actor,
          ist("2026-11-24T11:00"),
        )
      ).ok,
    ).toBe(true);
    // The team opens the file: twice an admin, once staff (the team, admins included).
    for (const client of [b.admin, b.admin, staff]) {
      expect((await client.get(`/api/eligibility-applications/${lead.id}`)).status).toBe(200);
    }
    // Documents requested, two banks proposed: three notices, each by e-mail and SMS, delivered.
    await waitFor(
      async () =>
        (await countDb(
          dialect,
          b.databaseUrl,
          "SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent' AND (dedupe_key LIKE ? OR dedupe_key LIKE ? OR dedupe_key LIKE ?)",
          [`loan-file:${lead.id}:%`, `bank-application:${sbi}:%`, `bank-application:${sbi + 1}:%`],
        )) >= 6,
      { what: "the six notices sent" },
    );

    const tracked = await new ApiClient(b.server.baseUrl).post("/api/track", lookup);
    expect(tracked.status).toBe(200);
    const ledger = tracked.json.ledger as { entries: LedgerEntry[]; staff_views: number };
    const of = (kind: string) => ledger.entries.filter((e) => e.kind === kind);
    expect(of("bank").map(({ bank, stage }) => ({ bank, stage }))).toEqual([
      { bank: "sbi", stage: "approved" },
    ]);
    expect(of("document").map((e) => e.code)).toEqual(["identity", "address"]);
    const messages = of("message").map(({ channel, step, bank }) => `${channel}:${step}:${bank}`);
    expect(messages.sort()).toEqual(
      [
        "email:documents:null",
        "email:proposed:hdfc",
        "email:proposed:sbi",
        "sms:documents:null",
        "sms:proposed:hdfc",
        "sms:proposed:sbi",
      ].sort(),
    );
    expect(of("call").map((e) => [e.outcome, e.at])).toEqual([
      ["no_answer", ist("2026-11-24T10:00").toISOString()],
      ["connected", ist("2026-11-24T11:00").toISOString()],
    ]);
    expect(ledger.entries).toHaveLength(1 + 2 + 6 + 2);
    expect(ledger.staff_views).toBe(3);
    // Dated, oldest first; no name, e-mail or note of the team anywhere in it.
    const times = ledger.entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    const text = JSON.stringify(ledger);
    for (const secret of [ADMIN_EMAIL, staffEmail, "Asked for the PAN", "axis"]) {
      expect(text).not.toContain(secret);
    }

    expect(of("bank").map((e) => e.bank_application_id)).not.toContain(otherBank);
    // Without the verification there is no ledger at all.
    const plain = await new ApiClient(b.server.baseUrl).post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
    });
    expect(plain.status).toBe(200);
    expect(plain.json.ledger).toBeUndefined();
  });
});

describe("the call limits (3 attempts per IST day, 08:00–19:00 IST)", () => {
  const actor = () => ({ id: adminId, email: ADMIN_EMAIL });
  const count = (leadId: number) =>
    countDb(
      dialect,
      b.databaseUrl,
      "SELECT COUNT(*) AS n FROM lead_calls WHERE application_id = ?",
      [leadId],
    );

  it("a fourth attempt in the IST day and any out of hours are refused with the reason; refused ones do not count; the next IST day starts afresh", async () => {
    const lead = await b.postLead();
    const call = (at: Date) => logCall(lead.id, { outcome: "no_answer" }, actor(), at);
    const refused = (reason: "hours" | "limit") => ({ status: 409, error: CALL_MESSAGES[reason] });
    // Out of hours on both sides of the window, to the millisecond.
    expect(await call(new Date(ist("2026-11-26T08:00").getTime() - 1))).toMatchObject({
      ok: false,
      ...refused("hours"),
    });
    expect(await call(ist("2026-11-26T19:00"))).toMatchObject(refused("hours"));
    expect(await count(lead.id)).toBe(0);
    for (const at of ["08:00", "12:00", "18:58"]) {
      expect((await call(ist(`2026-11-26T${at}`))).ok).toBe(true);
    }
    expect(await call(ist("2026-11-26T18:59"))).toMatchObject(refused("limit"));
    expect(await call(ist("2026-11-26T18:59"))).toMatchObject(refused("limit"));
    expect(await count(lead.id)).toBe(3);
    // 08:00 IST the next day is 02:30 UTC: less than 24 hours after the day's calls, yet a new
    // IST calendar day with its own three.
    for (const at of ["08:00", "08:01", "08:02"]) {
      expect((await call(ist(`2026-11-27T${at}`))).ok).toBe(true);
    }
    expect(await call(ist("2026-11-27T08:03"))).toMatchObject(refused("limit"));
    expect(await count(lead.id)).toBe(6);
  });

  it("the limit holds per lead: another lead's calls do not count", async () => {
    const [one, two] = [await b.postLead(), await b.postLead()];
    for (let i = 0; i < 3; i++) {
      expect(
        (await logCall(one.id, { outcome: "busy" }, actor(), ist("2026-11-25T10:00"))).ok,
      ).toBe(true);
    }
    expect((await logCall(two.id, { outcome: "busy" }, actor(), ist("2026-11-25T10:00"))).ok).toBe(
      true,
    );
  });

  it("over HTTP: 201 or the 409 the rule gives at the server's hour, for admins as for staff; 400, 404 and 401 for the rest", async () => {
    const lead = await b.postLead();
    const path = `/api/eligibility-applications/${lead.id}/calls`;
    for (const [client, n] of [
      [b.admin, 0],
      [staff, 1],
      [b.admin, 2],
      [staff, 3],
    ] as const) {
      const before = new Date();
      const res = await client.post(path, { outcome: "call_back_later", note: "evening" });
      const after = new Date();
      const expected = [callRefusal(n, before), callRefusal(n, after)];
      const got = res.status === 201 ? null : res.status === 409 ? res.json.error : "other";
      // The hour may turn during the request: either side's answer is right.
      expect(
        expected.map((r) => (r ? CALL_MESSAGES[r] : null)),
        `${res.status} ${res.text}`,
      ).toContain(got);
      if (res.status === 201) {
        expect(res.json).toMatchObject({
          application_id: lead.id,
          outcome: "call_back_later",
          note: "evening",
        });
      }
    }
    expect(await count(lead.id)).toBeLessThanOrEqual(3);
    const bad = await b.admin.post(path, { outcome: "hung_up" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(["outcome"]);
    expect(
      (await b.admin.post("/api/eligibility-applications/99999999/calls", { outcome: "busy" }))
        .status,
    ).toBe(404);
    expect((await new ApiClient(b.server.baseUrl).post(path, { outcome: "busy" })).status).toBe(
      401,
    );
  });
});

describe("stop sharing with a bank", () => {
  it("withdraws the bank; NOTIFY_EMAIL, the assignee and the bank's contact are mailed, the bank exactly once; a second withdrawal is refused", async () => {
    const put = await b.admin.put("/api/banks/sbi", {
      ...(await b.admin.get("/api/banks/sbi")).json,
      notify_email: BANK_CONTACT,
    });
    expect(put.status, put.text).toBe(200);
    const lead = await b.postLead();
    expect(
      (await b.admin.patch(`/api/eligibility-applications/${lead.id}`, { assigned_to: staffId }))
        .status,
    ).toBe(200);
    const sbi = await b.propose(lead, "sbi");
    const hdfc = await b.propose(lead, "hdfc");
    const token = await b.verify(lead.phone);
    const lookup = { reference: lead.reference, phone: lead.phone, otp_verification: token };
    // Only a bank that holds the file can be stopped: a proposed one cannot.
    const early = await decide(hdfc, { ...lookup, decision: "withdraw" });
    expect(early.status).toBe(409);
    expect(early.json.error).toBe(WITHDRAW_REFUSAL);
    expect((await decide(sbi, { ...lookup, decision: "approve" })).status).toBe(200);

    const withdrawn = await decide(sbi, { ...lookup, decision: "withdraw" });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.stage).toBe("withdrawn");
    expect(withdrawn.json.history.map((h: { stage: string }) => h.stage)).toEqual([
      "proposed",
      "approved",
      "withdrawn",
    ]);
    const again = await decide(sbi, { ...lookup, decision: "withdraw" });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(WITHDRAW_REFUSAL);

    const key = `bank-application:${sbi}:withdrawn`;
    await waitFor(
      () =>
        b.smtp.countKey(`${key}:bank`) > 0 &&
        b.smtp.countKey(`${key}:team`) > 0 &&
        b.smtp.countKey(`${key}:assignee`) > 0,
      {
        what: "the withdrawal's three mails",
      },
    );
    // Nothing more arrives later (a retry or a second withdrawal would show here).
    await new Promise((r) => setTimeout(r, 1500));
    const toBank = b.smtp.received.filter(
      (m) => m.to === BANK_CONTACT && m.outboxKey.startsWith(key),
    );
    expect(toBank).toHaveLength(1);
    expect(toBank[0].subject).toContain(lead.reference);
    expect(toBank[0].text).toMatch(/stop processing/);
    expect(toBank[0].text).toMatch(/erase/);
    expect(b.smtp.received.filter((m) => m.outboxKey === `${key}:team`).map((m) => m.to)).toEqual([
      NOTIFY,
    ]);
    expect(
      b.smtp.received.filter((m) => m.outboxKey === `${key}:assignee`).map((m) => m.to),
    ).toEqual([staffEmail]);

    // The ledger says so: shared, then stopped.
    const tracked = await new ApiClient(b.server.baseUrl).post("/api/track", lookup);
    const banks = (tracked.json.ledger.entries as LedgerEntry[]).filter((e) => e.kind === "bank");
    expect(banks.map((e) => e.stage)).toEqual(["approved", "withdrawn"]);
  });
});

describe("the bank's notify_email", () => {
  it("GET shows it to admins only; PUT keeps it when the body omits it, clears it when blank, refuses a bad one", async () => {
    const publicBank = (await new ApiClient(b.server.baseUrl).get("/api/banks/icici")).json;
    expect(publicBank).not.toHaveProperty("notify_email");
    const set = await b.admin.put("/api/banks/icici", {
      ...publicBank,
      notify_email: "desk@icici.example.test",
    });
    expect(set.status, set.text).toBe(200);
    expect(set.json.notify_email).toBe("desk@icici.example.test");
    // Anonymous, staff: never.
    expect((await new ApiClient(b.server.baseUrl).get("/api/banks/icici")).json).not.toHaveProperty(
      "notify_email",
    );
    expect((await staff.get("/api/banks/icici")).json).not.toHaveProperty("notify_email");
    expect((await b.admin.get("/api/banks/icici")).json.notify_email).toBe(
      "desk@icici.example.test",
    );
    // The body as the public GET gives it: no notify_email, which stays.
    const kept = await b.admin.put("/api/banks/icici", { ...publicBank, tenure: "Up to 30 years" });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({
      tenure: "Up to 30 years",
      notify_email: "desk@icici.example.test",
    });
    const refused = await b.admin.put("/api/banks/icici", { ...publicBank, notify_email: "nope" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields)).toEqual(["notify_email"]);
    expect((await b.admin.get("/api/banks/icici")).json.notify_email).toBe(
      "desk@icici.example.test",
    );
    const cleared = await b.admin.put("/api/banks/icici", { ...publicBank, notify_email: "" });
    expect(cleared.json.notify_email).toBeNull();
  });
});
