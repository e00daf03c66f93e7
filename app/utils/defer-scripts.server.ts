import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { DEFERRED_MODULE_TYPE } from "./deferred-modules.ts";

/**
 * Keeps JavaScript off the network until the page has painted.
 *
 * React Router's <Scripts> emits a module preload per chunk (React hoists them into <head>, so
 * they are the first requests after the stylesheet) and a module script whose static imports are
 * fetched as soon as the parser sees it. On a slow connection those ~130 kB share the line with
 * the stylesheet and the font that the first paint waits for. So the server:
 *
 * - drops the module preloads from the HTML, and
 * - gives the module script a type browsers do not run (DEFERRED_MODULE_TYPE);
 *
 * and the page's small inline loader (LOAD_DEFERRED_MODULES in deferred-modules.ts, rendered by
 * the root layout) turns it
 * back into a module script after the first frame is painted. Hydration then proceeds exactly
 * as before, one frame later. Server-rendered HTML, forms and links work without any of it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/g;

/** Rewrites one complete stretch of HTML (no tag cut in half). */
export function deferScriptsInHtml(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}">`);
}

/** The same rewrite over a stream of HTML, holding back any tag that is split between chunks. */
export function deferScriptsTransform(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const cut = text.lastIndexOf("<");
      // Everything before the last "<" holds only complete tags; the rest may be a partial one.
      const ready = cut === -1 ? text : text.slice(0, cut);
      carry = cut === -1 ? "" : text.slice(cut);
      callback(null, ready ? deferScriptsInHtml(ready) : undefined);
    },
    flush(callback) {
      callback(null, deferScriptsInHtml(carry + decoder.end()));
    },
  });
}
