import { getDb } from "../../db/db.server.ts";
import { cityFromSlug, citySlug } from "../../domain/enums.ts";
import type { Project, ProjectQuery } from "../../domain/projects/project.ts";
import { findBankBySlugOrName } from "../banks/banks.server.ts";

/**
 * Projects a bank has approved in a city, by name. An unknown or missing bank or city gives an
 * empty list, not an error: the page then shows the eligibility wizard instead
 * (docs/product/pages.md "Approved projects").
 */
export async function listProjects({ bank, city }: ProjectQuery): Promise<Project[]> {
  if (!bank || !city) return [];
  const [found, knownCity] = [await findBankBySlugOrName(bank), cityFromSlug(city)];
  if (!found || !knownCity) return [];
  const rows = await getDb()
    .selectFrom("projects")
    .select(["image", "name", "builder", "location", "bhk", "price_range"])
    .where("bank_slug", "=", found.slug)
    .where("city", "=", citySlug(knownCity))
    .orderBy("name")
    .execute();
  return rows.map(({ price_range, ...rest }) => ({ ...rest, priceRange: price_range }));
}
