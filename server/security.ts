import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import helmet from "helmet";
import { DOCUMENT_MESSAGES } from "../app/domain/loan-file/document-files.ts";
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from "../app/utils/http.server.ts";
import { appMetrics } from "../app/utils/metrics.server.ts";
import { LIMIT_MESSAGES, LIMIT_RULES, tightLimitOf } from "../app/utils/rate-limits.ts";
import { isUploadPath, UPLOAD_MAX_BODY_BYTES } from "../app/utils/upload-paths.ts";
import type { StoreFactory } from "./rate-limit-stores.ts";

/**
 * Random bytes for nonces, drawn from the system in blocks: one call per 256 responses instead
 * of one per response. Every nonce is still 16 fresh random bytes, never reused.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh nonce per response: React Router's inline hydration scripts carry it, nothing else runs. */
function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function helmetFor(production: boolean) {
  return helmet({
    // no-referrer makes Chrome send `Origin: null` on native form posts, which React Router's
    // CSRF check refuses; same-origin keeps referrers private to other sites and forms working.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: production,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: production ? ["'self'"] : ["'self'", "ws:"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        "upgrade-insecure-requests": production && process.env.HTTPS === "1" ? [] : null,
      },
    },
  });
}

const NONCE_SLOT = "__nonce_slot__";

const ASSET_HEADERS = new Set([
  "x-content-type-options",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);

/**
 * Helmet's headers, worked out once. Helmet rebuilds and re-validates every header (the CSP
 * included) on each request, which was the largest cost of answering a cached page. Its output
 * depends on nothing in the request except the nonce, so helmet runs once at start against a
 * stand-in response, and each request gets the same headers with its own nonce put in.
 */
export function securityHeaders(production: boolean) {
  const headers: [string, string][] = [];
  const standIn = {
    locals: { cspNonce: NONCE_SLOT },
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let ran = false;
  helmetFor(production)({} as Request, standIn as unknown as Response, () => {
    ran = true;
  });
  const csp = headers.find(([name]) => name.toLowerCase() === "content-security-policy");
  if (!ran || !csp?.[1].includes(`'nonce-${NONCE_SLOT}'`)) {
    throw new Error("helmet did not produce the expected headers synchronously");
  }
  // Fingerprinted assets (scripts, styles, fonts under /assets/) are not documents: a CSP, a
  // frame, opener or referrer policy means nothing on them, yet on a phone's slow link each of
  // the home page's twenty-odd scripts carried ~700 bytes of them (docs/performance.md "npm run
  // bench:lighthouse"). They keep what does apply to a script: nosniff, the resource policy and
  // HSTS.
  const assetHeaders = headers.filter(([name]) => ASSET_HEADERS.has(name.toLowerCase()));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith("/assets/")) {
      for (const [name, value] of assetHeaders) res.setHeader(name, value);
      return next();
    }
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of headers) {
      res.setHeader(name, value.includes(NONCE_SLOT) ? value.replace(NONCE_SLOT, nonce) : value);
    }
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function wantsJson(req: Request) {
  return req.path.startsWith("/api/") || !(req.get("accept") ?? "").includes("text/html");
}

export function refuse(req: Request, res: Response, status: number, error: string) {
  if (wantsJson(req)) {
    res.status(status).json({ error });
  } else {
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><title>${status}</title><p>${error}</p><p><a href="/">Back to Home</a></p>`,
      );
  }
}

/**
 * Cookies are SameSite=Lax, which already stops most cross-site posts; checking Origin on every
 * state-changing request closes the rest (older browsers, same-site subdomains).
 */
export function originCheck(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  if (!origin) return next(); // non-browser clients send none; browsers always do on POST
  const host = req.get("x-forwarded-host") ?? req.get("host");
  let originHost: string | null = null;
  try {
    originHost = origin === "null" ? null : new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost && originHost === host) return next();
  refuse(req, res, 403, "Cross-origin requests are not allowed.");
}

/**
 * A NUL byte anywhere in the URL is never legitimate, and PostgreSQL cannot compare text with
 * one: refuse it here once instead of in every route that reads a path or query parameter.
 */
export function rejectNulInUrl(req: Request, res: Response, next: NextFunction) {
  if (/%00/i.test(req.originalUrl))
    return refuse(req, res, 400, "The address contains an invalid character.");
  next();
}

/** Early 413 for declared oversize bodies; streamed bodies are capped again where they are read. */
export function bodySizeLimit(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const length = Number(req.get("content-length") ?? 0);
  // A document upload may carry 10 MiB (docs/product/loan-file.md "Documents"); past that it is
  // refused with the documents' own message.
  if (isUploadPath(req.path)) {
    if (length <= UPLOAD_MAX_BODY_BYTES) return next();
    req.resume();
    return refuse(req, res, 413, DOCUMENT_MESSAGES.size);
  }
  if (length > MAX_BODY_BYTES) {
    req.resume();
    return refuse(req, res, 413, BODY_TOO_LARGE);
  }
  next();
}

/** `/login.data`, `/_root.data` (React Router's single-fetch URLs) count as the page they post to. */
export function logicalPath(path: string): string {
  // The Hindi page is the same form as the English one (docs/product/pages.md "Hindi"): /hi/login
  // is limited as /login, and both count towards one budget.
  const p = path
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .replace(/^\/hi(?=\/|$)/i, "");
  if (p === "" || p === "/_root") return "/";
  return p.toLowerCase();
}

/**
 * The limiter's key for a client: IPv4 as is, IPv6 by its /56 network (one household or phone
 * may hold a whole range). Parsing an IPv6 address costs more than the rest of the limiter, and
 * a site sees the same few thousand addresses again and again, so the answers are remembered.
 */
const clientKeys = new Map<string, string>();
const CLIENT_KEY_MEMO = 10_000;

export function clientKey(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  let key = clientKeys.get(ip);
  if (key === undefined) {
    key = ipKeyGenerator(ip);
    if (clientKeys.size >= CLIENT_KEY_MEMO) clientKeys.clear();
    clientKeys.set(ip, key);
  }
  return key;
}

/**
 * Tiered limits: a general ceiling for every request, and tight ones for the writes that attract
 * abuse (sign-in, registration, leads, contact). RATE_LIMIT_FACTOR multiplies every limit so that
 * load tests measure the site, not the limiter. One middleware picks the limiter by path, so a
 * request passes through one limiter instead of every one of them.
 *
 * With several instances (`sharedStore`, server/rate-limit-stores.ts) the tight tiers count in a
 * shared store, so three instances allow what one does. The general ceiling stays in each
 * process's memory: it guards an instance's CPU against floods, and sharing it would add a
 * database or Redis round trip to every page view (docs/decisions/014).
 */
export function rateLimits(factor: number, sharedStore?: StoreFactory) {
  const refused = appMetrics().rateLimited;
  const limiter = (
    name: string,
    windowMs: number,
    limit: number,
    message: string,
    store?: ReturnType<StoreFactory>,
  ) =>
    rateLimit({
      windowMs,
      limit: Math.ceil(limit * factor),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      keyGenerator: clientKey,
      ...(store ? { store } : {}),
      handler: (req, res) => {
        refused.inc({ limit: name });
        refuse(req, res, 429, message);
      },
    });
  const general = limiter(
    "general",
    60_000,
    1000,
    "Too many requests. Please slow down and try again shortly.",
  );
  const tiers = new Map(
    LIMIT_RULES.map(([name, minutes, limit]) => [
      name,
      limiter(name, minutes * 60_000, limit, LIMIT_MESSAGES[name], sharedStore?.(name)),
    ]),
  );
  // A write with its own tier is counted there only: every tier is far stricter than the
  // general ceiling, so counting it twice would add work and no protection.
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = req.method === "POST" ? tightLimitOf(logicalPath(req.path)) : undefined;
    const tier = limit && tiers.get(limit);
    return (tier ?? general)(req, res, next);
  };
}
