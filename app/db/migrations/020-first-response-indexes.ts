import { type AnyDb, createPartialIndex } from "./ddl.ts";

// The first-response clock's reads at a million leads (docs/product/speed-to-lead.md "First
// response", ADR 017: an index for every filter the admin offers). All partial: each holds only the
// few rows its reader wants, however many leads there are.
// - `*_waiting_first_response`: enquiries not yet answered nor escalated, by due time: the
//   escalation job's "due before now" is a short range of it. (Migration 016's index on the due
//   time alone holds every enquiry ever answered too, all of them "due before now".)
// - `*_escalated_created`: the escalated-only list (`escalated=true`), newest first like every list.
// - `*_escalations_waiting`: the dashboard's "escalations waiting" (escalated, no first response).

const TABLES = ["eligibility_applications", "callback_requests"] as const;

/** Each table's three indexes: the name's suffix, the columns and the rows each holds. */
const INDEXES = [
  {
    suffix: "waiting_first_response",
    columns: ["first_response_due_at", "status"],
    condition: "escalated_at is null and first_response_at is null",
  },
  {
    suffix: "escalated_created",
    columns: ["created_at", "id"],
    condition: "escalated_at is not null",
  },
  {
    suffix: "escalations_waiting",
    columns: ["status"],
    condition: "escalated_at is not null and first_response_at is null",
  },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    for (const { suffix, columns, condition } of INDEXES) {
      await createPartialIndex(db, `${table}_${suffix}`, table, columns, condition);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    for (const { suffix } of INDEXES) {
      await db.schema.dropIndex(`${table}_${suffix}`).ifExists().execute();
    }
  }
}
