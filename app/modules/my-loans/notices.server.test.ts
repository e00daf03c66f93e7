import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { WORKED_SAVED_LOAN } from "../../domain/my-loan/test-fixtures.ts";
import { sweepNotices } from "./notices.server.ts";

// docs/product/my-loan.md "Told when it matters": the sweep reads only the loans it may have
// something to tell (migration 028) and still tells each message once.

const DAY = 86_400_000;
const { consent: _consent, ...savedFigures } = WORKED_SAVED_LOAN;

async function saveLoan(createdAt: string, overrides: Record<string, unknown> = {}) {
  const row = await getDb()
    .insertInto("saved_loans")
    .values({
      phone: "9876500000",
      email: "loan@example.test",
      ...savedFigures,
      consent_at: createdAt,
      consent_notice_version: "test",
      created_at: createdAt,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function keysOf(id: number): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("my_loan_notices")
    .select("key")
    .where("loan_id", "=", id)
    .orderBy("key")
    .execute();
  return rows.map((r) => r.key);
}

const nextResetOf = async (id: number) =>
  (
    await getDb()
      .selectFrom("saved_loans")
      .select("next_reset_on")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).next_reset_on;

async function addRepo(rate: number, effectiveFrom: string, createdAt: Date) {
  const row = await getDb()
    .insertInto("benchmarks")
    .values({
      name: "repo",
      rate,
      effective_from: effectiveFrom,
      source_url: "https://rbi.org.in/test",
      created_at: createdAt.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("sweepNotices", () => {
  it("works out a loan's next reset, tells the reset 15 days before it once, then moves past it", async () => {
    const saved = new Date("2026-12-02T06:00:00Z");
    const id = await saveLoan(saved.toISOString());
    expect(await nextResetOf(id)).toBeNull();
    await sweepNotices(new Date("2026-12-03T06:00:00Z"));
    expect(await nextResetOf(id)).toBe("2027-01-01");
    expect(await keysOf(id)).toEqual([]);
    // 2026-12-17 (IST) is 15 days before 2027-01-01: told, and only once however often it runs.
    await sweepNotices(new Date("2026-12-17T06:00:00Z"));
    await sweepNotices(new Date("2026-12-18T06:00:00Z"));
    expect(await keysOf(id)).toEqual([`reset:${id}:2027-01-01`]);
    // The reset passes: the next one is worked out, and told in its turn.
    await sweepNotices(new Date("2027-01-02T06:00:00Z"));
    expect(await nextResetOf(id)).toBe("2027-04-01");
    await sweepNotices(new Date("2027-03-20T06:00:00Z"));
    expect(await keysOf(id)).toEqual([`reset:${id}:2027-01-01`, `reset:${id}:2027-04-01`]);
  });

  it("goes through every loan once for a new rate, and not again for it", async () => {
    const now = new Date("2027-06-02T06:00:00Z");
    const a = await saveLoan(new Date(now.getTime() - 10 * DAY).toISOString());
    const b = await saveLoan(new Date(now.getTime() - 10 * DAY).toISOString(), {
      rate_type: "other",
      last_reset_on: null,
      reset_every_months: null,
    });
    await sweepNotices(now);
    const rate = await addRepo(4.75, "2027-06-05", now);
    await sweepNotices(new Date(now.getTime() + 60_000));
    const told = await keysOf(a);
    expect(told).toContain(`benchmark:${a}:${rate}`);
    expect(await keysOf(b)).toEqual([]);
    const done = await getDb()
      .selectFrom("benchmark_sweeps")
      .selectAll()
      .where("benchmark_id", "=", rate)
      .execute();
    expect(done).toHaveLength(1);
    // A later sweep does not go through every loan for that rate again: a notice row removed
    // behind its back stays removed (a full pass would tell it a second time).
    await getDb()
      .deleteFrom("my_loan_notices")
      .where("key", "=", `benchmark:${a}:${rate}`)
      .execute();
    await sweepNotices(new Date(now.getTime() + 120_000));
    expect(await keysOf(a)).not.toContain(`benchmark:${a}:${rate}`);
  });

  it("tells a rate that sets a loan's reset once its next reset moves into that rate's reach", async () => {
    const now = new Date("2028-03-30T06:00:00Z");
    // Resets every 3 months from 2028-01-01: the next is 2028-04-01, then 2028-07-01.
    const id = await saveLoan(new Date(now.getTime() - 5 * DAY).toISOString(), {
      last_reset_on: "2028-01-01",
    });
    const rate = await addRepo(4.5, "2028-05-01", now);
    await sweepNotices(new Date(now.getTime() + 60_000));
    // 2028-04-01's rate is not the new one: nothing about it yet (the reset itself is told).
    expect(await keysOf(id)).toEqual([`reset:${id}:2028-04-01`]);
    await sweepNotices(new Date("2028-04-02T06:00:00Z"));
    expect(await nextResetOf(id)).toBe("2028-07-01");
    expect(await keysOf(id)).toContain(`benchmark:${id}:${rate}`);
  });
});
