import { z } from "zod";
import { BANK_SLUGS, CITIES, citySlug } from "../../domain/enums.ts";
import poolsJson from "./projects.json" with { type: "json" };
import type { ProjectSeed } from "./types.ts";

/**
 * Approved projects: three per bank and city, for all ten banks and seven cities
 * (docs/product/pages.md "Approved projects"). They are generated from small per-city pools with a
 * seeded generator instead of 200 literals: the output is the same on every run (the seed
 * de-duplicates on bank + city + name), prices follow each city's market level and one project may
 * be approved by several banks, as in real life. Names and builders are illustrative, not real
 * companies.
 */

/**
 * The pools themselves are data, kept in ./projects.json and checked against this shape when the
 * module loads, so a typo there fails at start-up instead of seeding odd rows.
 */
const Pools = z.object({
  /** Per city: the indicative price of a 1 BHK at factor 1 (lakh rupees), and its localities. */
  cities: z.record(
    z.enum(CITIES),
    z.object({
      baseLakh: z.number().positive(),
      /** factor: the locality's price level against the city's base (1 is the city average). */
      localities: z.array(z.object({ name: z.string().min(1), factor: z.number().positive() })),
    }),
  ),
  nameFirst: z.array(z.string().min(1)),
  nameSecond: z.array(z.string().min(1)),
  builders: z.array(z.string().min(1)),
  /** Bedroom mixes and their size multiplier against a 1 BHK (smallest and largest unit). */
  bhkMixes: z.array(z.object({ label: z.string().min(1), min: z.number(), max: z.number() })),
});

const POOLS = Pools.parse(poolsJson);

const IMAGES = [1, 2, 3, 4, 5, 6].map((n) => `/images/projects/tower-${n}.svg`);

/** FNV-1a: a stable 32-bit seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic generator, so the data set is identical on every run. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)];
}

/** 85 → "₹85 L", 160 → "₹1.6 Cr", 225 → "₹2.25 Cr". */
export function formatLakh(lakh: number): string {
  if (lakh < 100) return `₹${Math.round(lakh)} L`;
  const crore = Math.round(lakh) / 100;
  return `₹${Number(crore.toFixed(2))} Cr`;
}

/** Rounds to a figure a brochure would print: whole lakh below ₹1 Cr, ₹5 L steps above. */
function brochureLakh(lakh: number): number {
  return lakh < 100 ? Math.round(lakh) : Math.round(lakh / 5) * 5;
}

type CityProject = Omit<ProjectSeed, "bank_slug" | "city">;

function cityProjects(city: (typeof CITIES)[number]): CityProject[] {
  const pool = POOLS.cities[city];
  const random = generator(hash(`projects:${city}`));
  const used = new Set<string>();
  return pool.localities.map((locality) => {
    let name: string;
    do {
      name = `${pick(POOLS.nameFirst, random)} ${pick(POOLS.nameSecond, random)}`;
    } while (used.has(name));
    used.add(name);
    const mix = pick(POOLS.bhkMixes, random);
    const low = brochureLakh(pool.baseLakh * locality.factor * mix.min);
    const high = Math.max(low + 5, brochureLakh(pool.baseLakh * locality.factor * mix.max * 1.15));
    return {
      name,
      builder: pick(POOLS.builders, random),
      location: locality.name,
      bhk: mix.label,
      price_range: `${formatLakh(low)} – ${formatLakh(high)}`,
      image: pick(IMAGES, random),
    };
  });
}

export const PROJECTS_PER_BANK_AND_CITY = 3;

function buildProjects(): ProjectSeed[] {
  const out: ProjectSeed[] = [];
  for (const city of CITIES) {
    const projects = cityProjects(city);
    for (const bank of BANK_SLUGS) {
      // A partial Fisher–Yates shuffle seeded by bank and city: three distinct projects each.
      const random = generator(hash(`${bank}:${city}`));
      const order = projects.map((_, i) => i);
      for (let i = 0; i < PROJECTS_PER_BANK_AND_CITY; i++) {
        const j = i + Math.floor(random() * (order.length - i));
        [order[i], order[j]] = [order[j], order[i]];
        out.push({ bank_slug: bank, city: citySlug(city), ...projects[order[i]] });
      }
    }
  }
  return out;
}

export const PROJECT_SEED: ProjectSeed[] = buildProjects();
