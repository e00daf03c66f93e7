import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { BANK_SEED } from "../../db/seed-data/banks.ts";
import {
  BANK_LIST_FIELDS,
  BANK_TEXT_FIELDS,
  HINDI_FIELDS,
  parseBankUpdate,
} from "../../domain/banks/schema.ts";
import {
  BANK_SLUGS,
  type BankSlug,
  DEFAULT_CALCULATOR_RATES,
  FALLBACK_CALCULATOR_RATE,
} from "../../domain/enums.ts";
import {
  type Bank,
  findBankBySlugOrName,
  getBank,
  invalidateBankCache,
  listBanks,
  updateBank,
} from "./banks.server.ts";

/** The bank as PUT /api/banks/{slug} takes it: what GET returns. */
function asInput(bank: Bank) {
  const { slug: _slug, ...rest } = bank;
  return {
    ...rest,
    pros: [...rest.pros],
    cons: [...rest.cons],
    documentation: [...rest.documentation],
  };
}

/** A seeded bank, which every test here expects to find. */
async function seededBank(slug: BankSlug): Promise<Bank> {
  const bank = await getBank(slug);
  if (!bank) throw new Error(`${slug} missing`);
  return bank;
}

describe("seed data", () => {
  it("has every bank of the logo strip with complete, indicative data", () => {
    expect(BANK_SEED.map((b) => b.slug)).toEqual([...BANK_SLUGS]);
    for (const bank of BANK_SEED) {
      for (const value of Object.values(bank)) {
        if (typeof value === "string") expect(value.trim(), bank.slug).not.toBe("");
      }
      expect(bank.logo).toBe(`/images/banks/${bank.slug}.svg`);
      expect(bank.as_of).toBe("2026-11-01");
      expect(bank.interest_rate).toMatch(/^\d+\.\d{2}% – \d+\.\d{2}% p\.a\.$/);
      expect(bank.payment_charges).toMatch(/^Nil on floating-rate loans to individuals/);
      expect(bank.pros.length).toBeGreaterThanOrEqual(3);
      expect(bank.pros.length).toBeLessThanOrEqual(4);
      expect(bank.cons.length).toBeGreaterThanOrEqual(2);
      expect(bank.cons.length).toBeLessThanOrEqual(3);
      expect(bank.documentation.length).toBeGreaterThanOrEqual(5);
      expect(bank.documentation.length).toBeLessThanOrEqual(7);
      const paragraphs = bank.description.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      expect(bank.description).toContain("indicative");
      expect(bank.brand_color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("uses the calculator rates of docs/product/calculators.md, and the fallback for the other banks", () => {
    for (const bank of BANK_SEED) {
      const expected =
        (DEFAULT_CALCULATOR_RATES as Record<string, number>)[bank.slug] ?? FALLBACK_CALCULATOR_RATE;
      expect(bank.calculator_rate, bank.slug).toBe(expected);
    }
  });
});

describe("listBanks / getBank", () => {
  it("lists the ten banks in display order with the API shape", async () => {
    const banks = await listBanks();
    expect(banks.map((b) => b.slug)).toEqual([...BANK_SLUGS]);
    expect(banks[0].name).toBe("State Bank of India");
    expect(banks[1].name).toBe("HDFC Bank");
    expect(Object.keys(banks[0]).sort()).toEqual(
      [
        "slug",
        ...BANK_TEXT_FIELDS,
        ...BANK_LIST_FIELDS,
        "calculatorRate",
        "rateMin",
        "rateMax",
        "brandColor",
        // Migration 019: a lender GharSetu works with (docs/product/borrower-view.md).
        "partner",
        // Migration 025: the lending policy (docs/product/offers.md "Lending policies").
        "offer_policy",
        "policy_updated_at",
        // Migration 010: the Hindi text of the free-text fields.
        ...Object.keys(HINDI_FIELDS),
      ].sort(),
    );
    expect(Array.isArray(banks[0].pros)).toBe(true);
    expect(banks[0].calculatorRate).toBe(7.5);
    // Migration 005 and the seed: the display range as numbers.
    expect([banks[0].rateMin, banks[0].rateMax]).toEqual([7.5, 8.7]);
    for (const bank of banks) expect(bank.rateMin, bank.slug).toBeLessThanOrEqual(bank.rateMax);
  });

  it("passes every seeded bank through the update schema, so admins can save it unchanged", async () => {
    for (const bank of await listBanks()) {
      const parsed = parseBankUpdate(asInput(bank));
      expect(parsed.ok ? "ok" : parsed.error, bank.slug).toBe("ok");
    }
  });

  it("returns a fresh array each time, with frozen shared bank objects", async () => {
    const first = await listBanks();
    first.reverse();
    expect((await listBanks())[0].slug).toBe("sbi");
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0].pros)).toBe(true);
  });

  it("finds a bank by slug in any case, and by slug or full name", async () => {
    expect((await getBank("ICICI"))?.name).toBe("ICICI Bank");
    expect(await getBank("nope")).toBeUndefined();
    expect((await findBankBySlugOrName("state bank of india"))?.slug).toBe("sbi");
    expect((await findBankBySlugOrName(" PNB "))?.slug).toBe("pnb");
    expect(await findBankBySlugOrName("")).toBeUndefined();
  });
});

describe("updateBank", () => {
  it("stores a valid update and serves it at once (cache invalidated)", async () => {
    const before = await seededBank("axis");
    await listBanks(); // warm the cache
    const result = await updateBank("axis", {
      ...asInput(before),
      slug: "ignored",
      interestRate: "8.10% – 9.10% p.a.",
      calculatorRate: 8.1,
      rateMin: 8.1,
      rateMax: 9.1,
      pros: ["One", "Two", "Three"],
      brandColor: "#123ABC",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bank.slug).toBe("axis");
    expect(result.bank.interestRate).toBe("8.10% – 9.10% p.a.");
    expect(result.bank.brandColor).toBe("#123abc");
    const after = await getBank("axis");
    expect(after?.calculatorRate).toBe(8.1);
    expect([after?.rateMin, after?.rateMax]).toEqual([8.1, 9.1]);
    expect(after?.pros).toEqual(["One", "Two", "Three"]);
    expect((await listBanks()).find((b) => b.slug === "axis")?.interestRate).toBe(
      "8.10% – 9.10% p.a.",
    );
  });

  it("keeps the brand colour when the update leaves it out", async () => {
    const before = await seededBank("kotak");
    const { brandColor: _omit, ...input } = asInput(before);
    const result = await updateBank("KOTAK", { ...input, tenure: "Up to 25 years" });
    expect(result.ok && result.bank.brandColor).toBe(before.brandColor);
    expect((await getBank("kotak"))?.tenure).toBe("Up to 25 years");
  });

  it("refuses invalid fields with the first message and a field map, and stores nothing", async () => {
    const before = await seededBank("hdfc");
    const result = await updateBank("hdfc", {
      ...asInput(before),
      name: "  ",
      calculatorRate: 40,
      brandColor: "red",
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.notFound) throw new Error("expected a validation error");
    expect(result.error).toBe("Name is required.");
    expect(result.fields).toMatchObject({
      name: "Name is required.",
      calculatorRate: "Calculator rate must be between 1 and 25.",
      brandColor: "Brand colour must be a hex colour such as #22409a.",
    });
    expect(await getBank("hdfc")).toEqual(before);
  });

  it("refuses a bad brand colour alone", async () => {
    const before = await seededBank("hdfc");
    const result = await updateBank("hdfc", {
      ...asInput(before),
      brandColor: "javascript:alert(1)",
    });
    expect(result).toEqual({
      ok: false,
      error: "Brand colour must be a hex colour such as #22409a.",
      fields: { brandColor: "Brand colour must be a hex colour such as #22409a." },
    });
  });

  it("refuses input that is not an object", async () => {
    for (const input of [null, "text", 42, []]) {
      const result = await updateBank("sbi", input);
      expect(result.ok).toBe(false);
      expect(result.ok === false && !result.notFound && result.error).toBeTruthy();
    }
  });

  it("reports an unknown bank as not found", async () => {
    expect(await updateBank("nope", {})).toEqual({ ok: false, notFound: true });
  });

  it("picks up changes made by another instance once the cache is invalidated", async () => {
    await listBanks();
    await getDb()
      .updateTable("banks")
      .set({ tenure: "Up to 40 years" })
      .where("slug", "=", "boi")
      .execute();
    invalidateBankCache();
    expect((await getBank("boi"))?.tenure).toBe("Up to 40 years");
  });
});

describe("the Hindi fields (migration 010)", () => {
  it("are seeded for the ten banks, and a seeded bank saves unchanged with them", async () => {
    for (const bank of await listBanks()) {
      for (const field of Object.keys(HINDI_FIELDS)) {
        expect(bank[field as keyof typeof HINDI_FIELDS], `${bank.slug} ${field}`).not.toBeNull();
      }
      expect(bank.descriptionHi?.split("\n\n")).toHaveLength(bank.description.split("\n\n").length);
    }
  });

  it("are seeded only into a bank without Hindi, and only beside the seeded English", async () => {
    const { seedBanksHindi } = await import("../../db/seed-banks-hi.ts");
    const bank = await seededBank("kotak");
    const before = asInput(bank);
    try {
      // An admin's Hindi description, and two Hindi fields cleared to show the English.
      const edited = await updateBank("kotak", {
        ...before,
        descriptionHi: "एडमिन का विवरण",
        purposeHi: null,
        tenureHi: null,
      });
      expect(edited.ok).toBe(true);
      await seedBanksHindi(getDb());
      invalidateBankCache();
      expect(await getBank("kotak")).toMatchObject({
        descriptionHi: "एडमिन का विवरण",
        purposeHi: null,
        tenureHi: null,
      });

      // No Hindi at all, and a rewritten English purpose: everything but the purpose is seeded.
      const cleared = Object.fromEntries(Object.keys(HINDI_FIELDS).map((field) => [field, null]));
      expect(
        (await updateBank("kotak", { ...before, ...cleared, purpose: "A new purpose" })).ok,
      ).toBe(true);
      await seedBanksHindi(getDb());
      invalidateBankCache();
      const after = await getBank("kotak");
      expect(after?.purposeHi).toBeNull();
      expect(after?.eligibilityHi).toBe(bank.eligibilityHi);
      expect(after?.eligibilityHi).toMatch(/^18 से 60 साल/);
      expect(after?.descriptionHi).toBe(bank.descriptionHi);
    } finally {
      await updateBank("kotak", before);
    }
  });
});
