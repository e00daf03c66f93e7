import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { nextIstMidnight } from "../app/domain/india-day.ts";
import { compressPieces, type GzipPieces, spliceGzip, splitAt } from "./gzip-splice.ts";

/**
 * A shared cache for what anonymous visitors get from the public pages and the public catalog
 * API (docs/decisions/006-response-cache.md). Every such answer is built from the catalog (banks,
 * projects, SEO records, site settings), which changes only when staff edit it, yet rendering a
 * page costs ~15 ms of CPU. So the first anonymous request renders and the rest, until the
 * catalog changes or the entry ages out, get the stored bytes, compressed once.
 *
 * What keeps it correct:
 * - only GET requests without a session cookie, to the allow-listed public paths below;
 * - only 200 answers without Set-Cookie and without `no-store`/`private`;
 * - every entry carries the catalog epoch it was built under; every edit of the catalog bumps the
 *   epoch, here and (NOTIFY) on every other instance, so an entry lives until the catalog changes
 *   (docs/decisions/046-cached-pages-live-until-an-edit.md);
 * - at most `ttlMs` all the same (RESPONSE_CACHE_TTL_MS, 10 minutes), the bound for a
 *   notification another instance never got;
 * - never past midnight in India: the calculators start their dates at today there, and the
 *   footer shows the year;
 * - the CSP nonce is not cached: each answer gets its own (see gzip-splice.ts).
 */

/** Public pages and public catalog reads. Paths are matched lower-cased, without `.data`. */
const CACHEABLE_PATHS: RegExp[] = [
  /^\/$/,
  /^\/loan\/[a-z0-9-]+$/,
  /^\/loan\/[a-z0-9-]+\/projects\/[a-z0-9-]+$/,
  /^\/projects$/,
  /^\/privacy$/,
  // The partner banks (docs/product/borrower-view.md): read from the catalog, like a bank page.
  /^\/partners$/,
  /^\/eligibility-form$/,
  /^\/login$/,
  /^\/register$/,
  /^\/api\/banks(\/[a-z0-9-]+)?$/,
  /^\/api\/projects$/,
  /^\/api\/seo\/[a-z0-9-]+$/,
  /^\/api\/openapi\.json$/,
  // Calculators (docs/product/calculators.md): pure functions of the query string, the same for
  // everyone.
  /^\/calculators(\/[a-z-]+)?$/,
  /^\/home-loan-interest-rates$/,
  /^\/api\/calculators\/[a-z-]+$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

const SESSION_COOKIE = "__session=";
/** Header names that are per response, never stored. */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);
/** Above this a response is sent as it is and not kept (none of ours comes close). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/** Longer addresses (junk query strings) are answered but not kept. */
const MAX_KEY_LENGTH = 512;

export interface CacheEntry {
  status: number;
  headers: [string, string][];
  /** The body split at the nonce it was rendered with (one piece when it carries none). */
  raw: GzipPieces;
  /** Nonce-free bodies only: brotli, compressed once. */
  brotli?: Buffer;
  /** Nonce-free bodies only: gzip, compressed once. */
  gzip?: Buffer;
  bytes: number;
  epoch: number;
  expires: number;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** The catalog's edit counter: entries from an older epoch are never served. */
  epoch: () => number;
  now?: () => number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** When an entry made at `now` stops being served: after `ttlMs`, or at the next IST midnight. */
function expiry(now: number, ttlMs: number): number {
  return Math.min(now + ttlMs, nextIstMidnight(now));
}

export class ResponseCache {
  readonly #entries = new Map<string, CacheEntry>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  readonly #options: Required<ResponseCacheOptions>;

  constructor(options: ResponseCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** The cache key for a request, or null when its answer must not be shared. */
  keyFor(req: Request): string | null {
    if (req.method !== "GET") return null;
    if (req.headers.cookie?.includes(SESSION_COOKIE)) return null;
    if (req.headers.authorization) return null;
    if (req.originalUrl.length > MAX_KEY_LENGTH) return null;
    // Not security.ts's logicalPath: that one also maps /_root.data to "/", which is not a page.
    const path = req.path
      .replace(/\.data$/, "")
      .replace(/(.)\/+$/, "$1")
      .toLowerCase();
    if (!CACHEABLE_PATHS.some((pattern) => pattern.test(path))) return null;
    return `${req.headers.host ?? ""}${req.originalUrl}`;
  }

  /** The catalog epoch now: read before rendering, handed back to `store`. */
  epoch(): number {
    return this.#options.epoch();
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#misses++;
      return undefined;
    }
    if (entry.epoch !== this.#options.epoch() || entry.expires <= this.#options.now()) {
      this.#delete(key, entry);
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    return entry;
  }

  /**
   * Reads a rendered answer and keeps it when it may be shared. Returns the entry to send from,
   * or null (with the body read into `body`) when it was not kept.
   */
  async store(
    key: string,
    response: globalThis.Response,
    nonce: string,
    epochAtStart: number,
  ): Promise<{ entry: CacheEntry | null; body: Buffer }> {
    const body = Buffer.from(await response.arrayBuffer());
    if (!isShareable(response) || body.length > MAX_ENTRY_BYTES) return { entry: null, body };
    // An edit landed while this was rendering: what we read may be from before it.
    if (epochAtStart !== this.#options.epoch()) return { entry: null, body };

    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!DROPPED_HEADERS.has(name)) headers.push([name, value]);
    }
    const pieces = nonce ? splitAt(body, nonce) : [body];
    const raw = await compressPieces(pieces, 6);
    const entry: CacheEntry = {
      status: response.status,
      headers,
      raw,
      bytes: body.length + raw.deflated.reduce((sum, piece) => sum + piece.length, 0),
      epoch: epochAtStart,
      expires: expiry(this.#options.now(), this.#options.ttlMs),
    };
    if (pieces.length === 1 && body.length > 0) {
      entry.brotli = await brotli(body);
      entry.gzip = spliceGzip(raw, "");
      entry.bytes += entry.brotli.length + entry.gzip.length;
    }
    this.#put(key, entry);
    return { entry, body };
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  stats(): CacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#entries.size,
      bytes: this.#bytes,
    };
  }

  #put(key: string, entry: CacheEntry) {
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    // Oldest first: a Map iterates in insertion order.
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes + entry.bytes <= this.#options.maxBytes) break;
      this.#delete(oldKey, old);
    }
    if (entry.bytes > this.#options.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
  }

  #delete(key: string, entry: CacheEntry) {
    if (this.#entries.get(key) === entry) {
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}

function isShareable(response: globalThis.Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/no-store|private/i.test(cacheControl);
}

const brotliCompress = promisify(zlib.brotliCompress);

function brotli(body: Buffer): Promise<Buffer> {
  // In the thread pool, so a cache fill does not stall the requests being answered meanwhile.
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts, from those the entry can give without compressing. */
function pickEncoding(req: Request, entry: CacheEntry): Encoding {
  const accepted = req.acceptsEncodings(
    entry.brotli ? ["br", "gzip", "identity"] : ["gzip", "identity"],
  );
  return accepted === "br" || accepted === "gzip" ? accepted : "identity";
}

/**
 * Sends a stored answer, with this response's own nonce spliced in. `X-Cache` says whether it was
 * rendered for this request (miss) or reused (hit), for operators and tests.
 */
export function sendCached(
  req: Request,
  res: Response,
  entry: CacheEntry,
  nonce: string,
  outcome: "hit" | "miss",
) {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Cache", outcome);
  const encoding = pickEncoding(req, entry);
  let body: Buffer;
  if (encoding === "br" && entry.brotli) body = entry.brotli;
  else if (encoding === "gzip") body = entry.gzip ?? spliceGzip(entry.raw, nonce);
  else body = entry.raw.raw.length === 1 ? entry.raw.raw[0] : joinPieces(entry.raw.raw, nonce);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function joinPieces(pieces: Buffer[], nonce: string): Buffer {
  const token = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(token);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** Answers from the cache when it holds the request's answer; otherwise on to React Router. */
export function serveCached(cache: ResponseCache) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = cache.keyFor(req);
    const entry = key ? cache.get(key) : undefined;
    if (!entry) return next();
    sendCached(req, res, entry, (res.locals.cspNonce as string | undefined) ?? "", "hit");
  };
}
