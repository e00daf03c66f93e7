import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../app/db/schema.ts";
import type { Stage } from "../../app/domain/loan-file/stages.ts";
import { ApiClient } from "../support/api-client.ts";
import { signInAsNewStaff, startOwnServer } from "../support/own-server.ts";
import type { RunningServer } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report") on both databases, on a
// server and database of this file's own, from a hand-built set of enquiries: two IST weeks,
// leads and callback requests, several sources and none, stages reached (one sanctioned then
// rejected), amounts paid out, first responses, and enquiries one millisecond either side of the
// range's IST edges. The summary is refreshed every 300 ms here (30 s by default).

const dialect = inject("dialect");
const API = "/api/reports/funnel";
let own: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let server: RunningServer;
let db: Kysely<Database>;
let admin: ApiClient;
let staff: ApiClient;
let customer: ApiClient;
let serial = 0;

const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

interface LeadSpec {
  at: string;
  source: string | null;
  respondedAfter?: number;
  furthest?: Stage;
  disbursed?: number;
  /** The stages of one bank application's history, in order. */
  history?: Stage[];
}

async function insertLead(spec: LeadSpec): Promise<number> {
  serial += 1;
  const row = await db
    .insertInto("eligibility_applications")
    .values({
      client_id: `funnel-${serial}-${Date.now()}`,
      first_name: "Funnel",
      last_name: `Lead${serial}`,
      email: `funnel${serial}@example.test`,
      phone_number: "9876543210",
      interest_rate: 8.5,
      is_eligible: 1,
      eligibility_message: "Eligible.",
      status: spec.respondedAfter === undefined ? "new" : "contacted",
      consent_at: spec.at,
      consent_notice_version: "2025-01",
      created_at: spec.at,
      reference: `GS-FUN${String(serial).padStart(5, "0")}`,
      first_source: spec.source,
      first_touch: spec.source ? JSON.stringify({ utm_source: spec.source }) : null,
      first_response_at:
        spec.respondedAfter === undefined ? null : minutesAfter(spec.at, spec.respondedAfter),
      furthest_stage: spec.furthest ?? null,
      disbursed_amount: spec.disbursed ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (spec.history) await addHistory(id, spec.history, spec.at);
  return id;
}

async function addHistory(leadId: number, stages: Stage[], at: string) {
  const app = await db
    .insertInto("bank_applications")
    .values({
      application_id: leadId,
      bank_slug: "sbi",
      stage: stages.at(-1) as Stage,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const stage of stages) {
    await db
      .insertInto("bank_application_events")
      .values({ bank_application_id: Number(app.id), stage, by_user_id: null, created_at: at })
      .execute();
  }
}

async function insertCallback(at: string, source: string | null, respondedAfter?: number) {
  serial += 1;
  await db
    .insertInto("callback_requests")
    .values({
      reference: `GS-FCB${String(serial).padStart(5, "0")}`,
      name: "Funnel Callback",
      phone: "9876543210",
      city: "Pune",
      preferred_slot: "morning",
      status: respondedAfter === undefined ? "new" : "contacted",
      consent_at: at,
      consent_notice_version: "2025-01",
      created_at: at,
      first_source: source,
      first_response_at: respondedAfter === undefined ? null : minutesAfter(at, respondedAfter),
    })
    .execute();
}

/** Forgets the summary's progress and waits for the job runner to rebuild it from every enquiry. */
async function rebuildSummary() {
  const asked = new Date().toISOString();
  await db.deleteFrom("funnel_refresh").execute();
  await waitFor(
    async () => {
      const row = await db.selectFrom("funnel_refresh").select("built_at").executeTakeFirst();
      if (row === undefined) return false;
      if (row.built_at >= asked) return true;
      // A run that had started before the delete wrote its record after it: the runs after it
      // would only look at changes and keep its older `built_at`. Forget the progress again.
      await db.deleteFrom("funnel_refresh").execute();
      return false;
    },
    // A full recount on a server sharing two cores with the rest of the suite: generous.
    { timeoutMs: 150_000, what: "the funnel summary" },
  );
}

/** Waits for a refresh that started after now. */
async function nextRefresh() {
  const asked = new Date().toISOString();
  await waitFor(
    async () => {
      const row = await db.selectFrom("funnel_refresh").select("refreshed_at").executeTakeFirst();
      return row !== undefined && row.refreshed_at > asked;
    },
    { timeoutMs: 60_000, what: "the funnel summary" },
  );
}

let l5 = 0;

beforeAll(async () => {
  own = await startOwnServer(dialect, "gharsetu-funnel-", { FUNNEL_REFRESH_MS: "300" });
  server = own.server;
  db = own.db;
  admin = new ApiClient(server.baseUrl);
  await admin.login();
  staff = new ApiClient(server.baseUrl);
  await signInAsNewStaff(admin, staff);
  customer = new ApiClient(server.baseUrl);
  await customer.registerCustomer();

  // Week 1: Monday 2 March 2026 (IST) – Sunday 8 March. 00:00 IST is 18:30 UTC the day before.
  // Just before the range: 1 March 23:59:59.999 IST.
  await insertLead({ at: "2026-03-01T18:29:59.999Z", source: "google", respondedAfter: 1 });
  // The range's first instant, 2 March 00:00 IST: paid out in full.
  await insertLead({
    at: "2026-03-01T18:30:00.000Z",
    source: "google",
    respondedAfter: 10,
    furthest: "disbursed",
    disbursed: 2_500_000,
    history: ["proposed", "approved", "logged_in", "sanctioned", "disbursed"],
  });
  // Sanctioned, then rejected: its kept furthest stage says rejected, its history sanctioned.
  await insertLead({
    at: "2026-03-04T06:00:00.000Z",
    source: "google",
    respondedAfter: 20,
    furthest: "rejected",
    history: ["proposed", "approved", "logged_in", "sanctioned", "rejected"],
  });
  await insertLead({
    at: "2026-03-05T09:00:00.000Z",
    source: "facebook",
    respondedAfter: 5,
    furthest: "approved",
  });
  // Week 2: Monday 9 March – Sunday 15 March.
  await insertCallback("2026-03-10T04:00:00.000Z", "google", 30);
  await insertLead({
    at: "2026-03-11T05:00:00.000Z",
    source: null,
    respondedAfter: 60,
    furthest: "logged_in",
  });
  l5 = await insertLead({
    at: "2026-03-12T07:00:00.000Z",
    source: "facebook",
    furthest: "proposed",
  });
  // A source named like a spreadsheet formula: written as text in the CSV.
  await insertLead({
    at: "2026-03-13T08:00:00.000Z",
    source: "=SUM(1)",
    respondedAfter: 3,
    furthest: "disbursed",
    disbursed: 1_234_567.5,
  });
  // The range's last second, 15 March 23:59:59 IST, and the first instant after it.
  await insertCallback("2026-03-15T18:29:59.000Z", null);
  await insertCallback("2026-03-15T18:30:00.000Z", null, 2);
  await rebuildSummary();
}, 240_000);

afterAll(async () => {
  await own?.stop();
});

const row = (
  key: string,
  counts: [number, number, number, number, number, number],
  amount: number,
  median: number | null,
) => ({
  key,
  enquiries: counts[0],
  contacted: counts[1],
  approved_by_borrower: counts[2],
  logged_in: counts[3],
  sanctioned: counts[4],
  disbursed: counts[5],
  disbursed_amount: amount,
  median_first_response_minutes: median,
});

const TWO_WEEKS = "from=2026-03-02&to=2026-03-15";

describe("the funnel's figures", () => {
  it("by source: direct named, most enquiries first", async () => {
    const res = await admin.get(`${API}?${TWO_WEEKS}&group=source`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({ from: "2026-03-02", to: "2026-03-15", group: "source" });
    expect(res.json.as_of).toEqual(expect.any(String));
    expect(res.json.rows).toEqual([
      row("google", [3, 3, 2, 2, 2, 1], 2_500_000, 20),
      row("(direct)", [2, 1, 1, 1, 0, 0], 0, 60),
      row("facebook", [2, 1, 1, 0, 0, 0], 0, 5),
      row("=SUM(1)", [1, 1, 1, 1, 1, 1], 1_234_567.5, 3),
    ]);
  });

  it("by IST week, keyed by Monday", async () => {
    const res = await admin.get(`${API}?${TWO_WEEKS}&group=week`);
    expect(res.status).toBe(200);
    expect(res.json.rows).toEqual([
      row("2026-03-02", [3, 3, 3, 2, 2, 1], 2_500_000, 10),
      row("2026-03-09", [5, 3, 2, 2, 1, 1], 1_234_567.5, 30),
    ]);
  });

  it("counts an enquiry on its IST day: the edges of the range", async () => {
    const first = await admin.get(`${API}?from=2026-03-02&to=2026-03-02`);
    expect(first.json.rows).toEqual([row("google", [1, 1, 1, 1, 1, 1], 2_500_000, 10)]);
    const last = await admin.get(`${API}?from=2026-03-15&to=2026-03-15`);
    expect(last.json.rows).toEqual([row("(direct)", [1, 0, 0, 0, 0, 0], 0, null)]);
    const before = await admin.get(`${API}?from=2026-03-01&to=2026-03-01`);
    expect(before.json.rows).toEqual([row("google", [1, 1, 0, 0, 0, 0], 0, 1)]);
    const after = await admin.get(`${API}?from=2026-03-16&to=2026-03-16&group=week`);
    expect(after.json.rows).toEqual([row("2026-03-16", [1, 1, 0, 0, 0, 0], 0, 2)]);
  });

  it("the CSV download: the same rows, RFC 4180, formulas as text", async () => {
    const res = await admin.get(`${API}?${TWO_WEEKS}&group=source&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="funnel-source-2026-03-02-to-2026-03-15.csv"',
    );
    expect(res.text).toBe(
      [
        "key,enquiries,contacted,approved_by_borrower,logged_in,sanctioned,disbursed,disbursed_amount,median_first_response_minutes",
        "google,3,3,2,2,2,1,2500000,20",
        "(direct),2,1,1,1,0,0,0,60",
        "facebook,2,1,1,0,0,0,0,5",
        "'=SUM(1),1,1,1,1,1,1,1234567.5,3",
        "",
      ].join("\r\n"),
    );
  });

  it("a first response, a borrower's approval and a new enquiry show within a refresh", async () => {
    // L5 (facebook, 12 March) is answered and its borrower approves a bank; a lead arrives now.
    await db
      .updateTable("eligibility_applications")
      .set({ first_response_at: new Date().toISOString(), status: "contacted" })
      .where("id", "=", l5)
      .execute();
    await addHistory(l5, ["proposed", "approved"], "2026-03-12T08:00:00.000Z");
    const now = new Date().toISOString();
    await insertLead({ at: now, source: "newsletter", respondedAfter: 0 });
    await nextRefresh();
    await nextRefresh();
    const res = await admin.get(`${API}?${TWO_WEEKS}&group=source`);
    expect(res.json.rows.find((r: { key: string }) => r.key === "facebook")).toMatchObject({
      contacted: 2,
      approved_by_borrower: 2,
    });
    const today = new Date(Date.parse(now) + 330 * 60_000).toISOString().slice(0, 10);
    const todays = await admin.get(`${API}?from=${today}&to=${today}`);
    expect(todays.json.rows).toEqual([row("newsletter", [1, 1, 0, 0, 0, 0], 0, 0)]);
  }, 150_000);
});

describe("who may read it, and bad questions", () => {
  it("admins only: anonymous 401, customer and staff 403", async () => {
    const anonymous = new ApiClient(server.baseUrl);
    expect((await anonymous.get(`${API}?${TWO_WEEKS}`)).status).toBe(401);
    expect((await customer.get(`${API}?${TWO_WEEKS}`)).status).toBe(403);
    expect((await staff.get(`${API}?${TWO_WEEKS}`)).status).toBe(403);
    expect((await staff.get(`${API}?${TWO_WEEKS}&format=csv`)).status).toBe(403);
    expect((await admin.post(`${API}?${TWO_WEEKS}`, {})).status).toBe(405);
  });

  it.each([
    ["", "from", "from must be a date written YYYY-MM-DD."],
    ["from=2026-02-30&to=2026-03-15", "from", "from must be a date written YYYY-MM-DD."],
    ["from=2026-03-02&to=15-03-2026", "to", "to must be a date written YYYY-MM-DD."],
    ["from=2026-03-15&to=2026-03-02", "to", "to must be the same day as from or later."],
    ["from=2024-01-01&to=2026-03-02", "to", "The range can be at most 731 days."],
    [`${TWO_WEEKS}&group=month`, "group", "group must be one of: source, week."],
    [`${TWO_WEEKS}&format=xlsx`, "format", "format must be csv when given."],
  ])("?%s → 400 naming %s", async (query, field, message) => {
    const res = await admin.get(`${API}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, fields: { [field]: message } });
  });

  it("the admin page: 200 for an admin with the table; 400 with the message for a bad range", async () => {
    const page = await admin.get(`/admin/reports?${TWO_WEEKS}&group=source`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("=SUM(1)");
    expect(page.text).toContain('data-chart="chart-weekly"');
    const bad = await admin.get("/admin/reports?from=2026-03-15&to=2026-03-02&group=week");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("to must be the same day as from or later.");
    expect((await staff.get("/admin/reports")).status).toBe(403);
  });
});
