import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BENCHMARK_MESSAGES } from "../../app/domain/my-loan/benchmarks.ts";
import { SAVED_LOAN_MESSAGES } from "../../app/domain/my-loan/saved-loan.ts";
import { OTP_MESSAGES } from "../../app/domain/otp/rules.ts";
import hiErrors from "../../app/i18n/hi/errors-my-loan.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { waitFor } from "../support/smtp.ts";

// The My loan pages' plain form posts (docs/product/my-loan.md "Pages"), without JavaScript, on a
// server and database of this file's own: /my-loan's code and verification, saving (refused field
// by field in the page's language, nothing stored), a stale proof, "Ask about moving this loan"
// (a callback request naming the loan), Delete; /account's section with the account's own mobile;
// /admin/benchmarks for admins only, each refusal; and the saved loans in the ledger.

const dialect = inject("dialect") as "sqlite" | "postgres";
let b: BorrowerServer;

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { RATE_LIMIT_FACTOR: "50" });
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

/** A parameterised query, `?` placeholders on both databases. */
async function rows<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  let n = 0;
  const sql = dialect === "postgres" ? text.replace(/\?/g, () => `$${++n}`) : text;
  return queryDb<T>(dialect, b.databaseUrl, sql, params);
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
function monthsAgo(months: number) {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const LOAN = {
  bank: "sbi",
  rate_type: "repo",
  current_rate: "8.15",
  last_reset_on: monthsAgo(1),
  reset_every_months: "3",
  outstanding: "30,00,000",
  remaining_months: "216",
  consent: "on",
};

const loansOfPhone = (phone: string) =>
  rows<{ id: number; language: string }>("select id, language from saved_loans where phone = ?", [
    phone,
  ]);

describe("/my-loan without JavaScript", () => {
  it("sends a code, refuses a wrong one, and verifies the right one, listing the mobile's loans", async () => {
    const client = new ApiClient(b.server.baseUrl);
    const bad = await client.postForm("/my-loan", { intent: "send-code", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(OTP_MESSAGES.phone);

    const phone = randomMobile();
    const sent = await client.postForm("/my-loan", { intent: "send-code", phone });
    expect(sent.status).toBe(200);
    const sms = await waitFor(
      () => b.sms.filter((m) => m.to === `+91${phone}` && /\b\d{6}\b/.test(m.message)).at(-1),
      { what: "the code" },
    );
    const code = /\b(\d{6})\b/.exec(sms?.message ?? "")?.[1] ?? "";
    const wrong = await client.postForm("/my-loan", {
      intent: "verify-code",
      phone,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(OTP_MESSAGES.wrongOrExpired);
    const right = await client.postForm("/my-loan", { intent: "verify-code", phone, code });
    expect(right.status).toBe(200);
    expect(right.text).toContain(`Mobile number ${phone} verified.`);
    expect(right.text).toContain('name="otp_verification"');
  });

  it("saves a loan with the proof (201), in the page's language; bad input is refused field by field in Hindi, nothing saved", async () => {
    const client = new ApiClient(b.server.baseUrl);
    const phone = randomMobile();
    const token = await b.verify(phone);
    const refused = await client.postForm("/hi/my-loan", {
      intent: "save",
      phone,
      otp_verification: token,
      ...LOAN,
      outstanding: "5",
      current_rate: "25",
      consent: "",
    });
    expect(refused.status).toBe(400);
    for (const id of [
      "errors-my-loan.outstanding",
      "errors-my-loan.currentRate",
      "errors-my-loan.consent",
    ] as const) {
      expect(refused.text).toContain(hiErrors[id]);
    }
    // What was typed is given back.
    expect(refused.text).toContain('value="25"');
    expect(await loansOfPhone(phone)).toEqual([]);

    const saved = await client.postForm("/hi/my-loan", {
      intent: "save",
      phone,
      otp_verification: token,
      ...LOAN,
    });
    expect(saved.status).toBe(201);
    const stored = await loansOfPhone(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.language).toBe("hi");
    // The outlook and the balance chart are on the page.
    expect(saved.text).toContain(`data-testid="saved-loan-${stored[0]?.id}"`);
    expect(saved.text).toContain('data-line="keep-tenure"');
    expect(saved.text).toContain('data-chart="chart-repo"');
  });

  it("refuses a save, a delete or an ask without a live proof, naming the verification", async () => {
    const client = new ApiClient(b.server.baseUrl);
    const phone = randomMobile();
    for (const intent of ["save", "delete", "ask"]) {
      const res = await client.postForm("/my-loan", {
        intent,
        phone,
        otp_verification: "stale.token",
        loan_id: "1",
        ...LOAN,
      });
      expect(res.status).toBe(400);
      expect(res.text).toContain("Your verification has expired or is for another number.");
    }
    expect(await loansOfPhone(phone)).toEqual([]);
  });

  it("asks about moving a loan (a callback request naming it), refuses another mobile's loan, deletes one", async () => {
    const client = new ApiClient(b.server.baseUrl);
    const phone = randomMobile();
    const token = await b.verify(phone);
    const proof = { phone, otp_verification: token };
    expect((await client.postForm("/my-loan", { intent: "save", ...proof, ...LOAN })).status).toBe(
      201,
    );
    const [loan] = await loansOfPhone(phone);
    const other = randomMobile();
    const otherToken = await b.verify(other);
    await client.postForm("/my-loan", {
      intent: "save",
      phone: other,
      otp_verification: otherToken,
      ...LOAN,
    });
    const [theirs] = await loansOfPhone(other);

    const ask = { name: "Asha Verma", city: "Pune", preferred_slot: "11:00-14:00", consent: "on" };
    const askAbout = (id: number | undefined, changes: Record<string, string> = {}) =>
      client.postForm("/my-loan", {
        intent: "ask",
        ...proof,
        loan_id: String(id),
        ...ask,
        ...changes,
      });
    const noName = await askAbout(loan?.id, { name: "" });
    expect(noName.status).toBe(400);
    expect(noName.text).toContain("Please enter your name.");
    const notMine = await askAbout(theirs?.id);
    expect(notMine.status).toBe(404);
    const asked = await askAbout(loan?.id);
    expect(asked.status).toBe(201);
    const reference = /GS-[0-9A-Z]{8}/.exec(asked.text)?.[0];
    const [callback] = await rows<{
      saved_loan_id: number;
      phone_verified: number;
      bank_slug: string;
    }>(
      "select saved_loan_id, phone_verified, bank_slug from callback_requests where reference = ?",
      [reference],
    );
    expect(Number(callback?.saved_loan_id)).toBe(loan?.id);
    expect(Number(callback?.phone_verified)).toBe(1);
    expect(callback?.bank_slug).toBe("sbi");
    // The team's page of the request names the loan.
    const [row] = await rows<{ id: number }>(
      "select id from callback_requests where reference = ?",
      [reference],
    );
    const detail = await b.admin.get(`/admin/callbacks/${row?.id}`);
    expect(detail.text).toContain(`#${loan?.id}: State Bank of India`);
    // And the list marks it, so a transfer call is told apart before it is opened.
    const list = await b.admin.get("/admin/callbacks");
    const listRow = list.text.slice(list.text.indexOf(reference ?? "?"));
    expect(listRow.slice(0, listRow.indexOf("</tr>"))).toContain("(moving a saved loan)");

    const deleteTheirs = await client.postForm("/my-loan", {
      intent: "delete",
      ...proof,
      loan_id: String(theirs?.id),
    });
    expect(deleteTheirs.status).toBe(404);
    expect(await loansOfPhone(other)).toHaveLength(1);
    const deleted = await client.postForm("/my-loan", {
      intent: "delete",
      ...proof,
      loan_id: String(loan?.id),
    });
    expect(deleted.status).toBe(200);
    expect(await loansOfPhone(phone)).toEqual([]);
    expect((await b.admin.get(`/admin/callbacks/${row?.id}`)).text).toContain("erased");
  });
});

describe("/account's My loan", () => {
  it("saves, lists and deletes with the account's own mobile, no code asked", async () => {
    const customer = new ApiClient(b.server.baseUrl);
    await customer.registerCustomer("myloan");
    const mobile = "9876543210";
    const before = (await loansOfPhone(mobile)).length;
    const bad = await customer.postForm("/account", {
      intent: "loan-save",
      ...LOAN,
      outstanding: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(SAVED_LOAN_MESSAGES.outstanding);
    const saved = await customer.postForm("/account", { intent: "loan-save", ...LOAN });
    expect(saved.status).toBe(201);
    const loans = await loansOfPhone(mobile);
    expect(loans).toHaveLength(before + 1);
    const page = await customer.get("/account");
    expect(page.text).toContain(`data-testid="saved-loan-${loans.at(-1)?.id}"`);
    const deleted = await customer.postForm("/account", {
      intent: "loan-delete",
      loan_id: String(loans.at(-1)?.id),
    });
    expect(deleted.status).toBe(200);
    expect(await loansOfPhone(mobile)).toHaveLength(before);
    // Signed out, the section's posts go to sign-in like the rest of /account.
    const anon = await new ApiClient(b.server.baseUrl).postForm("/account", {
      intent: "loan-save",
      ...LOAN,
    });
    expect(anon.status).toBe(302);
  });
});

describe("/admin/benchmarks", () => {
  it("is for admins only", async () => {
    const anon = new ApiClient(b.server.baseUrl);
    expect((await anon.get("/admin/benchmarks")).status).toBe(302);
    const customer = new ApiClient(b.server.baseUrl);
    await customer.registerCustomer("bench");
    expect((await customer.get("/admin/benchmarks")).status).toBe(403);
    const post = await customer.postForm("/admin/benchmarks", {
      rate: "5",
      effective_from: today(),
      source_url: "https://www.rbi.org.in/x",
    });
    expect(post.status).toBe(403);
    const page = await b.admin.get("/admin/benchmarks");
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-chart="chart-repo"');
    expect(page.text).toContain("2025-12-05");
  });

  it("shows each refusal beside its field, refuses the same date twice (409), adds a rate (201)", async () => {
    const count = async () => (await rows("select id from benchmarks")).length;
    const before = await count();
    const far = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const bad = await b.admin.postForm("/admin/benchmarks", {
      rate: "99",
      effective_from: far,
      source_url: "http://example.com",
    });
    expect(bad.status).toBe(400);
    for (const text of [BENCHMARK_MESSAGES.rate, BENCHMARK_MESSAGES.tooFar, BENCHMARK_MESSAGES.url])
      expect(bad.text).toContain(text);
    const row = { rate: "5.10%", effective_from: today(), source_url: "https://www.rbi.org.in/x" };
    expect((await b.admin.postForm("/admin/benchmarks", row)).status).toBe(201);
    const again = await b.admin.postForm("/admin/benchmarks", { ...row, rate: "5.2" });
    expect(again.status).toBe(409);
    expect(again.text).toContain(BENCHMARK_MESSAGES.duplicate);
    expect(await count()).toBe(before + 1);
    const [added] = await rows<{ rate: number }>(
      "select rate from benchmarks where effective_from = ?",
      [today()],
    );
    expect(Number(added?.rate)).toBe(5.1);
  });
});

describe("the ledger", () => {
  it("lists a loan saved with the enquiry's mobile in 'who has my data'", async () => {
    const lead = await b.postLead();
    const token = await b.verify(lead.phone);
    const client = new ApiClient(b.server.baseUrl);
    const email = uniqueEmail("ledger");
    expect(
      (
        await client.postForm("/my-loan", {
          intent: "save",
          phone: lead.phone,
          otp_verification: token,
          ...LOAN,
          email,
        })
      ).status,
    ).toBe(201);
    const tracked = await client.post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(tracked.status).toBe(200);
    const entries = tracked.json.ledger.entries as { kind: string; bank?: string }[];
    expect(entries.filter((e) => e.kind === "saved_loan")).toEqual([
      expect.objectContaining({ kind: "saved_loan", bank: "sbi", lender_name: null }),
    ]);
  });
});
