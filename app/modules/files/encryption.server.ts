import crypto from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

// The stored form of a document (docs/decisions/027-documents-storage.md): a random 12-byte IV,
// the AES-256-GCM ciphertext, and the 16-byte tag at the end. One GCM stream per file: the
// files are at most 10 MiB, so a download decrypts into memory and checks the tag before any
// byte leaves; the upload streams through the cipher without holding the file.

export const IV_BYTES = 12;
export const TAG_BYTES = 16;

/** A transform from plaintext to IV + ciphertext + tag. */
export function encryptStream(key: Buffer): Transform {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(iv);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(iv);
      const last = cipher.final();
      if (last.length) this.push(last);
      done(null, cipher.getAuthTag());
    },
  });
}

/** The plaintext of IV + ciphertext + tag; throws when the tag does not match. */
export function decrypt(key: Buffer, stored: Buffer): Buffer {
  if (stored.length < IV_BYTES + TAG_BYTES) throw new Error("stored file is too short");
  const iv = stored.subarray(0, IV_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(stored.subarray(IV_BYTES, stored.length - TAG_BYTES)),
    decipher.final(),
  ]);
}
