import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getBank, updateBank } from "./banks/banks.server.ts";
import { CATALOG_TABLES, catalogEpoch } from "./catalog-cache.server.ts";
import { updateSeoRecord } from "./seo/seo.server.ts";

// Cached pages live until the catalog epoch moves (docs/decisions/046), so a write to a catalog
// table that forgot to invalidate would leave every visitor on the old page for up to ten
// minutes. These tests hold the list of such writes and check that each one moves the epoch.

const APP = path.resolve(import.meta.dirname, "..");

/** Every non-test source file under app/ (relative paths). */
const sources = fs
  .readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

const WRITE = new RegExp(
  `\\b(updateTable|insertInto|deleteFrom)\\(\\s*"(${CATALOG_TABLES.join("|")})"`,
  "g",
);

describe("writes to the catalog's tables", () => {
  it("happen at run time only in the edits that invalidate (seed and migrations run at start)", () => {
    const found: string[] = [];
    for (const file of sources) {
      if (file.startsWith("db/")) continue;
      for (const match of fs.readFileSync(path.join(APP, file), "utf8").matchAll(WRITE)) {
        found.push(`${file} ${match[1]} ${match[2]}`);
      }
    }
    // A new line here needs its function to call the cache's invalidate(), and a test below.
    expect(found.sort()).toEqual([
      "modules/banks/banks.server.ts updateTable banks",
      "modules/seo/seo.server.ts insertInto seo_translations",
      "modules/seo/seo.server.ts updateTable seo_records",
    ]);
  });

  it("a bank's update moves the epoch; a refused one does not", async () => {
    const bank = await getBank("kotak");
    if (!bank) throw new Error("kotak missing");
    const { slug: _slug, ...input } = bank;
    let before = catalogEpoch();
    expect((await updateBank("kotak", { ...input, interestRate: "oops" })).ok).toBe(false);
    expect(catalogEpoch()).toBe(before);
    expect((await updateBank("kotak", { ...input, calculatorRate: 8.4 })).ok).toBe(true);
    expect(catalogEpoch()).toBeGreaterThan(before);
    before = catalogEpoch();
    expect((await updateBank("kotak", input)).ok).toBe(true);
    expect(catalogEpoch()).toBeGreaterThan(before);
  });

  it("an SEO record's update moves the epoch, in English and in Hindi; a refused one does not", async () => {
    const record = {
      meta_title: "Privacy at GharSetu",
      meta_description: "How we protect your data.",
      schema_json: { "@context": "https://schema.org", "@type": "WebPage" },
    };
    let before = catalogEpoch();
    expect((await updateSeoRecord("privacy", { ...record, schema_json: "{oops" })).ok).toBe(false);
    expect(catalogEpoch()).toBe(before);
    expect((await updateSeoRecord("privacy", record)).ok).toBe(true);
    expect(catalogEpoch()).toBeGreaterThan(before);
    before = catalogEpoch();
    expect((await updateSeoRecord("privacy", record, "hi")).ok).toBe(true);
    expect(catalogEpoch()).toBeGreaterThan(before);
  });
});
