import { type Kysely, sql } from "kysely";

// Issue 11 (docs/product/calculators.md "Rates table"): each bank's lowest and highest rate as
// numbers, for the rates table and GET /api/banks. Existing rows take them from their display range
// ("7.50% – 8.70% p.a."), so a bank an admin has edited keeps its own figures; a range without two
// figures falls back to the calculator rate.
// biome-ignore lint/suspicious/noExplicitAny: a migration describes the schema at its point in history
type AnyDb = Kysely<any>;

export function rangeFromText(text: string, fallback: number): { min: number; max: number } {
  const figures = (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0 && n <= 25);
  if (figures.length === 0) return { min: fallback, max: fallback };
  return { min: Math.min(...figures), max: Math.max(...figures) };
}

export async function up(db: AnyDb): Promise<void> {
  const money = sql`double precision`;
  await db.schema
    .alterTable("banks")
    .addColumn("rate_min", money, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("banks")
    .addColumn("rate_max", money, (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await db
    .selectFrom("banks")
    .select(["slug", "interest_rate", "calculator_rate"])
    .execute();
  for (const row of rows) {
    const range = rangeFromText(String(row.interest_rate), Number(row.calculator_rate));
    await db
      .updateTable("banks")
      .set({ rate_min: range.min, rate_max: range.max })
      .where("slug", "=", row.slug)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("banks").dropColumn("rate_max").execute();
  await db.schema.alterTable("banks").dropColumn("rate_min").execute();
}
