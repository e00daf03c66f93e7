import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gzipPieces } from "./gzip-pieces.server.ts";

const encoder = new TextEncoder();

function join(parts: Uint8Array[]): Buffer {
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}

describe("gzipPieces", () => {
  it("makes one gzip member that any gunzip reads back whole, however the text was cut", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 3000 }), { maxLength: 12 }),
        (texts) => {
          const gz = gzipPieces();
          const parts = texts.map((t) => gz.piece(encoder.encode(t)));
          parts.push(gz.end());
          const all = join(parts);
          expect(zlib.gunzipSync(all).toString("utf8")).toBe(texts.join(""));
          // One member: its trailer ends the bytes (a reader that stops after the first member,
          // as some clients do, still gets everything).
          expect(all.readUInt32LE(all.length - 4)).toBe(Buffer.byteLength(texts.join("")) >>> 0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("compresses: a CSV-like text of 1 MB in pieces comes out several times smaller", () => {
    const gz = gzipPieces();
    const line = (i: number) =>
      `${i},Ananya,Kulkarni,ananya${i}@example.test,98${String(i).padStart(8, "0")},new,2026-12-0${i % 9}\r\n`;
    const pieces: Uint8Array[] = [];
    let raw = 0;
    for (let p = 0; p < 50; p++) {
      let text = "";
      for (let i = 0; i < 200; i++) text += line(p * 200 + i);
      raw += text.length;
      pieces.push(gz.piece(encoder.encode(text)));
    }
    pieces.push(gz.end());
    const all = join(pieces);
    expect(all.length).toBeLessThan(raw / 4);
    expect(zlib.gunzipSync(all).length).toBe(raw);
  });

  it("an empty stream is still a valid gzip of nothing", () => {
    expect(zlib.gunzipSync(join([gzipPieces().end()])).length).toBe(0);
  });
});
