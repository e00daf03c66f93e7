import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseFilesKey } from "../files/files-key.server.ts";

// The backups' settings (docs/product/operations.md "Backups"), read from the environment and
// checked once: the server calls `backupSettings()` at start, so a bad value stops it there rather
// than at the first scheduled backup at night.

export interface BackupSettings {
  /** BACKUP_DIR: a folder for the archives. */
  dir?: string;
  /** BACKUP_S3_BUCKET: a bucket, at the files' endpoint (FILES_S3_ENDPOINT, FILES_S3_REGION). */
  s3?: { bucket: string; endpoint?: string; region?: string; prefix: string };
  /** BACKUP_KEEP: the newest archives kept at the destination. */
  keep: number;
  /** BACKUP_EVERY_MS: the job runner's pause between two backups. */
  everyMs: number;
  /** BACKUP_KEY, parsed; undefined means the files key. */
  key?: Buffer;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().int().positive());

const schema = z
  .object({
    BACKUP_DIR: optionalText,
    BACKUP_S3_BUCKET: optionalText,
    BACKUP_S3_PREFIX: optionalText,
    FILES_S3_ENDPOINT: optionalText,
    FILES_S3_REGION: optionalText,
    BACKUP_KEEP: positiveInt(14),
    BACKUP_EVERY_MS: positiveInt(86_400_000),
    BACKUP_KEY: optionalText.refine((v) => v === undefined || parseFilesKey(v) !== null, {
      message: "must be 32 bytes, as 64 hex digits or in base64",
    }),
  })
  .refine((v) => !(v.BACKUP_DIR && v.BACKUP_S3_BUCKET), {
    message: "set BACKUP_DIR or BACKUP_S3_BUCKET, not both",
    path: ["BACKUP_DIR"],
  });

/** The settings from `env`; throws one readable line per bad value. */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((i) => `${i.path.join(".") || "backup"} ${i.message}`).join("; "),
    );
  }
  const v = parsed.data;
  return {
    dir: v.BACKUP_DIR,
    s3: v.BACKUP_S3_BUCKET
      ? {
          bucket: v.BACKUP_S3_BUCKET,
          endpoint: v.FILES_S3_ENDPOINT,
          region: v.FILES_S3_REGION,
          prefix: v.BACKUP_S3_PREFIX ?? "",
        }
      : undefined,
    keep: v.BACKUP_KEEP,
    everyMs: v.BACKUP_EVERY_MS,
    key: v.BACKUP_KEY ? (parseFilesKey(v.BACKUP_KEY) ?? undefined) : undefined,
  };
}

/**
 * The archive's key: BACKUP_KEY, else FILES_KEY, else the data folder's files-key. Never made
 * here: a restore on a new machine must not invent a key (files-key.server.ts would).
 */
export function backupKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = backupSettings(env).key;
  if (own) return own;
  if (env.FILES_KEY) {
    const key = parseFilesKey(env.FILES_KEY);
    if (!key) throw new Error("FILES_KEY must be 32 bytes, as 64 hex digits or in base64");
    return key;
  }
  const file = path.join(env.DATA_DIR ?? "data", "files-key");
  if (fs.existsSync(file)) {
    const key = parseFilesKey(fs.readFileSync(file, "utf8"));
    if (key) return key;
  }
  throw new Error(
    "no backup key: set BACKUP_KEY (or FILES_KEY), or keep the data folder's files-key in place",
  );
}
