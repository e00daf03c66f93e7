import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { s3StoreFromEnv } from "./s3-store.server.ts";

// Where the encrypted documents live (docs/decisions/027-documents-storage.md): a folder on the
// local disk by default, or an S3-compatible bucket that several instances share. Both behind one
// interface, so the upload, the download and erasure never ask which.

export interface FileStore {
  /** Writes the stream under the key; on any error nothing stays under the key or beside it. */
  put(key: string, source: Readable): Promise<void>;
  /** The stored bytes of a key, whole (documents are at most 10 MiB). */
  get(key: string): Promise<Buffer>;
  /** Removes the key; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  readonly kind: "disk" | "s3";
}

/** Storage keys are ours (random UUIDs), never a name from outside: no path can be smuggled in. */
export function newStorageKey(): string {
  return crypto.randomUUID();
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error("invalid storage key");
}

/** A folder: each file under a two-letter shard, written to a temporary name then renamed. */
export function diskStore(dir: string): FileStore {
  const where = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    kind: "disk",
    async put(key, source) {
      const final = where(key);
      await fs.promises.mkdir(path.dirname(final), { recursive: true });
      const temp = `${final}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      try {
        await pipeline(source, fs.createWriteStream(temp, { mode: 0o600, flags: "wx" }));
        await fs.promises.rename(temp, final);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      return fs.promises.readFile(where(key));
    },
    async delete(key) {
      await fs.promises.rm(where(key), { force: true });
    },
  };
}

/** FILES_DIR, or <DATA_DIR>/files. */
export function filesDir(): string {
  return process.env.FILES_DIR || path.join(process.env.DATA_DIR ?? "data", "files");
}

let chosen: FileStore | undefined;

/** The store this process uses: the bucket when FILES_S3_BUCKET is set, else the folder. */
export function fileStore(): FileStore {
  chosen ??= s3StoreFromEnv() ?? diskStore(filesDir());
  return chosen;
}

/** Tests that switch stores between cases. */
export function useFileStore(store: FileStore | undefined): void {
  chosen = store;
}
