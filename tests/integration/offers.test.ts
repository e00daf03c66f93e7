import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { closeDb } from "../../app/db/db.server.ts";
import { WORKED_INPUTS } from "../../app/domain/offers/test-fixtures.ts";
import { runRetention } from "../../app/modules/retention/retention.server.ts";
import { ApiClient } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { queryDb } from "../support/db-query.ts";
import { waitFor } from "../support/smtp.ts";

// Fair offers over HTTP (docs/product/offers.md), on a server and database of this file's own so
// that the lenders taking part are exactly the ones set here: the lending policies (PUT
// /api/banks/{slug}), the snapshots (POST and GET /api/offers), and choosing a lender with a
// verified mobile, which mails the team (a real SMTP server on loopback).

const dialect = inject("dialect") as "sqlite" | "postgres";
const NOTIFY = "team-offers@example.test";
let b: BorrowerServer;

const WORKED = WORKED_INPUTS;

/** A lending policy at `rate` for every band, with the fees given; open otherwise. */
function policy(rate: number | null, overrides: Record<string, unknown> = {}) {
  return {
    rates: {
      "800+": rate,
      "750-799": rate,
      "700-749": rate,
      "650-699": rate,
      "below-650": null,
      "no-history": rate,
    },
    min_monthly_income: 10_000,
    max_foir_percent: 60,
    max_ltv_percent: 90,
    min_loan: 100_000,
    max_loan: 100_000_000,
    max_tenure_months: 360,
    max_age_at_maturity: 75,
    employment: ["salaried", "self-employed-professional", "self-employed-business"],
    processing_fee_percent: 0,
    processing_fee_min: 0,
    processing_fee_max: 0,
    other_charges: 0,
    penal_charges: "2% a year on the overdue instalment.",
    kfs_url: "https://example.com/kfs",
    ...overrides,
  };
}

async function bank(slug: string) {
  const res = await b.admin.get(`/api/banks/${slug}`);
  expect(res.status).toBe(200);
  return res.json;
}

async function setPolicy(slug: string, offerPolicy: unknown) {
  const { slug: _slug, brandColor: _color, policy_updated_at: _at, ...body } = await bank(slug);
  const res = await b.admin.put(`/api/banks/${slug}`, { ...body, offer_policy: offerPolicy });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const postOffers = (inputs: unknown, client = new ApiClient(b.server.baseUrl)) =>
  client.post("/api/offers", { inputs });

beforeAll(async () => {
  b = await startBorrowerServer(dialect, { NOTIFY_EMAIL: NOTIFY });
  // The retention job, in this process, on the server's database.
  process.env.DATABASE_URL = b.databaseUrl;
  // Lender A (boi) at 8.50% with ₹10,000 of fees, lender B (pnb) at 8.75% with ₹15,000, lender C
  // (hdfc) at 8.50% allowing 30% FOIR, lender D (kotak) lending only to 800+; the rest out.
  const banks = (await b.admin.get("/api/banks")).json as { slug: string }[];
  for (const { slug } of banks) {
    if (!["boi", "pnb", "hdfc", "kotak"].includes(slug)) await setPolicy(slug, null);
  }
  await setPolicy(
    "boi",
    policy(8.5, {
      processing_fee_percent: 0.25,
      processing_fee_max: 7_500,
      other_charges: 2_500,
    }),
  );
  await setPolicy("pnb", policy(8.75, { processing_fee_percent: 0.5, processing_fee_max: 15_000 }));
  await setPolicy("hdfc", policy(8.5, { max_foir_percent: 30 }));
  await setPolicy("kotak", {
    ...policy(null),
    rates: { ...policy(null).rates, "800+": 7.9 },
  });
}, 120_000);

afterAll(async () => {
  await closeDb();
  await b?.stop();
});

describe("lending policies on the banks", () => {
  it("are public with their date, and a bank without one shows null", async () => {
    const boi = await bank("boi");
    expect(boi.offer_policy.rates["750-799"]).toBe(8.5);
    expect(Date.parse(boi.policy_updated_at)).not.toBeNaN();
    const anonymous = await new ApiClient(b.server.baseUrl).get("/api/banks/boi");
    expect(anonymous.json.offer_policy).toEqual(boi.offer_policy);
    expect((await bank("sbi")).offer_policy).toBeNull();
  });

  it("refuse bad values field by field with dotted names, and change nothing", async () => {
    const before = await bank("pnb");
    const { slug: _s, brandColor: _c, policy_updated_at: _p, ...body } = before;
    const cases: [Record<string, unknown>, string][] = [
      [{ rates: { ...policy(8).rates, "750-799": 30 } }, "offer_policy.rates.750-799"],
      [{ rates: { ...policy(8).rates, "900+": 8 } }, "offer_policy.rates"],
      [{ max_foir_percent: 85 }, "offer_policy.max_foir_percent"],
      [{ max_ltv_percent: 95 }, "offer_policy.max_ltv_percent"],
      [{ max_tenure_months: 400 }, "offer_policy.max_tenure_months"],
      [{ max_age_at_maturity: 45 }, "offer_policy.max_age_at_maturity"],
      [{ employment: [] }, "offer_policy.employment"],
      [{ processing_fee_percent: 6 }, "offer_policy.processing_fee_percent"],
      [{ min_loan: 5_000_000, max_loan: 1_000_000 }, "offer_policy.max_loan"],
      [{ penal_charges: "x".repeat(501) }, "offer_policy.penal_charges"],
      [{ kfs_url: "http://example.com/kfs" }, "offer_policy.kfs_url"],
      [{ kfs_url: "javascript:alert(1)" }, "offer_policy.kfs_url"],
    ];
    for (const [change, field] of cases) {
      const res = await b.admin.put("/api/banks/pnb", {
        ...body,
        offer_policy: { ...before.offer_policy, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json.fields), JSON.stringify(change)).toContain(field);
      expect(res.json.error).toBe(res.json.fields[Object.keys(res.json.fields)[0]]);
    }
    const notAnObject = await b.admin.put("/api/banks/pnb", { ...body, offer_policy: "yes" });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.json.fields).toHaveProperty("offer_policy");
    expect(await bank("pnb")).toEqual(before);
  });

  it("keep the policy and its date when a PUT leaves it out or repeats it", async () => {
    const before = await bank("hdfc");
    const { offer_policy, policy_updated_at: _p, slug: _s, brandColor: _c, ...rest } = before;
    expect((await b.admin.put("/api/banks/hdfc", rest)).status).toBe(200);
    expect((await b.admin.put("/api/banks/hdfc", { ...rest, offer_policy })).status).toBe(200);
    const after = await bank("hdfc");
    expect(after.offer_policy).toEqual(before.offer_policy);
    expect(after.policy_updated_at).toBe(before.policy_updated_at);
  });

  it("are the admins' to edit: 401 signed out, 403 for a customer", async () => {
    const { slug: _s, brandColor: _c, policy_updated_at: _p, ...body } = await bank("boi");
    const edit = { ...body, offer_policy: null };
    expect((await new ApiClient(b.server.baseUrl).put("/api/banks/boi", edit)).status).toBe(401);
    const customer = new ApiClient(b.server.baseUrl);
    await customer.registerCustomer();
    expect((await customer.put("/api/banks/boi", edit)).status).toBe(403);
    expect((await bank("boi")).offer_policy).not.toBeNull();
  });
});

describe("POST /api/offers", () => {
  it("answers the worked figures: every lender once, offers by APR, reasons with their fix", async () => {
    const res = await postOffers(WORKED);
    expect(res.status, res.text).toBe(201);
    const snapshot = res.json;
    expect(snapshot.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(snapshot.method_version).toBe("1");
    expect(snapshot.inputs).toEqual(WORKED);
    expect(snapshot.offers.map((o: { bank: string }) => o.bank)).toEqual(["boi", "pnb"]);
    const [a, bOffer] = snapshot.offers;
    expect(a).toMatchObject({
      amount: 3_000_000,
      tenure_months: 240,
      rate: 8.5,
      emi: 26_035,
      processing_fee: 7_500,
      other_charges: 2_500,
      total_upfront: 10_000,
      total_interest: 3_248_212,
      total_payable: 6_258_212,
      apr: 8.55,
      ltv_percent: 75,
      kfs_url: "https://example.com/kfs",
    });
    expect(bOffer).toMatchObject({ rate: 8.75, emi: 26_511, apr: 8.82, total_upfront: 15_000 });
    expect(snapshot.not_matched.map((n: { bank: string }) => n.bank)).toEqual(["hdfc", "kotak"]);
    const [hdfc, kotak] = snapshot.not_matched;
    expect(hdfc.reasons).toEqual([
      {
        code: "foir_above_limit",
        detail: { foir_percent: 30.03, limit_percent: 30 },
        fix: { max_loan: 2_996_000 },
      },
    ]);
    expect(kotak.reasons).toEqual([{ code: "credit_score_not_lent", detail: { band: "750-799" } }]);
  });

  it("says why for a property too small for the loan (ltv, with the largest loan that fits)", async () => {
    const res = await postOffers({ ...WORKED, property_value: 3_200_000 });
    expect(res.status).toBe(201);
    const boi = res.json.not_matched.find((n: { bank: string }) => n.bank === "boi");
    expect(boi.reasons).toEqual([
      {
        code: "ltv_above_limit",
        detail: { ltv_percent: 93.75, limit_percent: 90 },
        fix: { max_loan: 2_880_000 },
      },
    ]);
  });

  it("is kept byte for byte: GET answers the same text, unchanged by a later policy edit", async () => {
    const posted = await postOffers(WORKED);
    expect(posted.status).toBe(201);
    const first = await new ApiClient(b.server.baseUrl).get(`/api/offers/${posted.json.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/application\/json/);
    expect(first.text).toBe(posted.text);

    const boi = (await bank("boi")).offer_policy;
    await setPolicy("boi", { ...boi, rates: { ...boi.rates, "750-799": 9.9 } });
    try {
      const again = await new ApiClient(b.server.baseUrl).get(`/api/offers/${posted.json.id}`);
      expect(again.text).toBe(posted.text);
      const fresh = await postOffers(WORKED);
      expect(fresh.json.offers.map((o: { bank: string }) => o.bank)).toEqual(["pnb", "boi"]);
      expect(fresh.json.id).not.toBe(posted.json.id);
    } finally {
      await setPolicy("boi", boi);
    }
  });

  it("leaves a bank out once it is no partner, and a policy of null takes it out too", async () => {
    const { slug: _s, brandColor: _c, policy_updated_at: _p, ...body } = await bank("pnb");
    expect((await b.admin.put("/api/banks/pnb", { ...body, partner: false })).status).toBe(200);
    try {
      const res = await postOffers(WORKED);
      const all = [...res.json.offers, ...res.json.not_matched].map((x) => x.bank);
      expect(all.sort()).toEqual(["boi", "hdfc", "kotak"]);
    } finally {
      await b.admin.put("/api/banks/pnb", { ...body, partner: true });
    }
  });

  it("refuses bad inputs by their own names and stores nothing", async () => {
    const count = async () =>
      Number(
        (
          await queryDb<{ n: number | string }>(
            dialect,
            b.databaseUrl,
            "select count(*) as n from offer_snapshots",
          )
        )[0].n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ loan_amount: 99_999 }, "loan_amount"],
      [{ loan_amount: 100_000_001 }, "loan_amount"],
      [{ loan_amount: "lots" }, "loan_amount"],
      [{ tenure_months: 11 }, "tenure_months"],
      [{ tenure_months: 361 }, "tenure_months"],
      [{ property_value: 0 }, "property_value"],
      [{ monthly_income: -5 }, "monthly_income"],
      [{ existing_emis: -1 }, "existing_emis"],
      [{ credit_score_band: "excellent" }, "credit_score_band"],
      [{ age: 17 }, "age"],
      [{ age: 76 }, "age"],
      [{ employment: "pensioner" }, "employment"],
    ];
    for (const [change, field] of cases) {
      const res = await postOffers({ ...WORKED, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json.fields)).toEqual([field]);
    }
    const { loan_amount: _l, ...missing } = WORKED;
    const noLoan = await postOffers(missing);
    expect(noLoan.status).toBe(400);
    expect(noLoan.json.fields).toHaveProperty("loan_amount");
    for (const body of [{}, { inputs: "x" }, { inputs: [WORKED] }, []]) {
      const res = await new ApiClient(b.server.baseUrl).post("/api/offers", body);
      expect(res.status).toBe(400);
      expect(res.json.fields).toHaveProperty("inputs");
    }
    const notJson = await new ApiClient(b.server.baseUrl).post("/api/offers", "inputs=1", {
      "content-type": "text/plain",
    });
    expect(notJson.status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("answers 404 for an unknown or malformed snapshot, and 405 for other methods", async () => {
    const client = new ApiClient(b.server.baseUrl);
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "nope", "%27%20or%201%3D1"]) {
      const res = await client.get(`/api/offers/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error).toBe("Offer snapshot not found.");
    }
    expect((await client.get("/api/offers")).status).toBe(405);
    expect((await client.delete(`/api/offers/${(await postOffers(WORKED)).json.id}`)).status).toBe(
      405,
    );
  });

  it("holds no name or contact, and is erased after the retention period", async () => {
    const posted = await postOffers(WORKED);
    const [row] = await queryDb<{ body: string }>(
      dialect,
      b.databaseUrl,
      "select body from offer_snapshots where id = ?",
      [posted.json.id],
    );
    expect(row.body).toBe(posted.text);
    expect(Object.keys(JSON.parse(row.body)).sort()).toEqual(
      ["created_at", "id", "inputs", "method_version", "not_matched", "offers"].sort(),
    );

    const kept = await postOffers(WORKED);
    const old = new Date(Date.now() - 731 * 86_400_000).toISOString();
    await queryDb(
      dialect,
      b.databaseUrl,
      "update offer_snapshots set created_at = ? where id = ?",
      [old, posted.json.id],
    );
    const erased = await runRetention(new Date(), 730);
    expect(erased.offer_snapshots).toBe(1);
    const client = new ApiClient(b.server.baseUrl);
    expect((await client.get(`/api/offers/${posted.json.id}`)).status).toBe(404);
    expect((await client.get(`/api/offers/${kept.json.id}`)).text).toBe(kept.text);
  });

  it("has the lead POST's per-address limit (429)", async () => {
    const bot = new ApiClient(b.server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await bot.post("/api/offers", {})).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await bot.post("/api/offers", {})).json.error).toMatch(/too many/i);
    expect((await postOffers(WORKED)).status).toBe(201);
  });
});

describe("choosing a lender", () => {
  const choose = (id: string, body: Record<string, unknown>) =>
    new ApiClient(b.server.baseUrl).post(`/api/track/offers/${id}/choose`, body);

  it("makes an approved bank application carrying the offer, tells the team, and refuses a second", async () => {
    const lead = await b.postLead();
    const snapshot = (await postOffers(WORKED)).json;
    const token = await b.verify(lead.phone);
    const body = {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
      bank: "pnb",
    };
    const res = await choose(snapshot.id, body);
    expect(res.status, res.text).toBe(201);
    const app = res.json.bank_application;
    expect(app).toMatchObject({ bank: "pnb", stage: "approved", offer_id: snapshot.id });
    expect(app.offer).toEqual(snapshot.offers[1]);
    expect(app.history.map((h: { stage: string; by: unknown }) => [h.stage, h.by])).toEqual([
      ["proposed", "borrower"],
      ["approved", "borrower"],
    ]);

    const team = await b.admin.get(`/api/eligibility-applications/${lead.id}/bank-applications`);
    expect(team.json).toHaveLength(1);
    expect(team.json[0]).toMatchObject({ stage: "approved", offer_id: snapshot.id });
    expect(team.json[0].offer.apr).toBe(8.82);
    const leadRow = await b.admin.get(`/api/eligibility-applications/${lead.id}`);
    expect(leadRow.json.status).toBe("converted");

    const tracked = await new ApiClient(b.server.baseUrl).post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(tracked.status).toBe(200);
    expect(tracked.json.bank_applications[0]).toMatchObject({
      bank: "pnb",
      offer_id: snapshot.id,
    });

    const mail = await waitFor(
      () =>
        b.smtp.received.find(
          (m) => m.to === NOTIFY && m.subject.includes("chose Punjab National Bank"),
        ),
      { what: "the team's mail" },
    );
    expect(mail?.subject).toContain(lead.reference);
    expect(mail?.text).toContain(snapshot.id);

    const twice = await choose(snapshot.id, body);
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatch(/already has a bank application/);
  });

  it("refuses each reason of the contract, each changing nothing", async () => {
    const lead = await b.postLead();
    const other = await b.postLead();
    const snapshot = (await postOffers(WORKED)).json;
    const token = await b.verify(lead.phone);
    const base = { reference: lead.reference, phone: lead.phone, otp_verification: token };

    const noCode = await choose(snapshot.id, { ...base, otp_verification: undefined, bank: "boi" });
    expect(noCode.status).toBe(400);
    expect(noCode.json.fields).toHaveProperty("otp_verification");
    const forged = await choose(snapshot.id, { ...base, otp_verification: "x.y", bank: "boi" });
    expect(forged.status).toBe(400);
    expect(forged.json.fields).toHaveProperty("otp_verification");
    const noBank = await choose(snapshot.id, base);
    expect(noBank.status).toBe(400);
    expect(noBank.json.fields).toHaveProperty("bank");
    const badPhone = await choose(snapshot.id, { ...base, phone: "12", bank: "boi" });
    expect(badPhone.status).toBe(400);

    // Reference, mobile and snapshot that do not belong together.
    const wrongLead = await choose(snapshot.id, {
      ...base,
      reference: other.reference,
      bank: "boi",
    });
    expect(wrongLead.status).toBe(404);
    const unknown = await choose("AAAAAAAAAAAAAAAAAAAAAA", { ...base, bank: "boi" });
    expect(unknown.status).toBe(404);

    const notMatched = await choose(snapshot.id, { ...base, bank: "hdfc" });
    expect(notMatched.status).toBe(409);
    expect(notMatched.json.error).toMatch(/HDFC Bank did not match/);
    const notInIt = await choose(snapshot.id, { ...base, bank: "sbi" });
    expect(notInIt.status).toBe(409);

    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await queryDb(
      dialect,
      b.databaseUrl,
      "update offer_snapshots set created_at = ?, body = replace(body, ?, ?) where id = ?",
      [old, snapshot.created_at, old, snapshot.id],
    );
    const expired = await choose(snapshot.id, { ...base, bank: "boi" });
    expect(expired.status).toBe(409);
    expect(expired.json.error).toBe("This offer has expired. Check your offers again.");

    const apps = await b.admin.get(`/api/eligibility-applications/${lead.id}/bank-applications`);
    expect(apps.json).toEqual([]);
    const queued = await queryDb(
      dialect,
      b.databaseUrl,
      "select id from mail_outbox where dedupe_key like ?",
      [`offer-chosen:${lead.id}:%`],
    );
    expect(queued).toEqual([]);
  });
});
