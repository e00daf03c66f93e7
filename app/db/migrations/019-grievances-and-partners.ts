import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { type AnyDb, createTableWithId } from "./ddl.ts";

// docs/product/borrower-view.md "Grievances" and "Partners and how we are paid".
//
// `grievances`: what a borrower sent the grievance officer, with its own `GR-` reference, the
// enquiry reference it names (as typed and normalised; not a foreign key: a grievance about a
// mistyped or erased enquiry is kept all the same), the browser's client_id (a retry answers the
// first row), and the status the 30-day clock stops on. The admin list reads open ones by age.
//
// `banks.partner`: whether GharSetu works with the lender (it may send them files, and they pay
// it a fee on disbursal). 0 for a bank added later until an admin says otherwise; the banks of
// the catalogue at this point are the ones GharSetu already sends files to (the loan file
// proposes them), so they are marked partners. A new database is seeded the same way
// (app/db/seed.server.ts).

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "grievances")
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("enquiry_reference", "text")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("open").check(sql`status in ('open', 'resolved')`),
    )
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "text")
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_notice_version", "text", (c) => c.notNull())
    .addColumn("client_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("grievances_status_created")
    .on("grievances")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .alterTable("banks")
    .addColumn("partner", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("banks").set({ partner: 1 }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("banks").dropColumn("partner").execute();
  await db.schema.dropTable("grievances").execute();
}
