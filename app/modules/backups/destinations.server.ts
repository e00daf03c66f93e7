import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { BackupSettings } from "./settings.server.ts";

// Where the archives go (docs/product/operations.md "Backups"): BACKUP_DIR or BACKUP_S3_BUCKET,
// keeping the newest BACKUP_KEEP. An archive is written whole to a temporary name first (the
// folder) or a spool file (the bucket: PutObject wants the length before the first byte, as in
// app/modules/files/s3-store.server.ts), so a failed backup never leaves a half archive that looks
// like a good one.

/** `gharsetu-backup-20261202T044500Z.gsbk`: names sort as their times do. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `gharsetu-backup-${stamp}.gsbk`;
}

const ARCHIVE_PATTERN = /^gharsetu-backup-\d{8}T\d{6}Z(-\d+)?\.gsbk$/;

export interface Destination {
  /** A file to write the archive to, then `commit` (or `discard` on failure). */
  prepare(
    name: string,
  ): Promise<{ file: string; commit(): Promise<string>; discard(): Promise<void> }>;
  /** The archives there, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  /** Where an operator finds the archive. */
  describe(name: string): string;
}

export function folderDestination(dir: string): Destination {
  return {
    async prepare(name) {
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, `.${name}.${crypto.randomBytes(4).toString("hex")}.tmp`);
      return {
        file,
        async commit() {
          const final = path.join(dir, name);
          await fs.promises.rename(file, final);
          return final;
        },
        discard: () => fs.promises.rm(file, { force: true }),
      };
    },
    async list() {
      if (!fs.existsSync(dir)) return [];
      return (await fs.promises.readdir(dir)).filter((n) => ARCHIVE_PATTERN.test(n)).sort();
    },
    remove: (name) => fs.promises.rm(path.join(dir, name), { force: true }),
    describe: (name) => path.join(dir, name),
  };
}

export function s3Client(s3: NonNullable<BackupSettings["s3"]>): S3Client {
  return new S3Client({
    region: s3.region || "us-east-1",
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function bucketDestination(s3: NonNullable<BackupSettings["s3"]>): Destination {
  const client = s3Client(s3);
  const Bucket = s3.bucket;
  return {
    async prepare(name) {
      const file = path.join(os.tmpdir(), `.${name}.${crypto.randomBytes(4).toString("hex")}.tmp`);
      return {
        file,
        async commit() {
          try {
            const { size } = await fs.promises.stat(file);
            await client.send(
              new PutObjectCommand({
                Bucket,
                Key: `${s3.prefix}${name}`,
                Body: fs.createReadStream(file),
                ContentLength: size,
                ContentType: "application/octet-stream",
              }),
            );
          } finally {
            await fs.promises.rm(file, { force: true });
          }
          return `s3://${Bucket}/${s3.prefix}${name}`;
        },
        discard: () => fs.promises.rm(file, { force: true }),
      };
    },
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: s3.prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? "").slice(s3.prefix.length);
          if (ARCHIVE_PATTERN.test(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${s3.prefix}${name}` }));
    },
    describe: (name) => `s3://${Bucket}/${s3.prefix}${name}`,
  };
}

/** The destination the settings name, or undefined when none is set (no scheduled backups). */
export function destinationOf(settings: BackupSettings): Destination | undefined {
  if (settings.dir) return folderDestination(settings.dir);
  if (settings.s3) return bucketDestination(settings.s3);
  return undefined;
}

/** Removes all but the newest `keep` archives; gives the names removed. */
export async function prune(destination: Destination, keep: number): Promise<string[]> {
  const names = await destination.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await destination.remove(name);
  return old;
}

/**
 * A local file holding the archive `where` names: the path itself, or for `s3://bucket/key` a
 * download to a temporary file (encrypted bytes only) that `done` removes.
 */
export async function localArchive(
  where: string,
  s3: Pick<NonNullable<BackupSettings["s3"]>, "endpoint" | "region"> = {},
): Promise<{ file: string; done(): Promise<void> }> {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(where);
  if (!match) {
    if (!fs.existsSync(where)) throw new Error(`${where}: no such archive`);
    return { file: where, done: async () => {} };
  }
  const client = s3Client({ bucket: match[1], prefix: "", ...s3 });
  const file = path.join(os.tmpdir(), `.gharsetu-restore-${crypto.randomBytes(6).toString("hex")}`);
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: match[1], Key: match[2] }));
    if (!answer.Body) throw new Error(`${where}: empty object`);
    await pipeline(
      answer.Body as NodeJS.ReadableStream,
      fs.createWriteStream(file, { mode: 0o600, flags: "wx" }),
    );
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { file, done: () => fs.promises.rm(file, { force: true }) };
}
