import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  BackupError,
  decryptArchive,
  encryptArchive,
  HEADER_BYTES,
  packEntries,
  unpackEntries,
} from "./archive-format.server.ts";

// The archive's framing and its chunked AES-256-GCM (docs/decisions/039-backups.md): what goes in
// comes out, and a wrong key, a cut, a flipped byte, a dropped or moved chunk is refused.

const key = crypto.randomBytes(32);

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const piece of source) out.push(piece);
  return Buffer.concat(out);
}

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** Feeds the bytes in small uneven pieces, as a file stream might. */
async function* pieces(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; ) {
    const n = 1 + ((i * 7) % 97);
    yield bytes.subarray(i, i + n);
    i += n;
  }
}

const seal = (plain: Buffer, chunk = 1000) => collect(encryptArchive(once(plain), key, chunk));

describe("the chunked cipher", () => {
  it.each([0, 1, 999, 1000, 1001, 5000, 12_345])("gives back %i bytes as they were", async (n) => {
    const plain = crypto.randomBytes(n);
    const sealed = await seal(plain);
    expect(sealed.subarray(0, 8).toString()).toBe("GSBACKUP");
    expect(await collect(decryptArchive(pieces(sealed), key))).toEqual(plain);
  });

  it("refuses a wrong key before opening a chunk, saying so", async () => {
    const sealed = await seal(crypto.randomBytes(3000));
    await expect(collect(decryptArchive(once(sealed), crypto.randomBytes(32)))).rejects.toThrow(
      /wrong key/,
    );
  });

  it("refuses an archive cut anywhere, even after a whole chunk", async () => {
    const sealed = await seal(crypto.randomBytes(3500));
    const chunk = 5 + 1000 + 16;
    for (const at of [
      0,
      10,
      HEADER_BYTES,
      HEADER_BYTES + 3,
      HEADER_BYTES + chunk,
      sealed.length - 1,
    ]) {
      await expect(collect(decryptArchive(once(sealed.subarray(0, at)), key))).rejects.toThrow(
        BackupError,
      );
    }
    await expect(
      collect(decryptArchive(once(sealed.subarray(0, HEADER_BYTES + chunk)), key)),
    ).rejects.toThrow(/truncated/);
  });

  it("refuses a flipped byte in any chunk and bytes after the end", async () => {
    const sealed = await seal(crypto.randomBytes(3500));
    for (const at of [HEADER_BYTES + 10, HEADER_BYTES + 1030, sealed.length - 5, 15]) {
      const bad = Buffer.from(sealed);
      bad[at] ^= 0x01;
      await expect(collect(decryptArchive(once(bad), key))).rejects.toThrow(BackupError);
    }
    await expect(
      collect(decryptArchive(once(Buffer.concat([sealed, Buffer.from([0])])), key)),
    ).rejects.toThrow(/after its end/);
  });

  it("refuses a chunk dropped or two swapped", async () => {
    const sealed = await seal(crypto.randomBytes(3500));
    const chunk = 5 + 1000 + 16;
    const header = sealed.subarray(0, HEADER_BYTES);
    const c = (i: number) =>
      sealed.subarray(HEADER_BYTES + i * chunk, HEADER_BYTES + (i + 1) * chunk);
    const tail = sealed.subarray(HEADER_BYTES + 3 * chunk);
    const dropped = Buffer.concat([header, c(0), c(2), tail]);
    const swapped = Buffer.concat([header, c(1), c(0), c(2), tail]);
    await expect(collect(decryptArchive(once(dropped), key))).rejects.toThrow(/chunk 1/);
    await expect(collect(decryptArchive(once(swapped), key))).rejects.toThrow(/chunk 0/);
  });

  it("refuses what is not a backup", async () => {
    await expect(collect(decryptArchive(once(Buffer.from("hello")), key))).rejects.toThrow(
      /not a GharSetu backup/,
    );
  });
});

describe("the entries", () => {
  it("frames named parts and gives each one's SHA-256", async () => {
    const parts = [
      { name: "database.sqlite", bytes: crypto.randomBytes(70_000) },
      { name: "files/ab/ab000000-0000-0000-0000-000000000000", bytes: Buffer.alloc(0) },
      { name: "manifest.json", bytes: Buffer.from('{"a":1}') },
    ];
    const hashes: Record<string, string> = {};
    const plain = await collect(
      packEntries(
        parts.map((p) => ({ name: p.name, size: p.bytes.length, open: () => pieces(p.bytes) })),
        (name, _size, sha256) => {
          hashes[name] = sha256;
        },
      ),
    );
    const read: { name: string; bytes: Buffer }[] = [];
    for await (const entry of unpackEntries(pieces(plain))) {
      read.push({ name: entry.name, bytes: await collect(entry.bytes) });
    }
    expect(read).toEqual(parts);
    for (const p of parts) {
      expect(hashes[p.name]).toBe(crypto.createHash("sha256").update(p.bytes).digest("hex"));
    }
  });

  it("refuses a part that is shorter than it said", async () => {
    const entries = [{ name: "x", size: 10, open: () => once(Buffer.alloc(5)) }];
    await expect(collect(packEntries(entries))).rejects.toThrow(/changed while it was copied/);
  });

  it("refuses plaintext cut inside an entry", async () => {
    const plain = await collect(
      packEntries([{ name: "x", size: 100, open: () => once(Buffer.alloc(100)) }]),
    );
    const cut = plain.subarray(0, 50);
    await expect(
      (async () => {
        for await (const entry of unpackEntries(once(cut))) await collect(entry.bytes);
      })(),
    ).rejects.toThrow(/truncated/);
  });
});
