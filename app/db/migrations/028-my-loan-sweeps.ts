import type { Kysely } from "kysely";

// What lets the my-loan-notices job read only the loans it has something to tell
// (docs/product/my-loan.md "Told when it matters", app/modules/my-loans/notices.server.ts):
//
// `saved_loans.next_reset_on`: a repo loan's next reset as last worked out (null: not yet, as for
// every loan saved before this migration; the next sweep fills it). The sweep reads the loans
// whose date has passed or is 15 days or less away, by this index, instead of every loan.
//
// `benchmark_sweeps`: a repo rate whose messages one sweep has gone through every loan for. A
// later sweep, on this instance or another, does not go through them all again for it.
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("saved_loans").addColumn("next_reset_on", "text").execute();
  await db.schema
    .createIndex("saved_loans_next_reset")
    .on("saved_loans")
    .columns(["rate_type", "next_reset_on", "id"])
    .execute();
  await db.schema
    .createTable("benchmark_sweeps")
    .addColumn("benchmark_id", "integer", (c) =>
      c.primaryKey().references("benchmarks.id").onDelete("cascade"),
    )
    .addColumn("finished_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("benchmark_sweeps").execute();
  await db.schema.dropIndex("saved_loans_next_reset").execute();
  await db.schema.alterTable("saved_loans").dropColumn("next_reset_on").execute();
}
