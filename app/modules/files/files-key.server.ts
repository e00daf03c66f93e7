import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The key that encrypts the loan file's documents (docs/decisions/027-documents-storage.md):
// FILES_KEY (32 bytes, as 64 hex digits or base64), or, without it, one made once and kept in the
// data folder beside the session secret (server/config.ts ensureSessionSecret), so files stay
// readable across restarts on one machine. Several instances must share FILES_KEY (and the
// bucket). A key of the wrong length stops the server at start rather than at the first upload.

export const FILES_KEY_BYTES = 32;

let cached: Buffer | undefined;

/** The bytes of a FILES_KEY value, or null when it is not 32 bytes in hex or base64. */
export function parseFilesKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === FILES_KEY_BYTES) return bytes;
  }
  return null;
}

/** The key, read (or made) once per process. Throws on a FILES_KEY that is not 32 bytes. */
export function filesKey(): Buffer {
  if (cached) return cached;
  const fromEnv = process.env.FILES_KEY;
  if (fromEnv) {
    const key = parseFilesKey(fromEnv);
    if (!key) throw new Error("FILES_KEY must be 32 bytes, as 64 hex digits or in base64");
    cached = key;
    return key;
  }
  const dir = process.env.DATA_DIR ?? "data";
  const file = path.join(dir, "files-key");
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    // `wx`: two processes starting at once keep the first one's key.
    try {
      fs.writeFileSync(file, crypto.randomBytes(FILES_KEY_BYTES).toString("hex"), {
        mode: 0o600,
        flag: "wx",
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = parseFilesKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  cached = key;
  return key;
}

/** Tests that change FILES_KEY or DATA_DIR between cases. */
export function forgetFilesKey(): void {
  cached = undefined;
}
