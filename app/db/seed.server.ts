import { getDb } from "./db.server.ts";
import { seedBanksHindi } from "./seed-banks-hi.ts";
import { BANK_SEED } from "./seed-data/banks.ts";
import { OFFER_POLICY_SEED } from "./seed-data/offer-policies.ts";
import { PROJECT_SEED } from "./seed-data/projects.ts";
import { SEO_SEED } from "./seed-data/seo.ts";
import { seedSeoHindi } from "./seed-seo-hi.ts";

/**
 * Idempotent: inserts only what is missing, so running it at every start never overwrites what
 * admins have edited (bank rates, SEO records).
 */
export async function seed(): Promise<void> {
  const db = getDb();
  const now = new Date().toISOString();

  const haveBanks = new Set(
    (await db.selectFrom("banks").select("slug").execute()).map((r) => r.slug),
  );
  for (const [i, bank] of BANK_SEED.entries()) {
    if (haveBanks.has(bank.slug)) continue;
    await db
      .insertInto("banks")
      .values({
        ...bank,
        pros: JSON.stringify(bank.pros),
        cons: JSON.stringify(bank.cons),
        documentation: JSON.stringify(bank.documentation),
        sort_order: i,
        // The catalogue's banks are lenders GharSetu works with (migration 019).
        partner: 1,
        updated_at: now,
      })
      .execute();
  }
  await seedBanksHindi(db);
  await seedOfferPolicies(now);

  const haveProjects = new Set(
    (await db.selectFrom("projects").select(["bank_slug", "city", "name"]).execute()).map(
      (r) => `${r.bank_slug}|${r.city}|${r.name}`,
    ),
  );
  const missing = PROJECT_SEED.filter(
    (p) => !haveProjects.has(`${p.bank_slug}|${p.city}|${p.name}`),
  );
  for (let i = 0; i < missing.length; i += 100) {
    await db
      .insertInto("projects")
      .values(missing.slice(i, i + 100))
      .execute();
  }

  const haveSeo = new Set(
    (await db.selectFrom("seo_records").select("page").execute()).map((r) => r.page),
  );
  for (const record of SEO_SEED) {
    if (haveSeo.has(record.page)) continue;
    await db
      .insertInto("seo_records")
      .values({
        page: record.page,
        path: record.path,
        meta_title: record.meta_title,
        meta_description: record.meta_description,
        schema_json: JSON.stringify(record.schema_json),
        updated_at: now,
      })
      .execute();
  }
  await seedSeoHindi(db);
}

/**
 * Gives each partner bank whose policy was never set its lending policy (docs/product/offers.md
 * "Lending policies"). `policy_updated_at` is set by every admin edit, a cleared policy included,
 * so a bank an admin took out of the offers stays out.
 */
async function seedOfferPolicies(now: string): Promise<void> {
  const db = getDb();
  const unset = await db
    .selectFrom("banks")
    .select("slug")
    .where("partner", "=", 1)
    .where("policy_updated_at", "is", null)
    .execute();
  for (const { slug } of unset) {
    const policy = OFFER_POLICY_SEED[slug as keyof typeof OFFER_POLICY_SEED];
    if (!policy) continue;
    await db
      .updateTable("banks")
      .set({ offer_policy: JSON.stringify(policy), policy_updated_at: now })
      .where("slug", "=", slug)
      .where("policy_updated_at", "is", null)
      .execute();
  }
}
