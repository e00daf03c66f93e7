import { getDb } from "../../db/db.server.ts";

// The backups' outcomes (docs/decisions/039-backups.md), kept in `backup_runs` so every instance
// (and `npm run backup` run by hand) reports the same: /metrics has the last success's time and
// the last failure's, the admin dashboard warns when the last backup is older than 26 hours or
// failed (docs/product/operations.md "Backups").

/** A day's schedule plus two hours of slack for a slow backup or a restart. */
export const BACKUP_STALE_MS = 26 * 60 * 60_000;

export interface BackupRunRecord {
  startedAt: Date;
  finishedAt: Date;
  outcome: "ok" | "failed";
  location?: string;
  bytes?: number;
  error?: string;
}

export async function recordBackupRun(run: BackupRunRecord): Promise<void> {
  await getDb()
    .insertInto("backup_runs")
    .values({
      started_at: run.startedAt.toISOString(),
      finished_at: run.finishedAt.toISOString(),
      outcome: run.outcome,
      location: run.location ?? null,
      bytes: run.bytes ?? null,
      error: run.error ? run.error.slice(0, 2000) : null,
    })
    .execute();
}

export interface BackupStatus {
  /** When the newest good backup began (its archive holds what was acknowledged before it). */
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailureError: string | null;
  /** The newest run's outcome, or null before the first. */
  lastOutcome: "ok" | "failed" | null;
}

export async function backupStatus(): Promise<BackupStatus> {
  const db = getDb();
  const newest = (outcome: "ok" | "failed") =>
    db
      .selectFrom("backup_runs")
      .select(["started_at", "finished_at", "error"])
      .where("outcome", "=", outcome)
      .orderBy("finished_at", "desc")
      .limit(1)
      .executeTakeFirst();
  const [ok, failed] = await Promise.all([newest("ok"), newest("failed")]);
  const lastOutcome =
    ok && failed
      ? ok.finished_at >= failed.finished_at
        ? "ok"
        : "failed"
      : ok
        ? "ok"
        : failed
          ? "failed"
          : null;
  return {
    lastSuccessAt: ok?.started_at ?? null,
    lastFailureAt: failed?.finished_at ?? null,
    lastFailureError: failed?.error ?? null,
    lastOutcome,
  };
}

/**
 * What the dashboard says, or null when all is well or backups are not set up (no destination
 * and never a run): "failed" when the newest run failed, "stale" when the last good one began
 * more than 26 hours ago (or there is none though a destination is set).
 */
export function backupWarning(
  status: BackupStatus,
  now: Date,
  destinationSet: boolean,
): {
  kind: "failed" | "stale" | "never";
  lastSuccessAt: string | null;
  error: string | null;
} | null {
  if (status.lastOutcome === "failed") {
    return { kind: "failed", lastSuccessAt: status.lastSuccessAt, error: status.lastFailureError };
  }
  if (!status.lastSuccessAt) {
    return destinationSet ? { kind: "never", lastSuccessAt: null, error: null } : null;
  }
  if (now.getTime() - Date.parse(status.lastSuccessAt) > BACKUP_STALE_MS) {
    return { kind: "stale", lastSuccessAt: status.lastSuccessAt, error: null };
  }
  return null;
}
