import { describe, expect, it } from "vitest";
import { PROJECT_SEED, PROJECTS_PER_BANK_AND_CITY } from "../../db/seed-data/projects.ts";
import { BANK_SLUGS, CITIES, citySlug } from "../../domain/enums.ts";
import { listProjects } from "./projects.server.ts";

describe("seed data", () => {
  it("has three projects for every bank in every city, with complete fields", () => {
    for (const bank of BANK_SLUGS) {
      for (const city of CITIES) {
        const projects = PROJECT_SEED.filter(
          (p) => p.bank_slug === bank && p.city === citySlug(city),
        );
        expect(projects, `${bank} ${city}`).toHaveLength(PROJECTS_PER_BANK_AND_CITY);
        expect(new Set(projects.map((p) => p.name)).size).toBe(PROJECTS_PER_BANK_AND_CITY);
      }
    }
    for (const p of PROJECT_SEED) {
      expect(p.city).toBe(p.city.toLowerCase());
      expect(p.image).toMatch(/^\/images\/projects\/tower-[1-6]\.svg$/);
      expect(p.bhk).toMatch(/^\d(, \d)* BHK$/);
      expect(p.price_range).toMatch(/^₹[\d.]+ (L|Cr) – ₹[\d.]+ (L|Cr)$/);
      expect(p.name && p.builder && p.location).toBeTruthy();
    }
  });
});

describe("listProjects", () => {
  it("lists a bank's projects in a city, by slug, in the API shape", async () => {
    const projects = await listProjects({ bank: "sbi", city: "mumbai" });
    expect(projects).toHaveLength(3);
    expect(Object.keys(projects[0]).sort()).toEqual([
      "bhk",
      "builder",
      "image",
      "location",
      "name",
      "priceRange",
    ]);
    const seeded = PROJECT_SEED.filter((p) => p.bank_slug === "sbi" && p.city === "mumbai").map(
      (p) => p.name,
    );
    expect(projects.map((p) => p.name).sort()).toEqual(seeded.sort());
  });

  it("accepts the bank's full name and any case for bank and city", async () => {
    const bySlug = await listProjects({ bank: "hdfc", city: "pune" });
    expect(await listProjects({ bank: "HDFC Bank", city: "Pune" })).toEqual(bySlug);
    expect(await listProjects({ bank: "hdfc bank", city: "PUNE" })).toEqual(bySlug);
    expect(await listProjects({ bank: "HDFC", city: " pune " })).toEqual(bySlug);
    expect(await listProjects({ bank: "State Bank of India", city: "Delhi" })).toEqual(
      await listProjects({ bank: "sbi", city: "delhi" }),
    );
  });

  it("answers [] for an unknown or missing bank or city", async () => {
    expect(await listProjects({ bank: "nope", city: "mumbai" })).toEqual([]);
    expect(await listProjects({ bank: "sbi", city: "atlantis" })).toEqual([]);
    expect(await listProjects({ bank: "sbi", city: "" })).toEqual([]);
    expect(await listProjects({ bank: null, city: "mumbai" })).toEqual([]);
    expect(await listProjects({})).toEqual([]);
    expect(await listProjects({ bank: "sbi' OR 1=1 --", city: "mumbai" })).toEqual([]);
  });
});
