import { spawnSync } from "node:child_process";
import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compressPieces, spliceGzip, splitAt } from "./gzip-splice.ts";

const NONCE = "q1w2e3r4t5y6u7i8o9p0AA==";

describe("spliceGzip", () => {
  it("gunzips to the document with the new token in every place of the old one", async () => {
    const html = `<!doctype html><script nonce="${NONCE}">a()</script>${"<p>₹ 10,00,000</p>".repeat(500)}<script nonce="${NONCE}">b()</script>`;
    const pieces = await compressPieces(splitAt(Buffer.from(html), NONCE));
    expect(pieces.raw).toHaveLength(3);
    const fresh = "ZZZZfreshnonceZZZZZZZZ==";
    const out = zlib.gunzipSync(spliceGzip(pieces, fresh)).toString();
    expect(out).toBe(html.replaceAll(NONCE, fresh));
    expect(out).not.toContain(NONCE);
  });

  it("handles a token at the very start and the very end, and a document without one", async () => {
    for (const doc of [`${NONCE}middle${NONCE}`, "no token at all", NONCE, ""]) {
      const pieces = await compressPieces(splitAt(Buffer.from(doc), NONCE));
      expect(zlib.gunzipSync(spliceGzip(pieces, "new")).toString()).toBe(
        doc.replaceAll(NONCE, "new"),
      );
    }
  });

  it("is accepted by the gzip tool too, not only by Node's zlib", async () => {
    const doc = `head ${NONCE} body ${"x".repeat(70_000)} ${NONCE} tail`;
    const gz = spliceGzip(await compressPieces(splitAt(Buffer.from(doc), NONCE)), "abc");
    const result = spawnSync("gzip", ["-dc"], { input: gz });
    expect(result.status).toBe(0);
    expect(result.stdout.toString()).toBe(doc.replaceAll(NONCE, "abc"));
  });

  it("round-trips any document and token (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: "binary", maxLength: 2000 }), { maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 40 }).filter((t) => !t.includes("\u0000")),
        async (texts, token) => {
          const marker = "\u0000MARK\u0000";
          const doc = texts.join(marker);
          const pieces = await compressPieces(splitAt(Buffer.from(doc), marker));
          const out = zlib.gunzipSync(spliceGzip(pieces, token)).toString();
          expect(out).toBe(texts.join(token));
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000); // a property run: slow on a loaded machine, not a speed check
});
