import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { SeoRecordRow, SeoTranslationsTable } from "../../db/schema.ts";
import { isSeoPageKey, parseSeoRecord } from "../../domain/seo/schema.ts";
import { langOfRequest } from "../../i18n/catalogues.server.ts";
import { DEFAULT_LANG, type Lang, localizeHref, OG_LOCALES } from "../../i18n/lang.ts";
import { refuseNul } from "../../utils/form-guards.ts";
import type { JsonLd, SeoHead, SeoRecord } from "../../utils/seo-meta.ts";
import { cachedLoader } from "../catalog-cache.server.ts";
import { getSiteConfig } from "../site/site-config.server.ts";

export type { JsonLd, SeoHead, SeoRecord } from "../../utils/seo-meta.ts";

/** A record as GET /api/seo/{page} answers it (the API's contract). */
export const seoRecordAnswerSchema = z
  .object({
    page: z.string(),
    path: z.string().optional().meta({ description: "The site path the record describes." }),
    meta_title: z.string(),
    meta_description: z.string(),
    schema_json: z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
      .meta({ description: "JSON-LD." }),
  })
  .meta({ id: "SeoRecord" });

/** A stored record: what the page head needs plus when it was last changed (sitemap lastmod). */
export interface StoredSeoRecord extends SeoRecord {
  updated_at: string;
}

export type UpdateSeoResult =
  | { ok: true; record: StoredSeoRecord }
  | { ok: false; error: string; fields: Record<string, string>; notFound?: undefined }
  | { ok: false; notFound: true };

function parseStoredJson(text: string): JsonLd {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null) return value as JsonLd;
  } catch {
    // Stored JSON is validated on the way in; a hand-edited row must not take the page down.
  }
  return {};
}

function toRecord(row: SeoRecordRow): StoredSeoRecord {
  return Object.freeze({
    page: row.page,
    path: row.path,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    schema_json: parseStoredJson(row.schema_json),
    updated_at: row.updated_at,
  });
}

type TranslationRow = SeoTranslationsTable;

/** A record in another language: its own text, the English record's path in that language. */
function toTranslatedRecord(row: TranslationRow, english: StoredSeoRecord): StoredSeoRecord {
  return Object.freeze({
    page: row.page,
    path: localizeHref(english.path, row.lang as Lang),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    schema_json: parseStoredJson(row.schema_json),
    updated_at: row.updated_at,
  });
}

// Every public page reads its record on every request: all records (under a hundred rows per
// language) are cached together. English records are seo_records; other languages'
// seo_translations (migration 009, ADR 022), each only for a page that has an English record.
const seoCache = cachedLoader("seo", async () => {
  const [rows, translations] = await Promise.all([
    getDb().selectFrom("seo_records").selectAll().orderBy("page").execute(),
    getDb().selectFrom("seo_translations").selectAll().orderBy("page").execute(),
  ]);
  const en = new Map(rows.map((row) => [row.page, toRecord(row)]));
  const byLang: Record<Lang, Map<string, StoredSeoRecord>> = { en, hi: new Map() };
  for (const row of translations) {
    const english = en.get(row.page);
    if (!english || row.lang === DEFAULT_LANG || !(row.lang in byLang)) continue;
    byLang[row.lang as Lang].set(row.page, toTranslatedRecord(row, english));
  }
  return byLang;
});
const allRecords = async (lang: Lang) => (await seoCache.get())[lang];

export function invalidateSeoCache(): void {
  seoCache.invalidate();
}

/**
 * One page's record in a language (English by default; schema_json parsed), or undefined. Keys
 * are case-insensitive. A Hindi record's path is the Hindi page's: "/hi/loan/sbi".
 */
export async function getSeoRecord(
  page: string,
  lang: Lang = DEFAULT_LANG,
): Promise<StoredSeoRecord | undefined> {
  return (await allRecords(lang)).get(page.trim().toLowerCase());
}

/** Every record of a language, ordered by page key: the admin editor's page list and the sitemap. */
export async function listSeoRecords(lang: Lang = DEFAULT_LANG): Promise<StoredSeoRecord[]> {
  return [...(await allRecords(lang)).values()];
}

/**
 * Replaces a page's title, description and JSON-LD in one language (PUT /api/seo/{page}?lang=).
 * schema_json may be a JSON string (what the admin editor sends) or an object; invalid JSON gives
 * '❌ Schema JSON is invalid. Please check formatting.' Only pages that have an English record can
 * be edited, in any language: the set of pages is defined by the site, not by the editor. A
 * Hindi record is created by its first save if the seed has not made it.
 */
export async function updateSeoRecord(
  page: string,
  input: unknown,
  lang: Lang = DEFAULT_LANG,
): Promise<UpdateSeoResult> {
  const refused = refuseNul(input);
  if (refused) return refused;
  const key = page.trim().toLowerCase();
  if (!isSeoPageKey(key)) return { ok: false, notFound: true };
  const db = getDb();
  const existing = await db
    .selectFrom("seo_records")
    .select("page")
    .where("page", "=", key)
    .executeTakeFirst();
  if (!existing) return { ok: false, notFound: true };

  const parsed = parseSeoRecord(input);
  if (!parsed.ok) return parsed;

  if (lang !== DEFAULT_LANG) return saveTranslation(key, lang, parsed.data);

  // The row as the update left it (RETURNING, on both dialects).
  const row = await db
    .updateTable("seo_records")
    .set({
      meta_title: parsed.data.meta_title,
      meta_description: parsed.data.meta_description,
      schema_json: JSON.stringify(parsed.data.schema_json),
      updated_at: new Date().toISOString(),
    })
    .where("page", "=", key)
    .returningAll()
    .executeTakeFirstOrThrow();
  invalidateSeoCache();
  return { ok: true, record: toRecord(row) };
}

async function saveTranslation(
  page: string,
  lang: Lang,
  data: { meta_title: string; meta_description: string; schema_json: unknown },
): Promise<UpdateSeoResult> {
  const values = {
    meta_title: data.meta_title,
    meta_description: data.meta_description,
    schema_json: JSON.stringify(data.schema_json),
    updated_at: new Date().toISOString(),
  };
  await getDb()
    .insertInto("seo_translations")
    .values({ page, lang, ...values })
    .onConflict((oc) => oc.columns(["page", "lang"]).doUpdateSet(values))
    .execute();
  invalidateSeoCache();
  const record = await getSeoRecord(page, lang);
  if (!record) return { ok: false, notFound: true };
  return { ok: true, record };
}

/** Keys whose values are links in schema.org vocabulary; site paths there become absolute URLs. */
const URL_KEYS = new Set(["@id", "url", "item", "logo", "image", "sameAs", "mainEntityOfPage"]);

function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/** Copies JSON-LD, turning site paths under link keys ("/loan/sbi") into absolute URLs. */
export function absolutizeJsonLd<T>(value: T, baseUrl: string, key?: string): T {
  if (typeof value === "string") {
    return (key && URL_KEYS.has(key) && isSitePath(value) ? `${baseUrl}${value}` : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => absolutizeJsonLd(v, baseUrl, key)) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = absolutizeJsonLd(v, baseUrl, k);
    return out as T;
  }
  return value;
}

/** The page path of a request, without React Router's `.data` suffix for client navigations. */
function requestPath(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return pathname === "" || pathname === "/_root" ? "/" : pathname;
}

/**
 * Head data for a page loader, in the request's language (/hi/… is Hindi): the page's record of
 * that language with absolute URLs in its JSON-LD, and the canonical URL (site base URL + the
 * record's path, so /loan/SBI and /loan/sbi share one canonical, and /hi/loan/sbi has its own).
 * A page without a record still gets a title, a description and a canonical URL.
 */
export async function seoForRequest(page: string, request: Request): Promise<SeoHead> {
  const site = getSiteConfig();
  const lang = langOfRequest(request);
  const stored = await getSeoRecord(page, lang);
  const record: SeoRecord = stored
    ? {
        page: stored.page,
        path: stored.path,
        meta_title: stored.meta_title,
        meta_description: stored.meta_description,
        schema_json: absolutizeJsonLd(stored.schema_json, site.baseUrl),
      }
    : fallbackRecord(page, requestPath(request), site.name, lang);
  return {
    record,
    canonical: `${site.baseUrl}${record.path}`,
    lang,
    locale: OG_LOCALES[lang],
  };
}

const FALLBACK_DESCRIPTION: Record<Lang, (siteName: string) => string> = {
  en: (siteName) =>
    `${siteName}: compare home loans from leading Indian banks, work out your EMI and check your eligibility.`,
  hi: (siteName) =>
    `${siteName}: भारत के प्रमुख बैंकों के होम लोन की तुलना करें, अपनी EMI निकालें और पात्रता जाँचें।`,
};

function fallbackRecord(page: string, path: string, siteName: string, lang: Lang): SeoRecord {
  return {
    page,
    path,
    meta_title: siteName,
    meta_description: FALLBACK_DESCRIPTION[lang](siteName),
    schema_json: {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: siteName,
      ...(lang === DEFAULT_LANG ? {} : { inLanguage: "hi-IN" }),
    },
  };
}
