import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferScriptsInHtml, deferScriptsTransform } from "./defer-scripts.server.ts";
import { DEFERRED_MODULE_TYPE } from "./deferred-modules.ts";

const HTML = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="preload" as="image" href="/images/hero.svg"/></head><body><h1>₹ 10,00,000 loan</h1>',
  '<script nonce="abc==">window.__reactRouterContext = {};</script>',
  '<script nonce="abc==" type="module" async="">import "/assets/root-2.js";import("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("");

const EXPECTED = HTML.replace(/<link rel="modulepreload"[^>]*\/>/g, "").replace(
  '<script nonce="abc==" type="module" async="">',
  `<script nonce="abc==" type="${DEFERRED_MODULE_TYPE}">`,
);

async function throughTransform(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of Readable.from(chunks).pipe(deferScriptsTransform())) {
    out.push(Buffer.from(piece));
  }
  return Buffer.concat(out).toString("utf8");
}

describe("deferScriptsInHtml", () => {
  it("drops module preloads and parks the module script, leaving everything else alone", () => {
    const out = deferScriptsInHtml(HTML);
    expect(out).toBe(EXPECTED);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
    expect(out).toContain('<script nonce="abc==">window.__reactRouterContext = {};</script>');
    expect(out).not.toContain('type="module"');
  });
});

describe("deferScriptsTransform", () => {
  it("gives the same result however the HTML is cut into chunks, multi-byte characters included", async () => {
    const bytes = Buffer.from(HTML, "utf8");
    for (const size of [1, 2, 3, 7, 16, 61, 200, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await throughTransform(chunks), `chunks of ${size}`).toBe(EXPECTED);
    }
  });
});
