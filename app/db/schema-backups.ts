import type { Generated } from "kysely";

/** One backup taken, good or failed (docs/decisions/039-backups.md; migration 030). */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  outcome: "ok" | "failed";
  /** The archive's path or s3:// address, when it was written. */
  location: string | null;
  bytes: number | null;
  error: string | null;
}
