import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as m014 from "../../app/db/migrations/014-dashboard-counts.ts";
import type { Database } from "../../app/db/schema.ts";
import { maskLead } from "../../app/domain/team/masking.ts";
import { csvHeader, csvLine } from "../../app/modules/leads/csv.ts";
import { getDashboardStats } from "../../app/modules/leads/dashboard.server.ts";
import { ApiClient } from "../support/api-client.ts";
import { randomMobile } from "../support/db-query.ts";
import { figuresOf, keptCounts, recount } from "../support/kept-counts.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { signInAsNewStaff, startOwnServer } from "../support/own-server.ts";
import type { RunningServer } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// Issue 23 on both databases, on a server and database of this file's own (so nothing else
// writes while the figures are compared): the dashboard's kept counts (lead_counts, migration 004;
// lead_work_counts, migration 014) against a full recount after leads arrive in batches, change
// status, are assigned, get follow-up days, withdraw consent, are erased and are erased by
// retention; and the CSV export, byte for byte, against every row read straight from the
// database, in the list's order, masked for staff.

const dialect = inject("dialect");
const PATH = "/api/eligibility-applications";
const DAY_MS = 86_400_000;
let own: Awaited<ReturnType<typeof startOwnServer>> | undefined;
let server: RunningServer;
let db: Kysely<Database>;
let admin: ApiClient;
let staff: ApiClient;
let staffId = 0;

beforeAll(async () => {
  own = await startOwnServer(dialect, "gharsetu-counts-", {
    RETENTION_EVERY_MS: "500",
    LEAD_RETENTION_DAYS: "730",
  });
  server = own.server;
  // The dashboard's own code, in this process, on the server's database: what the page shows.
  db = own.db;
  admin = new ApiClient(server.baseUrl);
  await admin.login();
  staff = new ApiClient(server.baseUrl);
  staffId = await signInAsNewStaff(admin, staff);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

/** Kept tables equal the recount, and so do the dashboard's figures. */
async function expectExact(step: string) {
  const now = new Date();
  const slow = await recount(db, now);
  const kept = await keptCounts(db);
  expect(kept.leadCounts, `lead_counts after ${step}`).toEqual(slow.leadCounts);
  expect(kept.workCounts, `lead_work_counts after ${step}`).toEqual(slow.workCounts);
  expect(figuresOf(await getDashboardStats(now)), `dashboard after ${step}`).toEqual(slow.figures);
}

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Posted {
  id: number;
  reference: string;
  phone: string;
}

describe("the dashboard's kept counts, over HTTP", () => {
  const leads: Posted[] = [];

  it("match a full recount after leads arrive together", async () => {
    await expectExact("nothing");
    // Each from its own address (the lead limit counts per address), all at once: the write
    // batcher stores them in multi-row INSERTs (ADR 007). A third are not eligible.
    const posted = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const phone = randomMobile();
        const res = await new ApiClient(server.baseUrl).post(
          PATH,
          validLeadPayload({
            first_name: `Count${i}`,
            phone_number: phone,
            yearly_income: i % 3 === 0 ? 300_000 : 2_400_000,
          }),
        );
        expect(res.status, res.text).toBe(201);
        return { id: Number(res.json.id), reference: String(res.json.reference), phone };
      }),
    );
    leads.push(...posted);
    await expectExact("30 leads");
  });

  it("match after status changes, assignments and follow-up days", async () => {
    const patch = async (i: number, body: Record<string, unknown>) => {
      const res = await admin.patch(`${PATH}/${leads[i].id}`, body);
      expect(res.status, res.text).toBe(200);
    };
    await patch(0, { status: "contacted" });
    await patch(1, { status: "converted" });
    await patch(2, { status: "closed" });
    await patch(3, { status: "contacted" });
    await patch(3, { status: "new" });
    await patch(4, { assigned_to: staffId });
    await patch(5, { assigned_to: staffId, follow_up_on: day(-3) });
    await patch(6, { follow_up_on: day(-1) });
    await patch(7, { follow_up_on: day(2) });
    await patch(8, { status: "contacted", assigned_to: staffId, follow_up_on: day(-8) });
    await patch(8, { assigned_to: null });
    await patch(7, { follow_up_on: null });
    await patch(6, { status: "closed" });
    await expectExact("status and work changes");
    const stats = await getDashboardStats(new Date());
    expect(stats.overdue).toBe(2); // 5 (3 days late) and 8 (8 days late); 6 is closed
  });

  it("match after a withdrawal of consent and erasures", async () => {
    await admin.patch(`${PATH}/${leads[10].id}`, { assigned_to: staffId, follow_up_on: day(-2) });
    const withdrawn = await new ApiClient(server.baseUrl).post("/api/consent/withdraw", {
      reference: leads[10].reference,
      phone: leads[10].phone,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    await admin.patch(`${PATH}/${leads[11].id}`, { follow_up_on: day(-4) });
    for (const i of [11, 12, 13]) {
      const erased = await admin.delete(`${PATH}/${leads[i].id}`);
      expect([200, 204]).toContain(erased.status);
    }
    await expectExact("withdrawal and erasure");
  });

  it("match after retention erases the oldest leads' personal fields", async () => {
    // Moved back in time directly (the kept counts follow created_at); the server's retention
    // job, every 500 ms here, then erases them.
    for (const [i, days] of [
      [14, 800],
      [15, 900],
      [16, 5],
      [17, 40],
    ] as const) {
      await db
        .updateTable("eligibility_applications")
        .set({ created_at: new Date(Date.now() - days * DAY_MS).toISOString() })
        .where("id", "=", leads[i].id)
        .execute();
    }
    await waitFor(
      async () =>
        (
          await db
            .selectFrom("eligibility_applications")
            .select("id")
            .where("id", "in", [leads[14].id, leads[15].id])
            .where("personal_data_erased_at", "is not", null)
            .execute()
        ).length === 2,
      { what: "retention" },
    );
    await expectExact("retention");
  });

  it("are rebuilt from the rows by migration 014's backfill", async () => {
    const before = await keptCounts(db);
    await m014.down(db, dialect);
    await m014.up(db, dialect);
    expect(await keptCounts(db)).toEqual(before);
    await expectExact("migration 014 again");
  });
});

/** A CSV export as `client` downloads it, read to its end. */
async function download(client: ApiClient): Promise<string> {
  const res = await client.get(`${PATH}?format=csv`, { "accept-encoding": "identity" });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  // The byte-order mark (for Excel) may or may not survive the client's UTF-8 decoding.
  return res.text.replace(/^\uFEFF/, "");
}

describe("the CSV export", () => {
  it("holds every lead, newest first, as read from the database; masked for staff", async () => {
    // More than a few of the export's 200-row reads, some with the same created_at (the id breaks
    // the tie), written straight to the table.
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const rows = Array.from({ length: 1_150 }, (_, i) => ({
      client_id: `export-${i}-${Date.now()}`,
      reference: `GS-X${String(i).padStart(7, "0")}`,
      first_name: i % 7 === 0 ? 'Quote "Q", comma' : `Export${i}`,
      last_name: "Lead",
      email: `export${i}@example.test`,
      phone_number: `98${String(i).padStart(8, "0")}`,
      interest_rate: 9,
      is_eligible: i % 2,
      eligibility_message: "Eligible.",
      status: "new",
      consent_at: at,
      consent_notice_version: "test",
      created_at: i % 3 === 0 ? at : new Date(Date.now() - 3_600_000 - i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 250)
      await db
        .insertInto("eligibility_applications")
        .values(rows.slice(i, i + 250))
        .execute();
    const expected = await db
      .selectFrom("eligibility_applications")
      .selectAll()
      .where("consent_withdrawn_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(expected.length).toBeGreaterThan(1_150);
    const csv = (list: typeof expected) => `${csvHeader()}${list.map(csvLine).join("")}`;
    expect(await download(admin)).toBe(csv(expected));
    expect(await download(staff)).toBe(csv(expected.map((row) => maskLead(row))));
  }, 60_000);
});
