import { BANK_SLUGS, CITIES, citySlug } from "../../domain/enums.ts";
import type { ProjectSeed } from "./types.ts";

/**
 * Approved projects: three per bank and city, for all ten banks and seven cities
 * (docs/product/pages.md "Approved projects"). They are generated from small per-city pools with a
 * seeded generator instead of 200 literals: the output is the same on every run (the seed
 * de-duplicates on bank + city + name), prices follow each city's market level and one project may
 * be approved by several banks, as in real life. Names and builders are illustrative, not real
 * companies.
 */

interface Locality {
  name: string;
  /** Price level against the city's base: 1 is the city average. */
  factor: number;
}

interface CityPool {
  /** Indicative price of a 1 BHK at factor 1, in lakh rupees. */
  baseLakh: number;
  localities: Locality[];
}

const POOLS: Record<(typeof CITIES)[number], CityPool> = {
  Kolkata: {
    baseLakh: 28,
    localities: [
      { name: "New Town, Action Area II", factor: 1.15 },
      { name: "Rajarhat", factor: 1 },
      { name: "Salt Lake Sector V", factor: 1.3 },
      { name: "Kasba, EM Bypass", factor: 1.2 },
      { name: "Behala", factor: 0.85 },
      { name: "Tollygunge", factor: 1.1 },
      { name: "Shibpur, Howrah", factor: 0.8 },
      { name: "Garia", factor: 0.85 },
      { name: "Dum Dum", factor: 0.9 },
      { name: "Madhyamgram", factor: 0.7 },
    ],
  },
  Mumbai: {
    baseLakh: 75,
    localities: [
      { name: "Powai", factor: 1.35 },
      { name: "Thane West", factor: 0.9 },
      { name: "Andheri East", factor: 1.3 },
      { name: "Goregaon East", factor: 1.2 },
      { name: "Chembur", factor: 1.15 },
      { name: "Kandivali East", factor: 1 },
      { name: "Kharghar, Navi Mumbai", factor: 0.7 },
      { name: "Mulund West", factor: 1 },
      { name: "Borivali West", factor: 1.1 },
      { name: "Wadala", factor: 1.25 },
    ],
  },
  Hyderabad: {
    baseLakh: 40,
    localities: [
      { name: "Gachibowli", factor: 1.3 },
      { name: "Kondapur", factor: 1.2 },
      { name: "Kokapet", factor: 1.35 },
      { name: "Miyapur", factor: 0.9 },
      { name: "Kompally", factor: 0.8 },
      { name: "Tellapur", factor: 1 },
      { name: "Manikonda", factor: 1.05 },
      { name: "Uppal", factor: 0.85 },
      { name: "Narsingi", factor: 1.2 },
      { name: "Bachupally", factor: 0.8 },
    ],
  },
  Chennai: {
    baseLakh: 36,
    localities: [
      { name: "Sholinganallur, OMR", factor: 1.1 },
      { name: "Perungudi", factor: 1.15 },
      { name: "Porur", factor: 1 },
      { name: "Velachery", factor: 1.2 },
      { name: "Anna Nagar", factor: 1.4 },
      { name: "Pallikaranai", factor: 0.95 },
      { name: "Guduvanchery", factor: 0.7 },
      { name: "Medavakkam", factor: 0.9 },
      { name: "Ambattur", factor: 0.85 },
      { name: "Tambaram", factor: 0.8 },
    ],
  },
  Pune: {
    baseLakh: 38,
    localities: [
      { name: "Hinjewadi", factor: 1 },
      { name: "Wakad", factor: 1.05 },
      { name: "Baner", factor: 1.3 },
      { name: "Kharadi", factor: 1.2 },
      { name: "Hadapsar", factor: 0.95 },
      { name: "Wagholi", factor: 0.75 },
      { name: "Undri", factor: 0.85 },
      { name: "Bavdhan", factor: 1.15 },
      { name: "Pimple Saudagar", factor: 1 },
      { name: "Viman Nagar", factor: 1.3 },
    ],
  },
  Bangalore: {
    baseLakh: 45,
    localities: [
      { name: "Whitefield", factor: 1.15 },
      { name: "Sarjapur Road", factor: 1.1 },
      { name: "Electronic City", factor: 0.85 },
      { name: "Hebbal", factor: 1.3 },
      { name: "Yelahanka", factor: 1 },
      { name: "Hennur Road", factor: 1.05 },
      { name: "Kanakapura Road", factor: 0.95 },
      { name: "Bannerghatta Road", factor: 1.05 },
      { name: "Thanisandra", factor: 1 },
      { name: "Devanahalli", factor: 0.8 },
    ],
  },
  Delhi: {
    baseLakh: 60,
    localities: [
      { name: "Dwarka Sector 19B", factor: 1.1 },
      { name: "Rohini Sector 34", factor: 0.85 },
      { name: "Narela", factor: 0.65 },
      { name: "Saket", factor: 1.5 },
      { name: "Mayur Vihar Phase 1", factor: 1.1 },
      { name: "Janakpuri", factor: 1.15 },
      { name: "Shahdara", factor: 0.8 },
      { name: "Kalkaji", factor: 1.3 },
      { name: "Pitampura", factor: 1.1 },
      { name: "Vasant Kunj", factor: 1.45 },
    ],
  },
};

const NAME_FIRST = [
  "Aster",
  "Palm",
  "Lotus",
  "Cedar",
  "Orchid",
  "Jasmine",
  "Silver Oak",
  "Maple",
  "Amaltas",
  "Gulmohar",
  "Banyan",
  "Magnolia",
  "Sandalwood",
  "Marigold",
  "Ashoka",
  "Kadamba",
  "Parijat",
  "Champa",
];
const NAME_SECOND = [
  "Heights",
  "Residency",
  "Towers",
  "Greens",
  "Enclave",
  "Vista",
  "Gardens",
  "Park",
  "Meadows",
  "Springs",
  "Court",
  "Crest",
];
const BUILDERS = [
  "Sanskriti Buildcon",
  "Meghmalhar Realty",
  "Trivani Developers",
  "Shubhgriha Constructions",
  "Navrang Infraprojects",
  "Aranya Habitats",
  "Kalash Estates",
  "Suryoday Realtors",
  "Vasundhara Builders",
  "Ekam Spaces",
  "Neelkamal Homes",
  "Sahyadri Landmarks",
];

/** Bedroom mixes and their size multiplier against a 1 BHK (smallest and largest unit). */
const BHK_MIXES: Array<{ label: string; min: number; max: number }> = [
  { label: "1, 2 BHK", min: 1, max: 1.6 },
  { label: "2 BHK", min: 1.6, max: 1.8 },
  { label: "2, 3 BHK", min: 1.6, max: 2.4 },
  { label: "2, 3, 4 BHK", min: 1.6, max: 3.4 },
  { label: "3 BHK", min: 2.3, max: 2.6 },
  { label: "3, 4 BHK", min: 2.3, max: 3.4 },
];

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

interface CityProject {
  name: string;
  builder: string;
  location: string;
  bhk: string;
  price_range: string;
  image: string;
}

function cityProjects(city: (typeof CITIES)[number]): CityProject[] {
  const pool = POOLS[city];
  const random = generator(hash(`projects:${city}`));
  const used = new Set<string>();
  return pool.localities.map((locality) => {
    let name: string;
    do {
      name = `${pick(NAME_FIRST, random)} ${pick(NAME_SECOND, random)}`;
    } while (used.has(name));
    used.add(name);
    const mix = pick(BHK_MIXES, random);
    const low = brochureLakh(pool.baseLakh * locality.factor * mix.min);
    const high = Math.max(low + 5, brochureLakh(pool.baseLakh * locality.factor * mix.max * 1.15));
    return {
      name,
      builder: pick(BUILDERS, random),
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
