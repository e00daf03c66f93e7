import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type EntrySource, encryptArchive, packEntries } from "./archive-format.server.ts";
import { type Counts, copyDatabase, type DatabaseTarget } from "./database-copy.server.ts";
import { archiveName, type Destination, prune } from "./destinations.server.ts";

// `npm run backup` and the scheduled job (docs/product/operations.md "Backups",
// docs/decisions/039-backups.md): the database's consistent copy first, then the documents on disk
// (a document is stored before its row is written, so every row in the copy finds its file; one
// erased in between is simply missing, as it would be anyway), then the manifest, all in one
// archive streamed through the cipher: no part is ever whole in memory.

export const MANIFEST_NAME = "manifest.json";
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ManifestPart {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  /** When the copy began: every write acknowledged before it is in the archive. */
  taken_at: string;
  database: "sqlite" | "postgres";
  /** "disk": the documents are in the archive; "bucket": they stay in the bucket (versioning). */
  documents_in: "disk" | "bucket";
  counts: Counts;
  parts: ManifestPart[];
}

export interface TakeOptions {
  database: DatabaseTarget;
  /** The documents' folder; undefined when they live in a bucket (FILES_S3_BUCKET). */
  filesDir?: string;
  key: Buffer;
  destination: Destination;
  keep: number;
  now?: () => Date;
}

export interface BackupOutcome {
  where: string;
  manifest: Manifest;
  bytes: number;
  durationMs: number;
  pruned: string[];
}

function fileEntry(name: string, fd: fs.promises.FileHandle, size: number): EntrySource {
  return {
    name,
    size,
    open: () => fd.createReadStream({ start: 0, highWaterMark: 256 * 1024, autoClose: false }),
  };
}

/** The stored documents, each opened before it is framed (an erased one is skipped). */
async function* documentEntries(dir: string | undefined): AsyncGenerator<EntrySource> {
  if (!dir || !fs.existsSync(dir)) return;
  for (const shard of (await fs.promises.readdir(dir)).sort()) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const key of (await fs.promises.readdir(path.join(dir, shard))).sort()) {
      if (!STORAGE_KEY.test(key)) continue; // temporary names of uploads in progress
      let fd: fs.promises.FileHandle;
      try {
        fd = await fs.promises.open(path.join(dir, shard, key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      try {
        const { size } = await fd.stat();
        yield fileEntry(`files/${shard}/${key}`, fd, size);
      } finally {
        await fd.close();
      }
    }
  }
}

export async function takeBackup(options: TakeOptions): Promise<BackupOutcome> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const startedMs = Date.now();
  const workDir =
    options.database.kind === "sqlite"
      ? path.dirname(path.resolve(options.database.file))
      : os.tmpdir();
  const copy = await copyDatabase(options.database, workDir);
  const name = archiveName(started);
  const target = await options.destination.prepare(name).catch((error) => {
    fs.rmSync(copy.file, { force: true });
    throw error;
  });
  try {
    const parts: ManifestPart[] = [];
    const manifest: Manifest = {
      format: 1,
      taken_at: started.toISOString(),
      database: options.database.kind,
      documents_in: options.filesDir ? "disk" : "bucket",
      counts: copy.counts,
      parts,
    };
    const dbHandle = await fs.promises.open(copy.file, "r");
    async function* entries(): AsyncGenerator<EntrySource> {
      try {
        yield fileEntry(copy.name, dbHandle, (await dbHandle.stat()).size);
      } finally {
        await dbHandle.close();
      }
      yield* documentEntries(options.filesDir);
      const text = Buffer.from(JSON.stringify(manifest, null, 2));
      yield {
        name: MANIFEST_NAME,
        size: text.length,
        open: async function* () {
          yield text;
        },
      };
    }
    await pipeline(
      encryptArchive(
        packEntries(entries(), (partName, size, sha256) => {
          if (partName !== MANIFEST_NAME) parts.push({ name: partName, size, sha256 });
        }),
        options.key,
      ),
      fs.createWriteStream(target.file, { mode: 0o600, flags: "wx" }),
    );
    const { size: bytes } = await fs.promises.stat(target.file);
    const where = await target.commit();
    const pruned = await prune(options.destination, options.keep);
    return { where, manifest, bytes, durationMs: Date.now() - startedMs, pruned };
  } catch (error) {
    await target.discard();
    throw error;
  } finally {
    fs.rmSync(copy.file, { force: true });
  }
}
