// The repo rate's history (docs/product/my-loan.md "Benchmarks"): GET /api/benchmarks for
// everyone, and an admin's new rate from /admin/benchmarks or POST /api/benchmarks.

import { getDb } from "../../db/db.server.ts";
import {
  BENCHMARK_MESSAGES,
  type Benchmark,
  parseBenchmark,
} from "../../domain/my-loan/benchmarks.ts";
import { istToday } from "../../domain/my-loan/dates.ts";

/** Every benchmark row, newest effective date first. */
export async function listBenchmarks(): Promise<Benchmark[]> {
  const rows = await getDb()
    .selectFrom("benchmarks")
    .select(["id", "name", "rate", "effective_from", "source_url"])
    .orderBy("effective_from", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate) }));
}

export type AddBenchmarkResult =
  | { ok: true; benchmark: Benchmark }
  | { ok: false; status: 400 | 409; error: string; fields?: Record<string, string> };

/**
 * Adds a rate: 400 {error, fields} for bad values, 409 for a date already there (the table's
 * unique key decides, so two admins at once cannot both add one).
 */
export async function addBenchmark(
  input: unknown,
  by: string,
  now: Date = new Date(),
): Promise<AddBenchmarkResult> {
  const parsed = parseBenchmark(input, istToday(now.getTime()));
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  const { name, rate, effective_from, source_url } = parsed.data;
  const row = await getDb()
    .insertInto("benchmarks")
    .values({
      name,
      rate,
      effective_from,
      source_url,
      created_at: now.toISOString(),
      created_by: by,
    })
    .onConflict((oc) => oc.columns(["name", "effective_from"]).doNothing())
    .returning(["id", "name", "rate", "effective_from", "source_url"])
    .executeTakeFirst();
  if (!row) {
    return { ok: false, status: 409, error: BENCHMARK_MESSAGES.duplicate };
  }
  return { ok: true, benchmark: { ...row, rate: Number(row.rate) } };
}
