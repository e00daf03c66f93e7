import Database from "better-sqlite3";
import fc from "fast-check";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { pmayCandidateOf } from "../../domain/eligibility/pmay-hint.ts";
import { down, up } from "./026-pmay-candidate.ts";

// Migration 026 flags the leads stored before it from their stored answers: its SQL must give
// the domain's verdict (docs/product/calculators.md "The wizard's hint") for every row.

// biome-ignore lint/suspicious/noExplicitAny: the table as the migration finds it
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
afterAll(() => db.destroy());

const yesNo = fc.constantFrom("yes", "no", null);
const money = fc.option(fc.integer({ min: -10, max: 1_200_000 }), { nil: null });
const lead = fc.record({
  loan_purpose: fc.constantFrom("i'm buying", "i'm building", "i'm refinancing", null),
  property_worth: fc.option(fc.integer({ min: 3_400_000, max: 3_600_000 }), { nil: null }),
  borrow_amount: fc.option(fc.integer({ min: 2_400_000, max: 2_600_000 }), { nil: null }),
  yearly_income: money,
  earn_additional_income: yesNo,
  additional_income_amount: money,
  receive_rental_income: yesNo,
  rental_income_amount: money,
  receive_non_taxable_income: yesNo,
  non_taxable_income_amount: money,
});

describe("migration 026", () => {
  it("flags the stored leads exactly as the domain would, and goes back down", async () => {
    const rows = fc.sample(lead, { numRuns: 600, seed: 26 });
    await db.schema
      .createTable("eligibility_applications")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("created_at", "text")
      .addColumn("loan_purpose", "text")
      .addColumn("property_worth", "double precision")
      .addColumn("borrow_amount", "double precision")
      .addColumn("yearly_income", "double precision")
      .addColumn("earn_additional_income", "text")
      .addColumn("additional_income_amount", "double precision")
      .addColumn("receive_rental_income", "text")
      .addColumn("rental_income_amount", "double precision")
      .addColumn("receive_non_taxable_income", "text")
      .addColumn("non_taxable_income_amount", "double precision")
      .execute();
    await db
      .insertInto("eligibility_applications")
      .values(rows.map((row, i) => ({ ...row, id: i + 1, created_at: "2026-01-01" })))
      .execute();
    await up(db);
    const stored = await db
      .selectFrom("eligibility_applications")
      .select(["id", "pmay_candidate"])
      .orderBy("id")
      .execute();
    const expected = rows.map((row) =>
      pmayCandidateOf({ ...row, loan_tenure: null, monthly_living_expenditure: null }) ? 1 : 0,
    );
    expect(stored.map((r) => r.pmay_candidate)).toEqual(expected);
    // Both verdicts occur in the sample.
    expect(new Set(expected).size).toBe(2);
    await down(db);
    const columns = await db.introspection.getTables();
    expect(columns[0].columns.map((c) => c.name)).not.toContain("pmay_candidate");
  });
});
