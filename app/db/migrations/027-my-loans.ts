import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { type AnyDb, createTableWithId, indexOn, money } from "./ddl.ts";

// docs/product/my-loan.md: the borrower who already has a loan.
//
// `benchmarks`: the repo rate's history, one row per effective date (unique: the same date twice
// is a 409), seeded with the rates the product starts from.
//
// `saved_loans`: a loan a borrower saved with their mobile verified, its figures, the language it
// is told in and the consent it was saved with. Not a lead: no reference, no team work.
//
// `my_loan_notices`: one row per message told, keyed `benchmark:<loan>:<benchmark>` or
// `reset:<loan>:<day>`. The key is unique, so a message is queued only by the insert that made its
// row, whatever instance or restart tries again; the rows go with their loan.

const SEED = [
  [6.5, "2023-02-08"],
  [6.25, "2025-02-07"],
  [6.0, "2025-04-09"],
  [5.5, "2025-06-06"],
  [5.25, "2025-12-05"],
] as const;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "benchmarks")
    .addColumn("name", "text", (c) => c.notNull().check(sql`name in ('repo')`))
    .addColumn("rate", money, (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("source_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addUniqueConstraint("benchmarks_name_effective", ["name", "effective_from"])
    .execute();
  const at = "2026-12-01T00:00:00.000Z";
  await db
    .insertInto("benchmarks")
    .values(
      SEED.map(([rate, effective_from]) => ({
        name: "repo",
        rate,
        effective_from,
        source_url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
        created_at: at,
        created_by: null,
      })),
    )
    .execute();

  await createTableWithId(db, dialect, "saved_loans")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("bank", "text", (c) => c.notNull())
    .addColumn("lender_name", "text")
    .addColumn("rate_type", "text", (c) => c.notNull().check(sql`rate_type in ('repo', 'other')`))
    .addColumn("current_rate", money, (c) => c.notNull())
    .addColumn("last_reset_on", "text")
    .addColumn("reset_every_months", "integer")
    .addColumn("outstanding", money, (c) => c.notNull())
    .addColumn("remaining_months", "integer", (c) => c.notNull())
    .addColumn("emi", money)
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_notice_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "saved_loans", "phone", ["phone", "id"]);
  await indexOn(db, "saved_loans", "rate_type", ["rate_type", "id"]);
  await indexOn(db, "saved_loans", "created", ["created_at"]);

  await createTableWithId(db, dialect, "my_loan_notices")
    .addColumn("loan_id", "integer", (c) =>
      c.notNull().references("saved_loans.id").onDelete("cascade"),
    )
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await indexOn(db, "my_loan_notices", "loan", ["loan_id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("my_loan_notices").execute();
  await db.schema.dropTable("saved_loans").execute();
  await db.schema.dropTable("benchmarks").execute();
}
