// Where an enquiry came from (docs/product/speed-to-lead.md "Where leads come from",
// docs/decisions/032-attribution-cookie-and-the-cache.md): the first-party cookie the server sets
// on page views (server/attribution.ts), read again on every lead, callback and contact POST. The
// body's `source` counts only when no cookie came; it is checked either way, so bad input is a 400.

import {
  decodeSource,
  encodeSource,
  readBodySource,
  type Source,
  type SourceRecord,
  sourceRecord,
} from "../../domain/speed-to-lead/touch.ts";

export const SOURCE_COOKIE = "gs_source";
export const SOURCE_COOKIE_DAYS = 90;

/** The cookie's value in a Cookie header, or null. */
export function sourceCookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SOURCE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The touches the request's cookie holds (null without a readable one). */
export function cookieSource(request: Request): Source | null {
  return decodeSource(sourceCookieValue(request.headers.get("cookie")));
}

/** The Set-Cookie header keeping `source` for 90 days. */
export function sourceSetCookie(source: Source): string {
  const secure = process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1";
  return [
    `${SOURCE_COOKIE}=${encodeSource(source)}`,
    "Path=/",
    `Max-Age=${SOURCE_COOKIE_DAYS * 86_400}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export type EnquirySource =
  | { ok: true; record: SourceRecord }
  | { ok: false; error: string; fields: Record<string, string> };

/** The columns an enquiry stores: the cookie's touches, else the body's `source`, else none. */
export function enquirySource(input: unknown, cookie: Source | null | undefined): EnquirySource {
  const body = readBodySource(input);
  if (!body.ok) return body;
  return { ok: true, record: sourceRecord(cookie ?? body.data) };
}
