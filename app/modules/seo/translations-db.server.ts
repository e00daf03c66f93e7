import type { Kysely } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";

/**
 * A page's SEO record in a language other than English (migration 009, ADR 022), keyed
 * (page, lang). The path is not stored: it is the English record's with the language's prefix.
 */
export interface SeoTranslationsTable {
  page: string;
  lang: string;
  meta_title: string;
  meta_description: string;
  /** JSON text */
  schema_json: string;
  updated_at: string;
}

export type SeoDatabase = Database & { seo_translations: SeoTranslationsTable };

/** The database with the seo_translations table typed. */
export function seoDb(db: Kysely<Database> = getDb()): Kysely<SeoDatabase> {
  return db.withTables<{ seo_translations: SeoTranslationsTable }>();
}
