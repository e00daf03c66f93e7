import { type AnyDb, createPartialIndex, indexOn } from "./ddl.ts";

// The escalation job's read (app/modules/speed-to-lead/escalation.server.ts, docs/product/
// speed-to-lead.md "First response"): the enquiries still new, never answered nor escalated, whose
// due time has passed. Migration 020's `*_waiting_first_response` held every unanswered,
// unescalated enquiry whatever its status, so "due before now" was most of it: at a million leads
// PostgreSQL read it in a parallel scan of 200–440 ms every run of the job, both cores of a small
// machine, and every request waited meanwhile (issue 40, docs/performance.md). This index holds
// only what the job wants, so the read is one short range (0.1 ms at a million leads).
//
// The condition is written the way the job's query writes it, so that both engines can tell the
// index serves it: `coalesce(…) is null` and `status || ''` are not terms either engine can match
// to another index (SQLite, without ANALYZE's figures, walked the index on `first_response_at`
// or on `status`, every lead still new, instead).
//
// Migration 016's index on the due time alone, which only the job read, goes with it.

const TABLES = ["eligibility_applications", "callback_requests"] as const;

/**
 * The partial index's condition. The escalation query (`overdueEnquiries`) repeats it word for
 * word, and tests/integration/speed-to-lead.test.ts checks that both engines then read this index.
 */
const OVERDUE_CANDIDATE =
  "coalesce(escalated_at, first_response_at) is null and status || '' = 'new'";

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await createPartialIndex(
      db,
      `${table}_awaiting_escalation`,
      table,
      ["first_response_due_at"],
      OVERDUE_CANDIDATE,
    );
    await db.schema.dropIndex(`${table}_waiting_first_response`).ifExists().execute();
    await db.schema.dropIndex(`${table}_first_response_due`).ifExists().execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await indexOn(db, table, "first_response_due", ["first_response_due_at"]);
    await createPartialIndex(
      db,
      `${table}_waiting_first_response`,
      table,
      ["first_response_due_at", "status"],
      "escalated_at is null and first_response_at is null",
    );
    await db.schema.dropIndex(`${table}_awaiting_escalation`).ifExists().execute();
  }
}
