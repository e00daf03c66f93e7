import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeDb } from "../../app/db/db.server.ts";
import { WORKED_SAVED_LOAN } from "../../app/domain/my-loan/test-fixtures.ts";
import { runRetention } from "../../app/modules/retention/retention.server.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { startServer } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// My loan over HTTP (docs/product/my-loan.md), on a server and database of this file's own: the
// repo rate's history (GET and an admin's POST /api/benchmarks), saving a loan with the mobile
// verified by OTP, the mobile's loans with the worked outlook, erasing one, and the messages a new
// repo rate sends (a real SMTP server and SMS receiver), each once.

const dialect = inject("dialect") as "sqlite" | "postgres";
let b: BorrowerServer;
let anon: ApiClient;

async function save(overrides: Record<string, unknown> = {}, phone = randomMobile()) {
  const token = await b.verify(phone);
  const res = await anon.post("/api/my-loans", {
    phone,
    otp_verification: token,
    ...WORKED_SAVED_LOAN,
    ...overrides,
  });
  expect(res.status, res.text).toBe(201);
  return { id: Number(res.json.id), phone, token };
}

const loansOf = (phone: string, token: string) =>
  anon.get(`/api/my-loans?phone=${phone}&otp_verification=${encodeURIComponent(token)}`);

const notices = (loanId: number) =>
  queryDb<{ key: string }>(
    dialect,
    b.databaseUrl,
    dialect === "postgres"
      ? "select key from my_loan_notices where loan_id = $1"
      : "select key from my_loan_notices where loan_id = ?",
    [loanId],
  );

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { MY_LOAN_NOTICES_MS: "500", RATE_LIMIT_FACTOR: "50" });
  anon = new ApiClient(b.server.baseUrl);
}, 120_000);

afterAll(async () => {
  await closeDb();
  await b?.stop();
});

/** An admin's POST /api/benchmarks body: a repo rate from a day. */
const repoRate = (rate: number, effective_from: string, source_url = "https://rbi.org.in/x") => ({
  name: "repo",
  rate,
  effective_from,
  source_url,
});

const sql = (text: string) => (dialect === "postgres" ? text.replace(/\?/g, () => "$1") : text);

describe("benchmarks", () => {
  it("lists the seeded repo rates, newest first, to anyone", async () => {
    const res = await anon.get("/api/benchmarks");
    expect(res.status).toBe(200);
    expect(
      res.json.map((r: { rate: number; effective_from: string }) => [r.rate, r.effective_from]),
    ).toEqual([
      [5.25, "2025-12-05"],
      [5.5, "2025-06-06"],
      [6, "2025-04-09"],
      [6.25, "2025-02-07"],
      [6.5, "2023-02-08"],
    ]);
  });

  it("refuses others (401/403) and bad values (400 naming each)", async () => {
    const row = repoRate(5, "2026-12-05");
    expect((await anon.post("/api/benchmarks", row)).status).toBe(401);
    const customer = new ApiClient(b.server.baseUrl);
    await customer.registerCustomer("bench");
    expect((await customer.post("/api/benchmarks", row)).status).toBe(403);
    const bad = await b.admin.post("/api/benchmarks", {
      name: "mclr",
      rate: 15.5,
      effective_from: "2099-01-01",
      source_url: "http://x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields).sort()).toEqual([
      "effective_from",
      "name",
      "rate",
      "source_url",
    ]);
    for (const body of [[], { rate: "5" }]) {
      expect((await b.admin.post("/api/benchmarks", body)).status).toBe(400);
    }
  });
});

describe("saved loans", () => {
  it("refuses bad input, a missing or stale verification, and a last reset too long ago", async () => {
    const phone = randomMobile();
    const token = await b.verify(phone);
    const old = await anon.post("/api/my-loans", {
      phone,
      otp_verification: token,
      ...WORKED_SAVED_LOAN,
      last_reset_on: "2026-08-01",
    });
    expect(old.status).toBe(400);
    expect(old.json.fields.last_reset_on).toBe("Enter the date of the most recent reset.");
    const none = await anon.post("/api/my-loans", { phone, ...WORKED_SAVED_LOAN });
    expect(none.status).toBe(400);
    expect(none.json.fields).toHaveProperty("otp_verification");
    const other = await anon.post("/api/my-loans", {
      phone: randomMobile(),
      otp_verification: token,
      ...WORKED_SAVED_LOAN,
    });
    expect(other.status).toBe(400);
    expect(other.json.fields).toHaveProperty("otp_verification");
    for (const body of [
      null,
      {},
      { phone, otp_verification: token, ...WORKED_SAVED_LOAN, outstanding: "x" },
    ]) {
      const res = await anon.post("/api/my-loans", body);
      expect(res.status).toBe(400);
      expect(res.json).toHaveProperty("fields");
    }
    expect((await anon.get(`/api/my-loans?phone=${phone}`)).status).toBe(400);
    expect((await anon.get(`/api/my-loans?phone=${phone}&otp_verification=nope`)).status).toBe(400);
  });

  it("saves the worked loan and answers its outlook; a new repo rate tells it once", async () => {
    const email = uniqueEmail("myloan");
    const saved = await save({ email });
    const other = await save({ rate_type: "other", last_reset_on: "", reset_every_months: "" });
    const before = await loansOf(saved.phone, saved.token);
    expect(before.status).toBe(200);
    expect(before.json.loans).toHaveLength(1);
    expect(before.json.loans[0].outlook).toMatchObject({
      emi: 26_522,
      spread: 2.9,
      next_reset_on: "2027-01-01",
      repo_now: { rate: 5.25, effective_from: "2025-12-05" },
      rate_at_next_reset: 8.15,
      change_pp: 0,
    });

    const row = repoRate(5, "2026-12-05");
    const added = await b.admin.post("/api/benchmarks", row);
    expect(added.status, added.text).toBe(201);
    expect((await b.admin.post("/api/benchmarks", { ...row, rate: 5.1 })).status).toBe(409);

    const after = await loansOf(saved.phone, saved.token);
    expect(after.json.loans[0].outlook).toMatchObject({
      rate_at_next_reset: 7.9,
      change_pp: -0.25,
      keep_tenure: { emi: 26_068, total_interest: 2_630_555 },
      keep_emi: { months: 209, total_interest: 2_517_921 },
      keep_emi_reason: null,
    });

    const mail = await waitFor(() => b.smtp.received.find((m) => m.to.includes(email)), {
      what: "the mail",
    });
    for (const part of ["5.00%", "7.90%", "₹26,068", "209"]) expect(mail?.text).toContain(part);
    const sms = await waitFor(
      () => b.sms.find((m) => m.to.endsWith(saved.phone) && m.message.includes("repo")),
      {
        what: "the SMS",
      },
    );
    for (const part of ["5.00%", "7.90%", "₹26,068", "209", "/my-loan"])
      expect(sms?.message).toContain(part);
    // Several sweeps later (the job every 500 ms), still one of each; none for the `other` loan.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(b.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    const told = (phone: string) =>
      b.sms.filter((m) => m.to.endsWith(phone) && m.message.includes("repo"));
    expect(told(saved.phone)).toHaveLength(1);
    expect(await notices(saved.id)).toHaveLength(1);
    expect(await notices(other.id)).toHaveLength(0);
    expect(told(other.phone)).toHaveLength(0);
  });

  it("erases a loan with the proof (204), 404 for another mobile's, 400 without a proof", async () => {
    const mine = await save();
    const theirs = await save();
    const q = (s: { phone: string; token: string }) =>
      `phone=${s.phone}&otp_verification=${encodeURIComponent(s.token)}`;
    expect((await anon.delete(`/api/my-loans/${theirs.id}?${q(mine)}`)).status).toBe(404);
    expect((await anon.delete(`/api/my-loans/${mine.id}?phone=${mine.phone}`)).status).toBe(400);
    expect((await anon.delete(`/api/my-loans/x?${q(mine)}`)).status).toBe(404);
    expect((await anon.delete(`/api/my-loans/${mine.id}?${q(mine)}`)).status).toBe(204);
    expect((await loansOf(mine.phone, mine.token)).json.loans).toEqual([]);
    expect((await loansOf(theirs.phone, theirs.token)).json.loans).toHaveLength(1);
  });
});

describe("the loan's end and its reset", () => {
  it("tells a reset 15 days or less away once, at once", async () => {
    const email = uniqueEmail("reset");
    // Today (IST) is in December 2026: a quarterly reset on 2026-09-10 comes next on 2026-12-10.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const last = new Date(`${today}T00:00:00Z`);
    last.setUTCMonth(last.getUTCMonth() - 3);
    last.setUTCDate(last.getUTCDate() + 5);
    const saved = await save({ email, last_reset_on: last.toISOString().slice(0, 10) });
    await waitFor(() => b.smtp.received.find((m) => m.to.includes(email)), { what: "reset mail" });
    await new Promise((r) => setTimeout(r, 1_500));
    const mails = b.smtp.received.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("resets on");
    expect((await notices(saved.id)).map((n) => n.key)).toEqual([
      expect.stringMatching(new RegExp(`^reset:${saved.id}:`)),
    ]);
  });

  it("erases the mobile's loans on consent withdrawal, and the retention job the old ones", async () => {
    const lead = await b.postLead();
    const token = await b.verify(lead.phone);
    const res = await anon.post("/api/my-loans", {
      phone: lead.phone,
      otp_verification: token,
      ...WORKED_SAVED_LOAN,
    });
    expect(res.status, res.text).toBe(201);
    const saved = { id: Number(res.json.id) };
    const withdrawn = await anon.post("/api/consent/withdraw", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect((await loansOf(lead.phone, token)).json.loans).toEqual([]);
    expect(await notices(saved.id)).toEqual([]);

    const old = await save();
    await queryDb(
      dialect,
      b.databaseUrl,
      sql("update saved_loans set created_at = '2020-01-01T00:00:00.000Z' where id = ?"),
      [old.id],
    );
    process.env.DATABASE_URL = b.databaseUrl;
    const erased = await runRetention();
    expect(erased.saved_loans).toBeGreaterThanOrEqual(1);
    expect((await loansOf(old.phone, old.token)).json.loans).toEqual([]);
  });

  it("tells nothing about an erased loan, and each loan once with two instances on one database", async () => {
    const gone = await save({ email: uniqueEmail("gone") });
    const q = `phone=${gone.phone}&otp_verification=${encodeURIComponent(gone.token)}`;
    expect((await anon.delete(`/api/my-loans/${gone.id}?${q}`)).status).toBe(204);

    const phone = randomMobile();
    const token = await b.verify(phone);
    const emails: string[] = [];
    for (let i = 0; i < 20; i++) {
      const email = uniqueEmail("twice");
      emails.push(email);
      const res = await anon.post("/api/my-loans", {
        phone,
        otp_verification: token,
        ...WORKED_SAVED_LOAN,
        email,
      });
      expect(res.status, res.text).toBe(201);
    }
    const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-second-"));
    const second =
      dialect === "postgres" ? await startServer({ ...b.env, DATA_DIR: dataDir }) : null;
    try {
      const row = repoRate(4.75, "2026-12-20", "https://rbi.org.in/y");
      const added = await b.admin.post("/api/benchmarks", row);
      expect(added.status, added.text).toBe(201);
      await waitFor(() => emails.every((e) => b.smtp.received.some((m) => m.to.includes(e))), {
        what: "every loan's mail",
      });
      await new Promise((r) => setTimeout(r, 2_000));
      for (const email of emails) {
        expect(
          b.smtp.received.filter((m) => m.to.includes(email)),
          email,
        ).toHaveLength(1);
      }
      const sms = b.sms.filter((m) => m.to.endsWith(phone) && m.message.includes("4.75%"));
      expect(sms).toHaveLength(20);
      expect(
        b.smtp.received.filter((m) => m.text.includes("4.75%") && m.to.includes("gone")),
      ).toEqual([]);
    } finally {
      await second?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
