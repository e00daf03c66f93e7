import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { FileStore } from "./store.server.ts";

// The bucket behind FILES_S3_BUCKET (docs/decisions/027-documents-storage.md). PutObject needs
// the length before the first byte, and a stream of unknown length would need lib-storage's
// multipart upload (not installed): the encrypted stream is spooled to a temporary file first
// (ciphertext only, removed at once), then sent with its length. Nothing is in the bucket until
// the whole file passed its checks, so a refused upload leaves no object behind.

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region?: string;
  /** Where the spool files go; the system's temporary folder by default. */
  spoolDir?: string;
}

export function s3Store(options: S3Options): FileStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region || "us-east-1",
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // S3-compatible stores (MinIO, s3rver…) do not all read the SDK's trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  return {
    kind: "s3",
    client,
    async put(key, source: Readable) {
      const spool = path.join(
        options.spoolDir ?? os.tmpdir(),
        `gharsetu-upload-${crypto.randomBytes(8).toString("hex")}`,
      );
      try {
        await pipeline(source, fs.createWriteStream(spool, { mode: 0o600, flags: "wx" }));
        const { size } = await fs.promises.stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(spool),
            ContentLength: size,
            ContentType: "application/octet-stream",
          }),
        );
      } finally {
        await fs.promises.rm(spool, { force: true });
      }
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      const bytes = await answer.Body?.transformToByteArray();
      if (!bytes) throw new Error(`empty object ${key}`);
      return Buffer.from(bytes);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** The bucket from FILES_S3_*, or undefined when FILES_S3_BUCKET is unset. */
export function s3StoreFromEnv(): FileStore | undefined {
  const bucket = process.env.FILES_S3_BUCKET;
  if (!bucket) return undefined;
  return s3Store({
    bucket,
    endpoint: process.env.FILES_S3_ENDPOINT || undefined,
    region: process.env.FILES_S3_REGION || undefined,
  });
}
