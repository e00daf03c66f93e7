import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, describe, expect, it } from "vitest";
import { encryptArchive, packEntries } from "./archive-format.server.ts";
import { verifyArchive } from "./restore-backup.server.ts";

// The manifest a restore proves (docs/product/operations.md "Backups"): even an archive whose every
// chunk is sound (made with the right key) is refused when a part does not match the manifest's
// SHA-256, is missing, is not listed, or there is no manifest at all.

const key = crypto.randomBytes(32);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-verify-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");
const DB = crypto.randomBytes(5000);
const DOC = crypto.randomBytes(700);
const DOC_NAME = "files/ab/ab000000-0000-4000-8000-000000000000";

async function archive(parts: { name: string; bytes: Buffer }[]): Promise<string> {
  const file = path.join(dir, `${crypto.randomUUID()}.gsbk`);
  const entries = parts.map((p) => ({
    name: p.name,
    size: p.bytes.length,
    open: async function* () {
      yield p.bytes;
    },
  }));
  await pipeline(encryptArchive(packEntries(entries), key, 1024), fs.createWriteStream(file));
  return file;
}

function manifest(parts: { name: string; bytes: Buffer }[]) {
  const text = JSON.stringify({
    format: 1,
    taken_at: "2026-12-02T02:00:00.000Z",
    database: "sqlite",
    documents_in: "disk",
    counts: {},
    parts: parts.map((p) => ({ name: p.name, size: p.bytes.length, sha256: sha(p.bytes) })),
  });
  return { name: "manifest.json", bytes: Buffer.from(text) };
}

const db = { name: "database.sqlite", bytes: DB };
const doc = { name: DOC_NAME, bytes: DOC };

describe("verifyArchive", () => {
  it("gives the manifest of a sound archive", async () => {
    const m = await verifyArchive(await archive([db, doc, manifest([db, doc])]), key);
    expect(m.parts.map((p) => p.name)).toEqual(["database.sqlite", DOC_NAME]);
  });

  it("refuses a part whose bytes are not the manifest's", async () => {
    const other = { name: DOC_NAME, bytes: crypto.randomBytes(700) };
    await expect(
      verifyArchive(await archive([db, other, manifest([db, doc])]), key),
    ).rejects.toThrow(/does not match its SHA-256/);
  });

  it("refuses a missing part, an unlisted one, no manifest, and no database", async () => {
    await expect(verifyArchive(await archive([db, manifest([db, doc])]), key)).rejects.toThrow(
      /is missing/,
    );
    await expect(verifyArchive(await archive([db, doc, manifest([db])]), key)).rejects.toThrow(
      /not in the manifest/,
    );
    await expect(verifyArchive(await archive([db, doc]), key)).rejects.toThrow(/no manifest/);
    await expect(verifyArchive(await archive([doc, manifest([doc])]), key)).rejects.toThrow(
      /no database/,
    );
  });

  it("refuses a part after the manifest and a name outside the documents' shape", async () => {
    await expect(verifyArchive(await archive([db, manifest([db]), doc]), key)).rejects.toThrow(
      /after the manifest/,
    );
    const evil = { name: "files/../../etc/passwd", bytes: Buffer.from("x") };
    await expect(
      verifyArchive(await archive([db, evil, manifest([db, evil])]), key),
    ).rejects.toThrow(/unknown part/);
  });
});
