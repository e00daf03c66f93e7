import type { Dialect } from "../db.server.ts";
import { type AnyDb, createTableWithId, indexOn, inList } from "./ddl.ts";

// docs/decisions/039-backups.md: one row per backup taken (by the job runner or `npm run backup`),
// so /metrics and the admin dashboard say when the last one succeeded or failed, whichever
// instance took it. Numbered 030: 028 and 029 were reserved for work in progress elsewhere, and
// the migrator allows the order to differ (app/db/migrate.server.ts).

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "backup_runs")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull().check(inList("outcome", ["ok", "failed"])))
    .addColumn("location", "text")
    .addColumn("bytes", "bigint")
    .addColumn("error", "text")
    .execute();
  await indexOn(db, "backup_runs", "outcome_finished", ["outcome", "finished_at"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
