import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/**
 * Serves the .br / .gz files written by scripts/build.mjs next to each fingerprinted asset, so the
 * phone downloads the smallest file and the server compresses nothing per request. Anything
 * without a precompressed twin falls through to express.static.
 */
export function precompressedAssets(assetsDir: string) {
  const available = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = path.basename(req.path);
    const type = TYPES[path.extname(name)];
    if (!type || name !== req.path.slice(1)) return next();
    const accepts = req.get("accept-encoding") ?? "";
    const encoding =
      /\bbr\b/.test(accepts) && available.has(`${name}.br`)
        ? "br"
        : /\bgzip\b/.test(accepts) && available.has(`${name}.gz`)
          ? "gzip"
          : null;
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    // The name is the version: no Last-Modified or ranges to negotiate (the ETag stays).
    res.sendFile(path.join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`), {
      dotfiles: "deny",
      lastModified: false,
      acceptRanges: false,
    });
  };
}
