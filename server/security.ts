import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";

export const MAX_BODY_BYTES = 64 * 1024;

/** A fresh nonce per response: React Router's inline hydration scripts carry it, nothing else runs. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
}

export function securityHeaders(production: boolean) {
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function wantsJson(req: Request) {
  return req.path.startsWith("/api/") || !(req.get("accept") ?? "").includes("text/html");
}

function refuse(req: Request, res: Response, status: number, error: string) {
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
  if (length > MAX_BODY_BYTES) {
    req.resume();
    return refuse(req, res, 413, "Request body is too large (64 KB at most).");
  }
  next();
}

/** `/login.data`, `/_root.data` (React Router's single-fetch URLs) count as the page they post to. */
export function logicalPath(path: string): string {
  const p = path.replace(/\.data$/, "").replace(/\/+$/, "");
  if (p === "" || p === "/_root") return "/";
  return p.toLowerCase();
}

interface LimitRule {
  name: string;
  windowMs: number;
  limit: number;
  paths: string[];
  message: string;
}

const RULES: LimitRule[] = [
  {
    name: "login",
    windowMs: 5 * 60_000,
    limit: 10,
    paths: ["/api/auth/login", "/login"],
    message: "Too many sign-in attempts. Please wait a few minutes and try again.",
  },
  {
    name: "register",
    windowMs: 15 * 60_000,
    limit: 10,
    paths: ["/api/register", "/register"],
    message: "Too many registrations from this network. Please try again later.",
  },
  {
    name: "leads",
    windowMs: 60_000,
    limit: 20,
    paths: ["/api/eligibility-applications", "/eligibility-form"],
    message: "Too many applications in a short time. Please wait a minute and try again.",
  },
  {
    name: "contact",
    windowMs: 10 * 60_000,
    limit: 10,
    paths: ["/api/contact-messages", "/"],
    message: "Too many messages in a short time. Please try again in a few minutes.",
  },
];

/**
 * Tiered limits: a general ceiling for every request, and tight ones for the writes that attract
 * abuse (sign-in, registration, leads, contact). RATE_LIMIT_FACTOR multiplies every limit so that
 * load tests measure the site, not the limiter.
 */
export function rateLimits(factor: number) {
  const general = rateLimit({
    windowMs: 60_000,
    limit: Math.ceil(1000 * factor),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) =>
      refuse(req, res, 429, "Too many requests. Please slow down and try again shortly."),
  });
  const writes = RULES.map((rule) =>
    rateLimit({
      windowMs: rule.windowMs,
      limit: Math.ceil(rule.limit * factor),
      standardHeaders: "draft-8",
      legacyHeaders: false,
      skip: (req) => req.method !== "POST" || !rule.paths.includes(logicalPath(req.path)),
      handler: (req, res) => refuse(req, res, 429, rule.message),
    }),
  );
  return [general, ...writes];
}
