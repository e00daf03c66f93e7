import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CLIENT_SENT_RESULT,
  EXPENSES_EXCEED_INCOME,
  validLeadPayload,
} from "../../../tests/support/lead-payload.ts";
import { countRows } from "../../db/count-rows.server.ts";
import { getDb } from "../../db/db.server.ts";
import { assessEligibility } from "../../domain/eligibility/assess.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/enums.ts";
import { getDashboardStats, startOfIndianDay } from "./dashboard.server.ts";
import { submitLead } from "./intake.server.ts";
import { listLeads } from "./list.server.ts";
import { parseLeadListQuery } from "./list-query.server.ts";
import {
  deleteLead,
  getLead,
  listLeadEvents,
  listLeadsForUser,
  updateLeadStatus,
} from "./work.server.ts";

/**
 * A complete, eligible application as the wizard posts it (docs/product/forms.md "The eligibility
 * application"): the tests' valid lead with a smaller loan, rental income, a personal loan and an
 * address of its own.
 */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return validLeadPayload({
    property_worth: 5_000_000,
    borrow_amount: 3_000_000,
    receive_rental_income: "yes",
    rental_income_amount: 120_000,
    monthly_living_expenditure: 40_000,
    has_personal_loan: "yes",
    personal_loan_amount: 60_000,
    email: `asha-${crypto.randomBytes(4).toString("hex")}@example.test`,
    phone_number: "+91 98765 43210",
    ...overrides,
  });
}

async function submitted(overrides: Record<string, unknown> = {}, ctx = {}) {
  const result = await submitLead(application(overrides), ctx);
  if (!result.ok) throw new Error(`expected a stored application: ${result.error}`);
  return result.result;
}

describe("submitLead", () => {
  it("stores every field, the server's own result and the consent record", async () => {
    const input = application({ bank_slug: "hdfc", interest_rate: 8.6 });
    const now = new Date("2026-11-15T10:00:00Z");
    const result = await submitLead(input, { now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.created).toBe(true);
    const expected = assessEligibility(input as never);
    expect(result.result).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^GS-[0-9A-HJKMNP-TV-Z]{8}$/),
      is_eligible: expected.is_eligible,
      eligibility_message: expected.eligibility_message,
      calculated_emi: expected.calculated_emi,
      pmay_candidate: false,
    });
    expect(result.result.is_eligible).toBe(1);
    const row = await getLead(result.result.id);
    expect(row).toMatchObject({
      ...Object.fromEntries(Object.entries(input).filter(([k]) => k !== "consent")),
      bank_slug: "hdfc",
      user_id: null,
      status: "new",
      consent_at: now.toISOString(),
      consent_notice_version: CONSENT_NOTICE_VERSION,
      created_at: now.toISOString(),
      calculated_emi: expected.calculated_emi,
    });
  });

  it("stores the page's language and writes the borrower's mail in it", async () => {
    const english = await submitLead(application());
    const hindi = await submitLead(application({ language: "hi" }));
    expect(english.ok && hindi.ok).toBe(true);
    if (!english.ok || !hindi.ok) return;
    expect((await getLead(english.result.id))?.language).toBe("en");
    expect((await getLead(hindi.result.id))?.language).toBe("hi");
    const subjects = await getDb()
      .selectFrom("mail_outbox")
      .select(["dedupe_key", "subject"])
      .where("dedupe_key", "in", [
        `lead:${hindi.result.id}:confirm`,
        `lead:${english.result.id}:confirm`,
      ])
      .execute();
    const subjectOf = (id: number) =>
      subjects.find((m) => m.dedupe_key === `lead:${id}:confirm`)?.subject;
    expect(subjectOf(hindi.result.id)).toBe(
      `आपकी होम लोन पूछताछ ${hindi.result.reference} हमें मिल गई है`,
    );
    expect(subjectOf(english.result.id)).toBe(
      `We received your home-loan enquiry ${english.result.reference}`,
    );
    const refused = await submitLead(application({ language: "ta" }));
    expect(refused).toMatchObject({
      ok: false,
      fields: { language: "language must be en or hi." },
    });
  });

  it("ignores client-sent is_eligible, eligibility_message and calculated_emi", async () => {
    const input = application({
      monthly_living_expenditure: 200_000,
      ...CLIENT_SENT_RESULT,
    });
    const result = await submitLead(input, {});
    if (!result.ok) throw new Error(result.error);
    expect(result.result).toMatchObject(EXPENSES_EXCEED_INCOME);
    expect((await getLead(result.result.id))?.is_eligible).toBe(0);
  });

  it("stores the default rate 9 when none was sent", async () => {
    const { id } = await submitted({ interest_rate: null });
    expect((await getLead(id))?.interest_rate).toBe(9);
  });

  it("links the application to the signed-in user", async () => {
    const admin = await getDb().selectFrom("users").select("id").executeTakeFirstOrThrow();
    const { id } = await submitted({}, { userId: admin.id });
    expect((await getLead(id))?.user_id).toBe(admin.id);
    expect((await listLeadsForUser(admin.id)).map((r) => r.id)).toContain(id);
  });

  it("returns the stored answer for a repeated client_id and writes nothing", async () => {
    const input = application();
    const first = await submitLead(input, {});
    const before = await countRows("eligibility_applications");
    const again = await submitLead({ ...input, first_name: "Changed" }, {});
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.created).toBe(false);
    expect(again.result).toEqual(first.result);
    expect(await countRows("eligibility_applications")).toBe(before);
    expect((await getLead(first.result.id))?.first_name).toBe("Asha");
  });

  it("keeps one row when deliveries of one client_id race", async () => {
    const input = application();
    const before = await countRows("eligibility_applications");
    const results = await Promise.all(Array.from({ length: 8 }, () => submitLead(input, {})));
    const ids = new Set(results.map((r) => (r.ok ? r.result.id : -1)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(await countRows("eligibility_applications")).toBe(before + 1);
  });

  it("stores many leads sent at once, each with its own result, replays included", async () => {
    // Arriving together they are written in a few multi-row INSERTs (the write batcher): each
    // still gets its own row and answer, a replay within or across batches creates nothing.
    const stored = application({ first_name: "Stored" });
    const first = await submitLead(stored, {});
    if (!first.ok) throw new Error("setup failed");
    const before = await countRows("eligibility_applications");
    const fresh = Array.from({ length: 30 }, (_, i) =>
      application({ first_name: `Batch${i}`, yearly_income: 1_000_000 + i * 100_000 }),
    );
    const inputs = [...fresh, fresh[3], stored, fresh[17], { ...fresh[5], phone: undefined }];
    const results = await Promise.all(inputs.map((input) => submitLead(input, {})));
    expect(results.every((r) => r.ok)).toBe(true);
    const ok = results as Extract<(typeof results)[number], { ok: true }>[];
    expect(ok.slice(0, 30).every((r) => r.created)).toBe(true);
    expect(ok.slice(30).map((r) => r.created)).toEqual([false, false, false, false]);
    expect(new Set(ok.slice(0, 30).map((r) => r.result.id)).size).toBe(30);
    expect(ok[30].result).toEqual(ok[3].result);
    expect(ok[31].result).toEqual(first.result);
    expect(ok[32].result).toEqual(ok[17].result);
    expect(ok[33].result).toEqual(ok[5].result);
    expect(await countRows("eligibility_applications")).toBe(before + 30);
    for (const [i, r] of ok.slice(0, 30).entries()) {
      const row = await getLead(r.result.id);
      expect(row?.first_name).toBe(`Batch${i}`);
      expect(row?.client_id).toBe(fresh[i].client_id);
      // The result is the one worked out for this lead, not a neighbour's.
      expect(r.result.calculated_emi).toBe(row?.calculated_emi);
      expect(r.result.eligibility_message).toBe(row?.eligibility_message);
    }
  });

  it.each([
    [{ consent: false }, "consent"],
    [{ consent: undefined }, "consent"],
    [{ borrow_amount: 500_000 }, "borrow_amount"],
    [{ postal_code: "012345" }, "postal_code"],
    [{ email: "nope" }, "email"],
    [{ interest_rate: 40 }, "interest_rate"],
    [{ client_id: "x" }, "client_id"],
    [{ bank_slug: "nobank" }, "bank_slug"],
    [{ bank_slug: 7 }, "bank_slug"],
    [{ property_worth: "5000000" }, "property_worth"],
  ])("refuses %o under its field and writes nothing", async (overrides, field) => {
    const before = await countRows("eligibility_applications");
    const result = await submitLead(application(overrides), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields[field]).toEqual(expect.any(String));
    expect(await countRows("eligibility_applications")).toBe(before);
  });

  it("refuses a NUL character in any text field (PostgreSQL cannot store it)", async () => {
    const before = await countRows("eligibility_applications");
    const result = await submitLead(application({ company_name: "Acme\u0000" }), {});
    expect(result).toMatchObject({ ok: false, fields: { company_name: expect.any(String) } });
    expect(await countRows("eligibility_applications")).toBe(before);
    expect((await listLeads({ q: "\u0000" })).total).toBe(
      await countRows("eligibility_applications"),
    );
    expect(parseLeadListQuery(new URLSearchParams("q=a%00")).ok).toBe(false);
  });

  it("reports docs/product/forms.md messages verbatim", async () => {
    const result = await submitLead(application({ first_name: "", borrow_amount: 200_000 }), {});
    expect(result).toMatchObject({
      ok: false,
      fields: {
        first_name: "First name is required.",
        borrow_amount: "Minimum borrow amount is ₹10,00,000.",
      },
    });
  });

  it("refuses a filled honeypot and non-object bodies", async () => {
    const before = await countRows("eligibility_applications");
    expect(await submitLead(application({ website: "x" }), {})).toEqual({
      ok: false,
      error: "Submission rejected.",
      fields: {},
    });
    for (const body of [null, [], "text", 1]) expect((await submitLead(body, {})).ok).toBe(false);
    expect(await countRows("eligibility_applications")).toBe(before);
  });
});

describe('pmay_candidate (docs/product/calculators.md "The wizard\'s hint")', () => {
  /** ₹32 lakh home, ₹24 lakh loan, ₹6 lakh + ₹1.2 lakh rent a year: within the scheme's limits. */
  const candidate = {
    property_worth: 3_200_000,
    borrow_amount: 2_400_000,
    yearly_income: 600_000,
    receive_rental_income: "yes",
    rental_income_amount: 120_000,
    monthly_living_expenditure: 10_000,
    has_personal_loan: "no",
    personal_loan_amount: null,
  };

  it("is worked out by the server from the answers, stored, answered and filtered on", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const yes = await submitted({ ...candidate, last_name: `Pmay${tag}` });
    expect(yes.pmay_candidate).toBe(true);
    // A client cannot set it: the server's own verdict is stored.
    const refinance = await submitted({
      ...candidate,
      loan_purpose: "i'm refinancing",
      found_property: "",
      when_to_buy: "",
      pmay_candidate: true,
      last_name: `Pmay${tag}`,
    });
    expect(refinance.pmay_candidate).toBe(false);
    const richer = await submitted({
      ...candidate,
      rental_income_amount: 300_001,
      last_name: `Pmay${tag}`,
    });
    expect(richer.pmay_candidate).toBe(false);
    expect((await getLead(yes.id))?.pmay_candidate).toBe(1);
    expect((await getLead(refinance.id))?.pmay_candidate).toBe(0);
    const only = await listLeads({ q: `pmay${tag}`, pmayCandidate: true });
    expect(only.rows.map((r) => Number(r.id))).toEqual([yes.id]);
    const others = await listLeads({ q: `pmay${tag}`, pmayCandidate: false });
    expect(others.rows.map((r) => Number(r.id)).sort()).toEqual([refinance.id, richer.id].sort());
  });

  it("reads ?pmay_candidate=true|false and refuses anything else", () => {
    const read = (value: string) =>
      parseLeadListQuery(new URLSearchParams({ pmay_candidate: value }));
    const yes = read("true");
    expect(yes.ok && yes.data.pmay_candidate).toBe(true);
    const no = read("false");
    expect(no.ok && no.data.pmay_candidate).toBe(false);
    const blank = read("");
    expect(blank.ok && blank.data.pmay_candidate).toBeUndefined();
    expect(read("yes")).toMatchObject({
      ok: false,
      fields: { pmay_candidate: "pmay_candidate must be true or false." },
    });
  });
});

describe("listLeads", () => {
  it("pages newest first with the total", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) {
      await submitted(
        { last_name: `Pager${tag}`, email: `p${i}-${tag}@example.test` },
        { now: new Date(base + i * 60_000) },
      );
    }
    const first = await listLeads({ q: `pager${tag}`, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.email)).toEqual([
      `p4-${tag}@example.test`,
      `p3-${tag}@example.test`,
    ]);
    const last = await listLeads({ q: `pager${tag}`, pageSize: 2, page: 3 });
    expect(last.rows.map((r) => r.email)).toEqual([`p0-${tag}@example.test`]);
    expect((await listLeads({ q: `pager${tag}`, pageSize: 1000 })).rows).toHaveLength(5);
  });

  it("searches names, email and phone case-insensitively", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    await submitted({
      first_name: `Zed${tag}`,
      last_name: "Kapoor",
      email: `zk-${tag}@Example.test`,
      phone_number: "+91 91234 56789",
    });
    expect((await listLeads({ q: `ZED${tag}` })).total).toBe(1);
    expect((await listLeads({ q: `zed${tag} kapoor` })).total).toBe(1);
    expect((await listLeads({ q: `ZK-${tag}@example` })).total).toBe(1);
    expect((await listLeads({ q: "9123456789" })).total).toBeGreaterThanOrEqual(1);
    expect((await listLeads({ q: "91234 56789" })).total).toBeGreaterThanOrEqual(1);
  });

  it("treats %, _, ' and ! as plain characters", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    await submitted({ last_name: `O'Brien_${tag}%!` });
    expect((await listLeads({ q: `o'brien_${tag}%!` })).total).toBe(1);
    // A bare wildcard finds only names that really contain it, not every row.
    for (const q of ["%", "_", "!"]) {
      const { rows } = await listLeads({ q, pageSize: 100 });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(`${row.first_name} ${row.last_name} ${row.email} ${row.phone_number}`).toContain(q);
    }
    expect((await listLeads({ q: `O_Brien_${tag}` })).total).toBe(0);
    expect((await listLeads({ q: "'; drop table eligibility_applications; --" })).total).toBe(0);
    expect(await countRows("eligibility_applications")).toBeGreaterThan(0);
  });

  it("filters by eligibility and status", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const yes = await submitted({ last_name: `Filter${tag}` });
    await submitted({ last_name: `Filter${tag}`, monthly_living_expenditure: 500_000 });
    const eligible = await listLeads({ q: `filter${tag}`, eligible: true });
    expect(eligible.rows.map((r) => r.id)).toEqual([yes.id]);
    expect((await listLeads({ q: `filter${tag}`, eligible: false })).total).toBe(1);
    await updateLeadStatus(yes.id, "contacted", "admin@example.test");
    expect(
      (await listLeads({ q: `filter${tag}`, status: "contacted" })).rows.map((r) => r.id),
    ).toEqual([yes.id]);
    expect((await listLeads({ q: `filter${tag}`, status: "new" })).total).toBe(1);
  });
});

describe("parseLeadListQuery", () => {
  const parse = (qs: string) => parseLeadListQuery(new URLSearchParams(qs));

  it("reads defaults and values", () => {
    expect(parse("")).toEqual({
      ok: true,
      data: {
        page: 1,
        pageSize: 20,
        after: null,
        q: null,
        eligible: undefined,
        status: null,
        format: "json",
        assigned: null,
        overdue: false,
        stage: null,
      },
    });
    expect(
      parse("page=3&pageSize=100&q=%20asha%20&eligible=false&status=closed&format=csv"),
    ).toEqual({
      ok: true,
      data: {
        page: 3,
        pageSize: 100,
        after: null,
        q: "asha",
        eligible: false,
        status: "closed",
        format: "csv",
        assigned: null,
        overdue: false,
        stage: null,
      },
    });
    expect(parse("assigned=me&overdue=true")).toMatchObject({
      ok: true,
      data: { assigned: "me", overdue: true },
    });
    expect(parse("assigned=none").ok && parse("assigned=42")).toMatchObject({
      data: { assigned: 42 },
    });
    expect(parse("assigned=someone").ok).toBe(false);
    expect(parse("page=&eligible=&status=").ok).toBe(true);
  });

  it.each([
    "page=0",
    "page=-1",
    "page=1.5",
    "page=abc",
    "pageSize=101",
    "pageSize=0",
    "eligible=yes",
    "status=won",
    "format=xml",
    `q=${"a".repeat(201)}`,
  ])("refuses %s", (qs) => {
    const result = parse(qs);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual(expect.any(String));
  });
});

describe("status, events and erasure", () => {
  it("updates the status, records who did it and lists the events", async () => {
    const { id } = await submitted();
    const now = new Date("2026-11-15T12:00:00Z");
    const result = await updateLeadStatus(id, "contacted", "admin@example.test", now);
    expect(result.ok && result.application).toMatchObject({
      status: "contacted",
      status_updated_at: now.toISOString(),
      status_updated_by: "admin@example.test",
    });
    await updateLeadStatus(id, "converted", "other@example.test");
    const events = await listLeadEvents(id);
    expect(events.map((e) => [e.status, e.actor_email])).toEqual([
      ["contacted", "admin@example.test"],
      ["converted", "other@example.test"],
    ]);
  });

  it("refuses an unknown status and an unknown id", async () => {
    const { id } = await submitted();
    expect(await updateLeadStatus(id, "won", "a@example.test")).toMatchObject({
      ok: false,
      fields: { status: expect.any(String) },
    });
    expect(await updateLeadStatus(999_999, "closed", "a@example.test")).toMatchObject({
      ok: false,
      notFound: true,
    });
    expect(await listLeadEvents(id)).toEqual([]);
    expect((await getLead(id))?.status).toBe("new");
  });

  it("erases an application with its events", async () => {
    const { id } = await submitted();
    await updateLeadStatus(id, "closed", "admin@example.test");
    expect(await deleteLead(id)).toBe(true);
    expect(await getLead(id)).toBeUndefined();
    expect(await listLeadEvents(id)).toEqual([]);
    const orphan = await getDb()
      .selectFrom("lead_events")
      .select("id")
      .where("application_id", "=", id)
      .execute();
    expect(orphan).toEqual([]);
    expect(await deleteLead(id)).toBe(false);
    expect(await getLead(Number.NaN)).toBeUndefined();
  });
});

describe("getDashboardStats", () => {
  it("computes the start of the Indian day", () => {
    // 20:00 UTC on 14 Nov is 01:30 IST on 15 Nov: the day began at 18:30 UTC on 14 Nov.
    expect(startOfIndianDay(new Date("2026-11-14T20:00:00Z")).toISOString()).toBe(
      "2026-11-14T18:30:00.000Z",
    );
    expect(startOfIndianDay(new Date("2026-11-14T18:00:00Z")).toISOString()).toBe(
      "2026-11-13T18:30:00.000Z",
    );
    expect(startOfIndianDay(new Date("2026-11-14T18:30:00Z")).toISOString()).toBe(
      "2026-11-14T18:30:00.000Z",
    );
  });

  it("counts today (IST), the last 7 days, the total and the eligible share", async () => {
    await getDb().deleteFrom("lead_events").execute();
    await getDb().deleteFrom("eligibility_applications").execute();
    const empty = await getDashboardStats(new Date());
    expect(empty).toMatchObject({ today: 0, last7Days: 0, total: 0, eligibleShare: 0, latest: [] });
    expect(empty.byStatus).toEqual({ new: 0, contacted: 0, converted: 0, closed: 0 });
    expect(empty.perDay).toHaveLength(30);
    expect(empty.perDay.every((d) => d.count === 0)).toBe(true);
    expect(empty).toMatchObject({ unassigned: 0, overdue: 0 });

    const now = new Date("2026-11-15T06:00:00Z"); // 11:30 IST
    const at = (iso: string) => ({ now: new Date(iso) });
    await submitted({}, at("2026-11-15T05:00:00Z")); // today
    await submitted({}, at("2026-11-14T19:00:00Z")); // 00:30 IST today
    await submitted({ monthly_living_expenditure: 900_000 }, at("2026-11-14T18:00:00Z")); // 23:30 IST yesterday
    await submitted({}, at("2026-11-08T18:30:00Z")); // 00:00 IST six days ago: inside the week
    await submitted({ monthly_living_expenditure: 900_000 }, at("2026-11-08T18:29:59Z")); // just outside
    const stats = await getDashboardStats(now);
    expect(stats).toMatchObject({ today: 2, last7Days: 4, total: 5, eligibleShare: 3 / 5 });
    expect(stats.latest.map((r) => r.created_at)).toEqual([
      "2026-11-15T05:00:00.000Z",
      "2026-11-14T19:00:00.000Z",
      "2026-11-14T18:00:00.000Z",
      "2026-11-08T18:30:00.000Z",
      "2026-11-08T18:29:59.000Z",
    ]);
    expect(stats.unassigned).toBe(5);
    const [first] = stats.latest;
    await getDb()
      .updateTable("eligibility_applications")
      .set({ follow_up_on: "2026-11-14", assigned_to: null })
      .where("id", "=", first.id)
      .execute();
    expect((await getDashboardStats(now)).overdue).toBe(1);

    // The kept counts (migration 004) per day in India, oldest first, zeros included.
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0].day).toBe("2026-10-17");
    expect(stats.perDay.at(-1)).toEqual({ day: "2026-11-15", count: 2 });
    expect(stats.perDay.filter((d) => d.count > 0)).toEqual([
      { day: "2026-11-08", count: 1 },
      { day: "2026-11-09", count: 1 },
      { day: "2026-11-14", count: 1 },
      { day: "2026-11-15", count: 2 },
    ]);
    expect(stats.byStatus).toEqual({ new: 5, contacted: 0, converted: 0, closed: 0 });

    // A status change and an erasure keep the counts in step (triggers, not the application).
    const [newest, , , , oldest] = stats.latest;
    await updateLeadStatus(Number(newest.id), "converted", "admin@example.test");
    await deleteLead(Number(oldest.id));
    const after = await getDashboardStats(now);
    expect(after.byStatus).toEqual({ new: 3, contacted: 0, converted: 1, closed: 0 });
    expect(after).toMatchObject({ today: 2, last7Days: 4, total: 4, eligibleShare: 3 / 4 });
  });
});
