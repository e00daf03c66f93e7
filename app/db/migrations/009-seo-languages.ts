import { type AnyDb, requiredText } from "./ddl.ts";

// SEO records per language (docs/product/pages.md "Hindi", ADR 022). English records stay in
// seo_records, as the API and the admin editor have always read them; each other language's record
// of a page lives beside it here, keyed (page, lang). The page's path is the English record's, with
// the language's prefix (/hi/loan/sbi), so it is not stored twice.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("seo_translations")
    .ifNotExists()
    .$call(
      requiredText("page", "lang", "meta_title", "meta_description", "schema_json", "updated_at"),
    )
    .addPrimaryKeyConstraint("seo_translations_pk", ["page", "lang"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("seo_translations").ifExists().execute();
}
