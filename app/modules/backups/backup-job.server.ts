import { sqliteConnection } from "../../db/db.server.ts";
import { filesDir } from "../files/store.server.ts";
import { recordBackupRun } from "./backup-status.server.ts";
import { databaseFromEnv } from "./database-copy.server.ts";
import { destinationOf } from "./destinations.server.ts";
import { backupKey, backupSettings } from "./settings.server.ts";
import { type BackupOutcome, takeBackup } from "./take-backup.server.ts";

// One backup with the process's settings, its outcome recorded (backup-status.server.ts): what
// the job runner runs every BACKUP_EVERY_MS and what `npm run backup` runs once.

export async function runBackup(options: { inServer: boolean }): Promise<BackupOutcome> {
  const settings = backupSettings();
  const destination = destinationOf(settings);
  if (!destination) throw new Error("no destination: set BACKUP_DIR or BACKUP_S3_BUCKET");
  const database = databaseFromEnv();
  // In the server, SQLite's copy goes through the site's own connection: its writes then reach
  // the copy as they happen instead of making SQLite start the copy again.
  if (options.inServer && database.kind === "sqlite") database.connection = sqliteConnection();
  const startedAt = new Date();
  try {
    const outcome = await takeBackup({
      database,
      filesDir: process.env.FILES_S3_BUCKET ? undefined : filesDir(),
      key: backupKey(),
      destination,
      keep: settings.keep,
      now: () => startedAt,
    });
    await recordBackupRun({
      startedAt,
      finishedAt: new Date(),
      outcome: "ok",
      location: outcome.where,
      bytes: outcome.bytes,
    });
    return outcome;
  } catch (error) {
    await recordBackupRun({
      startedAt,
      finishedAt: new Date(),
      outcome: "failed",
      error: error instanceof Error ? error.message : String(error),
    }).catch(() => {});
    throw error;
  }
}
