// `npm run backup`: one encrypted backup now, to BACKUP_DIR or BACKUP_S3_BUCKET, keeping the
// newest BACKUP_KEEP (docs/product/operations.md "Backups"; docs/decisions/039-backups.md). The
// site may keep running: the database's copy is consistent as of the moment it begins.

import { closeDb } from "../app/db/db.server.ts";
import { runBackup } from "../app/modules/backups/backup-job.server.ts";
import { countsTable } from "../app/modules/backups/restore-backup.server.ts";

try {
  const outcome = await runBackup();
  console.log(`backup written: ${outcome.where}`);
  console.log(
    `taken at ${outcome.manifest.taken_at}, ${outcome.bytes} bytes, ${outcome.manifest.parts.length} parts, ${outcome.durationMs} ms`,
  );
  console.log(countsTable(outcome.manifest.counts));
  if (outcome.pruned.length) console.log(`removed older archives: ${outcome.pruned.join(", ")}`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
