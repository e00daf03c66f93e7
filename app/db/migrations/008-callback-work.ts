import type { Kysely } from "kysely";

// Callback requests are worked like leads (docs/product/team.md "Working a lead", issue 13): an
// assignee, a follow-up date, and the mark that retention erased the personal fields. The index
// serves the 'My' and 'Unassigned' views in the list's order (created_at, id), as migration 007
// does for leads.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

const COLUMNS = ["assigned_to", "follow_up_on", "personal_data_erased_at"] as const;
const INDEX = "callback_requests_assigned_created";

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("callback_requests").addColumn("assigned_to", "integer").execute();
  await db.schema.alterTable("callback_requests").addColumn("follow_up_on", "text").execute();
  await db.schema
    .alterTable("callback_requests")
    .addColumn("personal_data_erased_at", "text")
    .execute();
  await db.schema
    .createIndex(INDEX)
    .ifNotExists()
    .on("callback_requests")
    .columns(["assigned_to", "created_at", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex(INDEX).ifExists().execute();
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable("callback_requests").dropColumn(column).execute();
  }
}
