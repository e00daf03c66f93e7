import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BackupError, decryptArchive, unpackEntries } from "./archive-format.server.ts";
import {
  COUNTED_TABLES,
  type Counts,
  countTarget,
  type DatabaseTarget,
  restoreDatabase,
} from "./database-copy.server.ts";
import { MANIFEST_NAME, type Manifest } from "./take-backup.server.ts";

// `npm run restore -- ARCHIVE [--force] [--verify]` (docs/product/operations.md "Backups"). Two
// passes over the archive: the first decrypts and hashes every part against the manifest and writes
// nothing; only an archive that passed whole is read again into a staging folder beside the target
// and then moved into place. A wrong key, a truncated archive or a flipped byte stops the first
// pass, so the target is never touched (docs/decisions/039-backups.md).

const STORAGE_PART = /^files\/([0-9a-f]{2})\/([0-9a-f-]{36})$/;

const readArchive = (file: string) =>
  fs.createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>;

function sha256Sink() {
  const hash = crypto.createHash("sha256");
  let size = 0;
  return {
    update(piece: Buffer) {
      hash.update(piece);
      size += piece.length;
    },
    result: () => ({ size, sha256: hash.digest("hex") }),
  };
}

/** Checks the whole archive (key, every chunk's tag, every part's hash); gives its manifest. */
export async function verifyArchive(file: string, key: Buffer): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  for await (const entry of unpackEntries(decryptArchive(readArchive(file), key))) {
    if (manifest) throw new BackupError("the archive is damaged: a part after the manifest");
    if (entry.name === MANIFEST_NAME) {
      const chunks: Buffer[] = [];
      for await (const piece of entry.bytes) chunks.push(piece);
      try {
        manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest;
      } catch {
        throw new BackupError("the archive is damaged: its manifest is not JSON");
      }
      continue;
    }
    const sink = sha256Sink();
    for await (const piece of entry.bytes) sink.update(piece);
    seen.set(entry.name, sink.result());
  }
  if (manifest?.format !== 1 || !Array.isArray(manifest.parts)) {
    throw new BackupError("the archive is damaged: it has no manifest");
  }
  for (const part of manifest.parts) {
    const got = seen.get(part.name);
    if (!got) throw new BackupError(`the archive is damaged: ${part.name} is missing`);
    if (got.size !== part.size || got.sha256 !== part.sha256) {
      throw new BackupError(`the archive is damaged: ${part.name} does not match its SHA-256`);
    }
    seen.delete(part.name);
  }
  if (seen.size > 0) {
    throw new BackupError(`the archive is damaged: ${[...seen.keys()][0]} is not in the manifest`);
  }
  const database = manifest.parts.filter((p) => p.name.startsWith("database."));
  if (database.length !== 1) throw new BackupError("the archive holds no database");
  for (const part of manifest.parts) {
    if (!part.name.startsWith("database.") && !STORAGE_PART.test(part.name)) {
      throw new BackupError(`the archive is damaged: unknown part ${part.name}`);
    }
  }
  return manifest;
}

/**
 * A failure after the archive passed whole, while writing (a full disk, pg_restore's own error):
 * the only kind that may leave something behind. Every refusal before is a BackupError or a plain
 * Error thrown before the first write.
 */
export class RestoreWriteError extends Error {
  override name = "RestoreWriteError";
}

export interface RestoreOptions {
  database: DatabaseTarget;
  /** The documents' folder; undefined when they live in a bucket. */
  filesDir?: string;
  key: Buffer;
  force?: boolean;
}

export interface RestoreOutcome {
  manifest: Manifest;
  restored: Counts;
  documents: number;
}

function hasFiles(dir: string | undefined): boolean {
  if (!dir || !fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((e) => e.isFile());
}

/** Why the target is not empty, or null when it is. */
export async function targetInUse(
  database: DatabaseTarget,
  filesDir: string | undefined,
): Promise<string | null> {
  const counts = await countTarget(database);
  const held = (Object.keys(COUNTED_TABLES) as (keyof Counts)[]).filter((k) => counts[k] > 0);
  if (held.length > 0) {
    return `the database is not empty (${held.map((k) => `${counts[k]} ${k}`).join(", ")})`;
  }
  if (hasFiles(filesDir)) return `the documents' folder ${filesDir} is not empty`;
  return null;
}

export async function restoreArchive(
  file: string,
  options: RestoreOptions,
): Promise<RestoreOutcome> {
  const { database, filesDir, key } = options;
  // Refusals first, in the order that writes nothing: the target, then the whole archive.
  if (!options.force) {
    const inUse = await targetInUse(database, filesDir);
    if (inUse) throw new BackupError(`${inUse}; restore with --force to replace it`);
  }
  const manifest = await verifyArchive(file, key);
  if (manifest.database !== database.kind) {
    throw new BackupError(
      `the archive holds a ${manifest.database} database, the target is ${database.kind}`,
    );
  }
  const documentParts = manifest.parts.filter((p) => STORAGE_PART.test(p.name));
  if (documentParts.length > 0 && !filesDir) {
    throw new BackupError("the archive holds documents but FILES_S3_BUCKET is set");
  }
  const expected = new Map(manifest.parts.map((p) => [p.name, p]));

  // The staging folder sits beside the database file (or the documents) so the moves are renames.
  const base =
    database.kind === "sqlite"
      ? path.dirname(path.resolve(database.file))
      : filesDir
        ? path.dirname(path.resolve(filesDir))
        : os.tmpdir();
  await fs.promises.mkdir(base, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(base, ".gharsetu-restore-"));
  const stagedFiles = path.join(staging, "files");
  let stagedDatabase = "";
  try {
    for await (const entry of unpackEntries(decryptArchive(readArchive(file), key))) {
      if (entry.name === MANIFEST_NAME) {
        for await (const _ of entry.bytes);
        continue;
      }
      const match = STORAGE_PART.exec(entry.name);
      const out = match
        ? path.join(stagedFiles, match[1], match[2])
        : path.join(staging, "database");
      if (!match) stagedDatabase = out;
      await fs.promises.mkdir(path.dirname(out), { recursive: true });
      const sink = sha256Sink();
      await pipeline(
        entry.bytes,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const piece of source) {
            sink.update(piece);
            yield piece;
          }
        },
        fs.createWriteStream(out, { mode: 0o600, flags: "wx" }),
      );
      // Read twice: the archive must not have changed since the first pass.
      const got = sink.result();
      const want = expected.get(entry.name);
      if (!want || want.sha256 !== got.sha256 || want.size !== got.size) {
        throw new BackupError(`the archive changed during the restore: ${entry.name}`);
      }
    }

    await restoreDatabase(database, stagedDatabase);
    if (filesDir) {
      if (options.force) await fs.promises.rm(filesDir, { recursive: true, force: true });
      if (fs.existsSync(stagedFiles)) {
        await fs.promises.mkdir(path.dirname(path.resolve(filesDir)), { recursive: true });
        await moveTree(stagedFiles, filesDir);
      }
    }
  } catch (error) {
    throw new RestoreWriteError(error instanceof Error ? error.message : String(error));
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
  const restored = await countTarget(database);
  return { manifest, restored, documents: documentParts.length };
}

/** Renames the folder into place, or (across file systems, or into an existing folder) copies. */
async function moveTree(from: string, to: string): Promise<void> {
  if (!fs.existsSync(to)) {
    try {
      await fs.promises.rename(from, to);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    }
  }
  await fs.promises.cp(from, to, { recursive: true, errorOnExist: false, force: true });
}

/** The manifest's counts beside the restored ones, one line each, for the operator. */
export function countsTable(manifest: Counts, restored?: Counts): string {
  const rows = (Object.keys(COUNTED_TABLES) as (keyof Counts)[]).map((k) => {
    const line = `  ${k.padEnd(18)} ${String(manifest[k]).padStart(10)}`;
    if (!restored) return line;
    const mark = restored[k] === manifest[k] ? "" : "  ← differs";
    return `${line} ${String(restored[k]).padStart(10)}${mark}`;
  });
  const head = restored
    ? `  ${"".padEnd(18)} ${"manifest".padStart(10)} ${"restored".padStart(10)}`
    : `  ${"".padEnd(18)} ${"manifest".padStart(10)}`;
  return [head, ...rows].join("\n");
}
