import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { backupDue } from "./backup-job.server.ts";
import { backupStatus, recordBackupRun } from "./backup-status.server.ts";

// When the scheduled job takes a backup (docs/decisions/039-backups.md): from the recorded runs,
// so a restart takes no extra one; a failure is tried again after an hour.

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe("backupDue and backupStatus", () => {
  it("is due with no run, and after a good one only a day later", async () => {
    await getDb().deleteFrom("backup_runs").execute();
    expect(await backupStatus()).toEqual({
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureError: null,
      lastOutcome: null,
    });
    expect(await backupDue(at("2026-12-02T02:00:00Z"), DAY)).toBe(true);
    await recordBackupRun({
      startedAt: at("2026-12-02T02:00:00Z"),
      finishedAt: at("2026-12-02T02:01:00Z"),
      outcome: "ok",
      location: "/backups/a.gsbk",
      bytes: 123,
    });
    expect(await backupDue(at("2026-12-02T14:00:00Z"), DAY)).toBe(false);
    expect(await backupDue(at("2026-12-03T02:00:00Z"), DAY)).toBe(true);
  });

  it("after a failure: the newest outcome is failed, and it waits an hour before trying again", async () => {
    await recordBackupRun({
      startedAt: at("2026-12-03T02:00:00Z"),
      finishedAt: at("2026-12-03T02:00:05Z"),
      outcome: "failed",
      error: "ENOSPC: no space left on device",
    });
    const status = await backupStatus();
    expect(status).toEqual({
      lastSuccessAt: "2026-12-02T02:00:00.000Z",
      lastFailureAt: "2026-12-03T02:00:05.000Z",
      lastFailureError: "ENOSPC: no space left on device",
      lastOutcome: "failed",
    });
    expect(await backupDue(at("2026-12-03T02:30:00Z"), DAY)).toBe(false);
    expect(await backupDue(at("2026-12-03T03:00:06Z"), DAY)).toBe(true);
  });
});
