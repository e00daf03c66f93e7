import type { Kysely } from "kysely";

// The admin list's filters that arrived beside migration 004 (ADR 017: an index for every filter
// the admin offers): mobile verified (docs/product/borrower-journey.md "Mobile verification"),
// assignment and overdue follow-ups (docs/product/team.md "Working a lead"). Each ends in
// (created_at, id), the list's order, so a filtered page walks the index newest first instead of
// sorting the matches.
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const INDEXES = [
  ["eligibility_applications_verified_created", ["phone_verified", "created_at", "id"]],
  ["eligibility_applications_assigned_created", ["assigned_to", "created_at", "id"]],
  ["eligibility_applications_follow_up", ["follow_up_on", "status"]],
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on("eligibility_applications")
      .columns([...columns])
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
