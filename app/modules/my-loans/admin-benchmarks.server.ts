// /admin/benchmarks (docs/product/my-loan.md "Benchmarks"): the admin's form adds a repo rate
// through the same use case as POST /api/benchmarks, and a new rate starts telling the saved loans
// it changes at once, as the API's does.

import { type AddBenchmarkResult, addBenchmark } from "./benchmarks.server.ts";
import { startBenchmarkNotices } from "./notices.server.ts";

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** The form's strings as the JSON the schema reads: a rate typed "5.00" or "5.00%" is 5. */
export function benchmarkFromForm(values: Record<string, string>): Record<string, unknown> {
  const rate = (values.rate ?? "").trim().replace(/%$/, "").trim();
  return {
    name: "repo",
    rate: PLAIN_NUMBER.test(rate) ? Number(rate) : rate,
    effective_from: (values.effective_from ?? "").trim(),
    source_url: (values.source_url ?? "").trim(),
  };
}

/** The admin form's post: 201 with the row, or the refusal field by field (400, 409). */
export async function addBenchmarkFromForm(
  values: Record<string, string>,
  by: string,
  now: Date = new Date(),
): Promise<AddBenchmarkResult> {
  const result = await addBenchmark(benchmarkFromForm(values), by, now);
  if (result.ok) startBenchmarkNotices();
  return result;
}
