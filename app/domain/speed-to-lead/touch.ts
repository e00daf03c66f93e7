// Where an enquiry came from (docs/product/speed-to-lead.md "Where leads come from"): a touch is
// what one page view tells about the visit (the utm_* parameters of its address, the referring
// site's host, the landing path); the first page view is the first touch, and a later view whose
// address carries utm_* parameters is the last touch. The site keeps both in a first-party cookie
// (docs/decisions/032-attribution-cookie-and-the-cache.md); an API client without the cookie may
// send them as `source` in the body.

import { z } from "zod";
import { type ParseResult, toResult } from "../validation.ts";

export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Longest kept value per field: the two touches fit one cookie (< 4 KB) with room to spare. */
export const TOUCH_LIMITS = {
  utm: 100,
  referrer_host: 253,
  landing_path: 200,
} as const;

export const SOURCE_MESSAGE =
  "source must be {first, last}, each a touch of utm_source, utm_medium, utm_campaign, utm_term, utm_content (up to 100 characters), referrer_host (253) and landing_path (200).";

const text = (max: number, what: string) =>
  z
    .string({ error: SOURCE_MESSAGE })
    .max(max, { error: `${what} must be at most ${max} characters.` })
    .nullable()
    .optional();

export const touchSchema = z.strictObject(
  {
    utm_source: text(TOUCH_LIMITS.utm, "utm_source"),
    utm_medium: text(TOUCH_LIMITS.utm, "utm_medium"),
    utm_campaign: text(TOUCH_LIMITS.utm, "utm_campaign"),
    utm_term: text(TOUCH_LIMITS.utm, "utm_term"),
    utm_content: text(TOUCH_LIMITS.utm, "utm_content"),
    referrer_host: text(TOUCH_LIMITS.referrer_host, "referrer_host"),
    landing_path: text(TOUCH_LIMITS.landing_path, "landing_path"),
  },
  { error: SOURCE_MESSAGE },
);
export type Touch = z.output<typeof touchSchema>;

/** `source` in a lead, callback or contact body, and the cookie's value once decoded. */
export const sourceSchema = z.strictObject(
  {
    first: touchSchema.nullable().optional(),
    last: touchSchema.nullable().optional(),
  },
  { error: SOURCE_MESSAGE },
);
export type Source = { first: Touch | null; last: Touch | null };

/** A touch without its empty fields (null, "" and absent are the same: not known). */
export function compactTouch(touch: Touch | null | undefined): Touch | null {
  if (!touch) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(touch)) if (value) out[key] = value;
  return Object.keys(out).length > 0 ? (out as Touch) : null;
}

/** Reads `source` from a body: absent or null is none; anything else must match the schema. */
export function readBodySource(input: unknown): ParseResult<Source | null> {
  const value =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>).source
      : undefined;
  if (value === undefined || value === null) return { ok: true, data: null };
  const parsed = toResult(sourceSchema, value);
  if (!parsed.ok) {
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(parsed.fields)) fields[`source.${key}`] = message;
    if (Object.keys(fields).length === 0) fields.source = parsed.error;
    return { ok: false, error: parsed.error, fields };
  }
  const source = { first: compactTouch(parsed.data.first), last: compactTouch(parsed.data.last) };
  return { ok: true, data: source.first || source.last ? source : null };
}

/** The columns a record keeps (migration 016): both touches as JSON text and the first source. */
export interface SourceRecord {
  first_touch: string | null;
  last_touch: string | null;
  first_source: string | null;
}

export function sourceRecord(source: Source | null): SourceRecord {
  const first = compactTouch(source?.first);
  const last = compactTouch(source?.last);
  return {
    first_touch: first ? JSON.stringify(first) : null,
    last_touch: last ? JSON.stringify(last) : null,
    first_source: first?.utm_source ?? null,
  };
}

/** A stored touch back as an object; unreadable text (never written by us) is none. */
export function parseStoredTouch(text: string | null): Touch | null {
  if (!text) return null;
  try {
    const parsed = touchSchema.safeParse(JSON.parse(text));
    return parsed.success ? compactTouch(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * A record as the API answers it: `source` `{first, last}` as objects, the shape a client sends
 * (docs/product/speed-to-lead.md "Where leads come from"), beside the stored columns.
 */
export function withSource<T extends { first_touch?: string | null; last_touch?: string | null }>(
  row: T,
): T & { source: Source } {
  return {
    ...row,
    source: {
      first: parseStoredTouch(row.first_touch ?? null),
      last: parseStoredTouch(row.last_touch ?? null),
    },
  };
}

/** What a page view says: its address and the Referer header, against the site's own host. */
export interface PageView {
  url: URL;
  referrer: string | null | undefined;
}

const clip = (value: string, max: number) => value.slice(0, max);

/** The touch of one page view: utm_* of its address, the referring host (not our own), the path. */
export function touchOf({ url, referrer }: PageView): Touch {
  const touch: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) touch[field] = clip(value, TOUCH_LIMITS.utm);
  }
  const host = referrerHost(referrer);
  if (host && host !== url.hostname.toLowerCase()) touch.referrer_host = host;
  touch.landing_path = clip(url.pathname, TOUCH_LIMITS.landing_path);
  return touch as Touch;
}

function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host ? clip(host, TOUCH_LIMITS.referrer_host) : null;
  } catch {
    return null;
  }
}

export function carriesUtm(url: URL): boolean {
  return UTM_FIELDS.some((field) => url.searchParams.get(field)?.trim());
}

/**
 * The cookie after a page view, or null when it stays as it is: a visitor without one gets the
 * view as first and last touch; a later view whose address carries utm_* replaces the last.
 */
export function nextSource(kept: Source | null, view: PageView): Source | null {
  if (!kept?.first) {
    const touch = touchOf(view);
    return { first: touch, last: touch };
  }
  if (!carriesUtm(view.url)) return null;
  return { first: kept.first, last: touchOf(view) };
}

/** The cookie's value: readable base64url JSON, not encrypted (nothing in it is secret). */
export function encodeSource(source: Source): string {
  const compact = { first: compactTouch(source.first), last: compactTouch(source.last) };
  return toBase64Url(JSON.stringify(compact));
}

// base64url of UTF-8 text without Node's Buffer (the domain runs in browsers too).
function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** A cookie's value back; anything we did not write (edited, cut short) is none. */
export function decodeSource(value: string | null | undefined): Source | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed = sourceSchema.safeParse(JSON.parse(fromBase64Url(value)));
    if (!parsed.success) return null;
    const source = { first: compactTouch(parsed.data.first), last: compactTouch(parsed.data.last) };
    return source.first || source.last ? source : null;
  } catch {
    return null;
  }
}

const TOUCH_JSON =
  "JSON text of an object with any of utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, landing_path; null: not known.";

/** The first-response clock of a lead or callback request as the API answers it (migration 016). */
export const firstResponseFields = {
  first_response_due_at: z.iso
    .datetime()
    .nullable()
    .describe(
      "When the first response is due: FIRST_RESPONSE_MINUTES business minutes after arrival (docs/product/speed-to-lead.md).",
    ),
  first_response_at: z.iso
    .datetime()
    .nullable()
    .describe("The first note or status change from new."),
  escalated_at: z.iso
    .datetime()
    .nullable()
    .describe("When it was escalated for waiting past its due time (once)."),
};

/** Where an enquiry came from, as the API answers it: the touches as stored and as `withSource` adds them. */
export const sourceFields = {
  first_touch: z.string().nullable().describe(`The first touch: ${TOUCH_JSON}`),
  last_touch: z
    .string()
    .nullable()
    .describe(`The last touch (utm_* of a later visit): ${TOUCH_JSON}`),
  first_source: z.string().nullable().describe("The first touch's utm_source; null: direct."),
  source: z
    .object({ first: touchSchema.nullable(), last: touchSchema.nullable() })
    .describe(
      "The two touches as objects, the shape a client sends as `source`; null where not known.",
    ),
};

/** `source` in a request body: used only when the request carries no attribution cookie. */
export const sourceBodySchema = sourceSchema
  .nullable()
  .describe(
    "Optional: where the enquiry came from, `{first, last}` touches (unknown keys refused). The site's `gs_source` cookie wins when the request carries one (docs/product/speed-to-lead.md).",
  );
