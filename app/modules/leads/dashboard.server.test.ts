import crypto from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { figuresOf, keptCounts, recount } from "../../../tests/support/kept-counts.ts";
import { validLeadPayload } from "../../../tests/support/lead-payload.ts";
import { getDb, getDialect } from "../../db/db.server.ts";
import { storedLead } from "../../db/lead-rows.test-support.ts";
import * as m014 from "../../db/migrations/014-dashboard-counts.ts";
import { withdrawOwnApplication } from "../enquiries/enquiries.server.ts";
import { runRetention } from "../retention/retention.server.ts";
import { updateWork } from "../team/work.server.ts";
import { findUserByEmail, type PublicUser, toPublicUser } from "../users/users.server.ts";
import { getDashboardStats, indianDay } from "./dashboard.server.ts";
import { submitLead } from "./intake.server.ts";
import { deleteLead, updateLeadStatus } from "./work.server.ts";

// The dashboard's kept counts (ADR 017, docs/decisions/029-dashboard-at-a-million.md) against a
// full recount after every kind of write the application makes to leads, and after the backfill
// of migration 014. tests/integration/dashboard-counts.test.ts runs the same over HTTP on both
// databases.

const DAY_MS = 86_400_000;
const now = new Date();
// Follow-up days are IST calendar days, as the dashboard counts them: from 18:30 UTC the IST day
// is already tomorrow's, so a UTC date here would put "today" one day late.
const dayOffset = (days: number) => indianDay(new Date(now.getTime() + days * DAY_MS));
let admin: PublicUser;

beforeAll(async () => {
  const row = await findUserByEmail("admin@example.test");
  if (!row) throw new Error("the seeded admin is missing");
  admin = toPublicUser(row);
});

/** Kept tables equal the recount, and so do the dashboard's figures. */
async function expectExact(step: string) {
  const slow = await recount(getDb(), now);
  const kept = await keptCounts(getDb());
  expect(kept.leadCounts, `lead_counts after ${step}`).toEqual(slow.leadCounts);
  expect(kept.workCounts, `lead_work_counts after ${step}`).toEqual(slow.workCounts);
  expect(figuresOf(await getDashboardStats(now)), `dashboard after ${step}`).toEqual(slow.figures);
}

async function submit(overrides: Record<string, unknown> = {}, userId: number | null = null) {
  const result = await submitLead(validLeadPayload(overrides), { userId });
  if (!result.ok) throw new Error(`expected a stored application: ${result.error}`);
  return result.result.id;
}

describe("the dashboard's kept counts", () => {
  const ids: number[] = [];

  it("match a full recount after intake batches", async () => {
    await expectExact("nothing");
    // Arriving together, the write batcher stores them in multi-row INSERTs (ADR 007); some are
    // not eligible (income too low), and one is a replay that must not count twice.
    const payloads = Array.from({ length: 40 }, (_, i) =>
      validLeadPayload({
        first_name: `Batch${i}`,
        yearly_income: i % 3 === 0 ? 300_000 : 2_400_000,
      }),
    );
    const results = await Promise.all(
      [...payloads, payloads[7]].map((p) => submitLead(p, { userId: admin.id })),
    );
    for (const r of results) {
      if (!r.ok) throw new Error(r.error);
      if (r.created) ids.push(r.result.id);
    }
    expect(ids).toHaveLength(40);
    await expectExact("intake");
  });

  it("match after status changes, assignment and follow-up days", async () => {
    await updateLeadStatus(ids[0], "contacted", "a@example.test", now);
    await updateLeadStatus(ids[1], "converted", "a@example.test", now);
    await updateLeadStatus(ids[2], "closed", "a@example.test", now);
    await updateLeadStatus(ids[3], "contacted", "a@example.test", now);
    await updateLeadStatus(ids[3], "contacted", "a@example.test", now); // to itself
    await updateLeadStatus(ids[3], "new", "a@example.test", now); // and back
    await updateWork("lead", ids[4], { assigned_to: admin.id }, admin, now);
    await updateWork("lead", ids[5], { assigned_to: admin.id, follow_up_on: dayOffset(-3) }, admin);
    await updateWork("lead", ids[6], { follow_up_on: dayOffset(-1) }, admin, now);
    await updateWork("lead", ids[7], { follow_up_on: dayOffset(0) }, admin, now); // today: not due
    await updateWork("lead", ids[8], { follow_up_on: dayOffset(2) }, admin, now);
    await updateWork("lead", ids[9], { assigned_to: admin.id, follow_up_on: dayOffset(-5) }, admin);
    await updateWork("lead", ids[9], { assigned_to: null }, admin, now); // unassigned again
    await updateWork("lead", ids[8], { follow_up_on: null }, admin, now); // follow-up cleared
    await updateWork("lead", ids[5], { assigned_to: admin.id }, admin, now); // same assignee
    await updateLeadStatus(ids[6], "converted", "a@example.test", now); // overdue, closed
    await expectExact("status and work changes");
    const stats = await getDashboardStats(now);
    // ids[5] (assigned, 3 days late) and ids[9] (unassigned, 5 days late) are overdue.
    expect(stats.overdue).toBe(2);
  });

  it("match after a withdrawal of consent (closed, personal fields erased)", async () => {
    await updateWork("lead", ids[10], { follow_up_on: dayOffset(-2) }, admin, now);
    expect(await withdrawOwnApplication(admin.id, ids[10], now)).toBe(true);
    expect(await withdrawOwnApplication(admin.id, ids[10], now)).toBe(false);
    await expectExact("withdrawal");
  });

  it("match after erasure of single leads and of many at once", async () => {
    await updateWork(
      "lead",
      ids[11],
      { assigned_to: admin.id, follow_up_on: dayOffset(-4) },
      admin,
    );
    expect(await deleteLead(ids[11])).toBe(true);
    expect(await deleteLead(ids[12])).toBe(true);
    expect(await deleteLead(ids[12])).toBe(false);
    await getDb()
      .deleteFrom("lead_events")
      .where("application_id", "in", ids.slice(13, 16))
      .execute();
    await getDb()
      .deleteFrom("eligibility_applications")
      .where("id", "in", ids.slice(13, 16))
      .execute();
    await expectExact("erasure");
  });

  it("match after leads move between days and retention erases the old ones", async () => {
    // Older leads than today's: moved back by a direct write (the kept counts follow created_at).
    const back = (id: number, days: number) =>
      getDb()
        .updateTable("eligibility_applications")
        .set({ created_at: new Date(now.getTime() - days * DAY_MS).toISOString() })
        .where("id", "=", id)
        .execute();
    await back(ids[16], 3);
    await back(ids[17], 8);
    await back(ids[18], 29);
    await back(ids[19], 31);
    await back(ids[20], 800);
    await back(ids[21], 900);
    await updateWork(
      "lead",
      ids[21],
      { assigned_to: admin.id, follow_up_on: dayOffset(-1) },
      admin,
    );
    const erased = await runRetention(now, 730);
    expect(erased.leads).toBe(2);
    await expectExact("retention");
  });

  it("match after one UPDATE that changes many leads at once", async () => {
    await getDb()
      .updateTable("eligibility_applications")
      .set({ status: "closed", assigned_to: null, follow_up_on: dayOffset(-10) })
      .where("id", "in", ids.slice(22, 30))
      .execute();
    await getDb()
      .updateTable("eligibility_applications")
      .set({ status: "contacted" })
      .where("id", "in", ids.slice(26, 34))
      .execute();
    await expectExact("a bulk update");
  });

  it("are rebuilt from the rows by migration 014 (the backfill of an existing table)", async () => {
    const before = await keptCounts(getDb());
    await m014.down(getDb(), getDialect());
    // Leads written while migration 014 was not there: the backfill must count them too.
    await submit({ first_name: "Between" });
    await sql`UPDATE eligibility_applications SET follow_up_on = ${dayOffset(-6)} WHERE id = ${ids[35]}`.execute(
      getDb(),
    );
    await m014.up(getDb(), getDialect());
    await expectExact("migration 014 again");
    expect((await keptCounts(getDb())).workCounts).not.toEqual(before.workCounts);
  });

  it("count open unassigned leads exactly, past the 10,000 the dashboard once stopped at", async () => {
    const rows = Array.from({ length: 11_200 }, (_, i) =>
      storedLead(new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), {
        client_id: `many-${crypto.randomUUID()}`,
        reference: `GS-M${String(i).padStart(7, "0")}`,
        first_name: "Many",
        last_name: "Lead",
        email: `many${i}@example.test`,
        is_eligible: i % 2,
        status: i % 10 === 0 ? "closed" : "new",
      }),
    );
    for (let i = 0; i < rows.length; i += 500)
      await getDb()
        .insertInto("eligibility_applications")
        .values(rows.slice(i, i + 500))
        .execute();
    await expectExact("11,200 more leads");
    expect((await getDashboardStats(now)).unassigned).toBeGreaterThan(10_000);
  }, 60_000);
});
