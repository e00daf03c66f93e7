import { filesDir } from "../files/store.server.ts";
import { backupStatus, backupWarning, recordBackupRun } from "./backup-status.server.ts";
import { databaseFromEnv } from "./database-copy.server.ts";
import { destinationOf } from "./destinations.server.ts";
import { backupKey, backupSettings } from "./settings.server.ts";
import { type BackupOutcome, takeBackup } from "./take-backup.server.ts";

// One backup with the process's settings, its outcome recorded (backup-status.server.ts): what
// the job runner runs every BACKUP_EVERY_MS and what `npm run backup` runs once.

export async function runBackup(): Promise<BackupOutcome> {
  const settings = backupSettings();
  const destination = destinationOf(settings);
  if (!destination) throw new Error("no destination: set BACKUP_DIR or BACKUP_S3_BUCKET");
  const database = databaseFromEnv();
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

/** A failed backup is tried again after this long (or BACKUP_EVERY_MS, when shorter). */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000;

/**
 * Whether the scheduled job should take one now: the last good backup began BACKUP_EVERY_MS ago
 * or more (or there is none), and no failure in the last hour. Read from `backup_runs`, so a
 * restart does not take an extra one and several instances agree.
 */
export async function backupDue(now: Date, everyMs: number): Promise<boolean> {
  const status = await backupStatus();
  if (status.lastSuccessAt && now.getTime() - Date.parse(status.lastSuccessAt) < everyMs) {
    return false;
  }
  if (
    status.lastFailureAt &&
    now.getTime() - Date.parse(status.lastFailureAt) < Math.min(everyMs, RETRY_AFTER_FAILURE_MS)
  ) {
    return false;
  }
  return true;
}

/**
 * The dashboard's warning, or null: backups set up (a destination) or ever taken, and the last
 * one failed or is older than 26 hours (backup-status.server.ts).
 */
export async function dashboardBackupWarning(now: Date) {
  const destinationSet = destinationOf(backupSettings()) !== undefined;
  return backupWarning(await backupStatus(), now, destinationSet);
}
