// `npm run restore -- ARCHIVE [--force] [--verify]` (docs/product/operations.md "Restoring";
// docs/decisions/039-backups.md). ARCHIVE is a file or s3://bucket/key. The target is the
// database DATABASE_URL names (else DATA_DIR's SQLite file) and the documents' folder (FILES_DIR,
// else DATA_DIR/files); stop the site first. Every hash is checked before anything is written.

import { databaseFromEnv } from "../app/modules/backups/database-copy.server.ts";
import { localArchive } from "../app/modules/backups/destinations.server.ts";
import {
  countsTable,
  RestoreWriteError,
  restoreArchive,
  verifyArchive,
} from "../app/modules/backups/restore-backup.server.ts";
import { backupKey } from "../app/modules/backups/settings.server.ts";
import { filesDir } from "../app/modules/files/store.server.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const verifyOnly = args.includes("--verify");
const unknown = args.filter((a) => a.startsWith("--") && a !== "--force" && a !== "--verify");
const paths = args.filter((a) => !a.startsWith("--"));

if (unknown.length || paths.length !== 1) {
  console.error("usage: npm run restore -- ARCHIVE [--force] [--verify]");
  process.exit(2);
}

let archive: Awaited<ReturnType<typeof localArchive>> | undefined;
try {
  archive = await localArchive(paths[0], {
    endpoint: process.env.FILES_S3_ENDPOINT || undefined,
    region: process.env.FILES_S3_REGION || undefined,
  });
  const key = backupKey();
  if (verifyOnly) {
    const manifest = await verifyArchive(archive.file, key);
    console.log(`archive verified: ${paths[0]}`);
    console.log(
      `taken at ${manifest.taken_at} on ${manifest.database}, ${manifest.parts.length} parts, every SHA-256 matches`,
    );
    console.log(countsTable(manifest.counts));
  } else {
    const outcome = await restoreArchive(archive.file, {
      database: databaseFromEnv(),
      filesDir: process.env.FILES_S3_BUCKET ? undefined : filesDir(),
      key,
      force,
    });
    console.log(`restored: ${paths[0]} (taken at ${outcome.manifest.taken_at})`);
    console.log(`${outcome.documents} documents`);
    console.log(countsTable(outcome.manifest.counts, outcome.restored));
    const differs = Object.entries(outcome.manifest.counts).some(
      ([k, n]) => outcome.restored[k as keyof typeof outcome.restored] !== n,
    );
    if (differs) {
      console.error("restored counts differ from the manifest's");
      process.exitCode = 1;
    }
  }
} catch (error) {
  const what = verifyOnly ? "verify" : "restore";
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof RestoreWriteError)) {
    // Every refusal comes before the first write (restore-backup.server.ts).
    console.error(`${what} refused: ${message}`);
    console.error("nothing was written");
  } else {
    console.error(`${what} failed: ${message}`);
    console.error(
      "check the target: PostgreSQL's restore is one transaction, the documents may be partly moved",
    );
  }
  process.exitCode = 1;
} finally {
  await archive?.done();
}
