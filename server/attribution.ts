import type { NextFunction, Request, Response } from "express";
import { decodeSource, nextSource } from "../app/domain/speed-to-lead/touch.ts";
import { sourceCookieValue, sourceSetCookie } from "../app/modules/speed-to-lead/source.server.ts";

/**
 * Where visitors come from (docs/product/speed-to-lead.md "Where leads come from",
 * docs/decisions/032-attribution-cookie-and-the-cache.md): a visitor's first page view sets the
 * `gs_source` cookie with the first touch, and a later view whose address carries utm_* replaces
 * the last touch. Set by the server on the page's own answer, so it works without JavaScript.
 *
 * It sits in front of the response cache and React Router and adds its Set-Cookie to the Express
 * answer only as the head goes out, and only when that answer is an HTML document. So:
 * - the response cache never sees it (it stores what React Router returned) and a cached page,
 *   served to the next visitor, carries only that visitor's own cookie, if any;
 * - assets (served before this), the JSON API, `.data` requests and downloads never get one;
 * - an answer carrying it says `Cache-Control: private, no-store`, so no CDN or proxy keeps one
 *   visitor's cookie for the next.
 */
export function attributionCookie() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !isPagePath(req.path)) return next();
    const kept = decodeSource(sourceCookieValue(req.headers.cookie));
    const url = new URL(req.originalUrl, `http://${req.hostname || "localhost"}`);
    const source = nextSource(kept, { url, referrer: req.get("referer") });
    if (!source) return next();
    const setCookie = sourceSetCookie(source);
    const writeHead = res.writeHead;
    // Node calls writeHead once, for an explicit head or implicitly on the first write.
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      res.writeHead = writeHead;
      const type = String(res.getHeader("content-type") ?? headerIn(args, "content-type") ?? "");
      if (/^text\/html/i.test(type) && res.statusCode < 500) {
        res.appendHeader("Set-Cookie", setCookie);
        res.setHeader("Cache-Control", "private, no-store");
      }
      return writeHead.apply(this, args) as Response;
    } as Response["writeHead"];
    next();
  };
}

/** Paths that can be pages: not the API, the admin area, probes, `.data` or files by extension. */
function isPagePath(path: string): boolean {
  return !/^\/(api|admin|assets|healthz|readyz|metrics)(\/|$)|\.[a-z0-9]+$/i.test(path);
}

/** A header given to writeHead itself (writeHead(status, headers)). */
function headerIn(args: unknown[], name: string): string | undefined {
  for (const arg of args) {
    if (arg && typeof arg === "object" && !Array.isArray(arg)) {
      for (const [key, value] of Object.entries(arg)) {
        if (key.toLowerCase() === name) return String(value);
      }
    }
  }
  return undefined;
}
