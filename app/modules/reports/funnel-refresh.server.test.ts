import { describe, expect, it } from "vitest";
import { validLeadPayload } from "../../../tests/support/lead-payload.ts";
import { getDb } from "../../db/db.server.ts";
import { istDay } from "../../domain/india-day.ts";
import { submitCallbackRequest } from "../callbacks/callbacks.server.ts";
import { submitLead } from "../leads/intake.server.ts";
import { deleteLead } from "../leads/work.server.ts";
import { refreshFunnelSummary } from "./funnel-refresh.server.ts";
import { funnelReport } from "./funnel-report.server.ts";

// The refresh after a deletion (migration 023): a deleted enquiry leaves the report at the next
// run, not at the next daily recount (docs/decisions/030-the-funnel-report-summary.md). The
// figures from a hand-built set, on both databases and over HTTP, are in
// tests/integration/funnel-report.test.ts.

const now = new Date();
const today = istDay(now.toISOString());

async function enquiriesOn(day: string): Promise<number> {
  const report = await funnelReport({ from: day, to: day, group: "source" });
  return report.rows.reduce((sum, row) => sum + row.enquiries, 0);
}

async function newLead(): Promise<number> {
  const result = await submitLead(validLeadPayload(), { userId: null });
  if (!result.ok) throw new Error(result.error);
  return result.result.id;
}

describe("the funnel summary after deletions", () => {
  it("a deleted lead leaves the figures at the next incremental run; its note is cleared", async () => {
    // Three days old, so that no other change of the run's look-back recounts its day anyway.
    const arrived = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    const day = istDay(arrived);
    const ids = [await newLead(), await newLead()];
    await getDb()
      .updateTable("eligibility_applications")
      .set({ created_at: arrived })
      .where("id", "in", ids)
      .execute();
    await getDb().deleteFrom("funnel_refresh").execute(); // the next run builds everything
    expect((await refreshFunnelSummary(now)).full).toBe(true);
    const before = await enquiriesOn(day);
    expect(before).toBeGreaterThanOrEqual(2);

    expect(await deleteLead(ids[1])).toBe(true);
    const noted = await getDb().selectFrom("funnel_removed").selectAll().execute();
    expect(noted.map((r) => r.created_at)).toEqual([arrived]);

    const run = await refreshFunnelSummary(new Date(now.getTime() + 1_000));
    expect(run.full).toBe(false);
    expect(await enquiriesOn(day)).toBe(before - 1);
    expect(await getDb().selectFrom("funnel_removed").selectAll().execute()).toEqual([]);
  });

  it("a deleted callback request too, and a bulk delete behind the app's back", async () => {
    const submitted = await submitCallbackRequest({
      name: "Funnel Caller",
      phone: "9876543210",
      city: "Pune",
      preferred_slot: "11:00-14:00",
      consent: true,
    });
    if (!submitted.ok) throw new Error(JSON.stringify(submitted));
    await refreshFunnelSummary(new Date(now.getTime() + 2_000));
    const before = await enquiriesOn(today);
    const leads = await getDb()
      .selectFrom("eligibility_applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await getDb().deleteFrom("callback_requests").execute();
    await getDb().deleteFrom("eligibility_applications").execute();
    await refreshFunnelSummary(new Date(now.getTime() + 3_000));
    expect(Number(leads.n)).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    expect(await enquiriesOn(today)).toBe(0);
  });
});
