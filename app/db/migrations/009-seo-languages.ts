import type { Kysely } from "kysely";

// SEO records per language (docs/product/pages.md "Hindi", ADR 022). English records stay in
// seo_records, as the API and the admin editor have always read them; each other language's record
// of a page lives beside it here, keyed (page, lang). The page's path is the English record's, with
// the language's prefix (/hi/loan/sbi), so it is not stored twice.

// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("seo_translations")
    .ifNotExists()
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("schema_json", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("seo_translations_pk", ["page", "lang"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("seo_translations").ifExists().execute();
}
