// The repo rate the site watches (docs/product/my-loan.md "Benchmarks"): the schema of POST
// /api/benchmarks and of the admin form, and the rate in force on a date.

import { z } from "zod";
import { type ParseResult, toResult } from "../validation.ts";
import { addDays, isCalendarDay } from "./dates.ts";

export const BENCHMARK_NAMES = ["repo"] as const;
export type BenchmarkName = (typeof BENCHMARK_NAMES)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A day as the answers write it (`2025-06-06`). */
export const daySchema = z.string().regex(DAY_PATTERN);

/** A benchmark row as GET /api/benchmarks answers it. */
export const benchmarkRowSchema = z.object({
  id: z.number().int(),
  name: z.enum(BENCHMARK_NAMES),
  rate: z.number().describe("% a year."),
  effective_from: daySchema,
  source_url: z.string(),
});
export type Benchmark = z.output<typeof benchmarkRowSchema>;

export const BENCHMARK_LIMITS = {
  rate: { min: 0.5, max: 15, decimals: 2 },
  /** effective_from may be at most this many days after today. */
  aheadDays: 60,
  source_url: { max: 500 },
} as const;

/** The rows every database starts with (docs/product/my-loan.md "Benchmarks"). */
export const SEEDED_BENCHMARKS: readonly { rate: number; effective_from: string }[] = [
  { rate: 6.5, effective_from: "2023-02-08" },
  { rate: 6.25, effective_from: "2025-02-07" },
  { rate: 6.0, effective_from: "2025-04-09" },
  { rate: 5.5, effective_from: "2025-06-06" },
  { rate: 5.25, effective_from: "2025-12-05" },
];

export const BENCHMARK_MESSAGES = {
  name: "The benchmark must be repo.",
  rate: "Enter a rate between 0.5 and 15, with at most 2 decimals.",
  date: "Enter the date it takes effect as YYYY-MM-DD.",
  tooFar: "The date it takes effect may be at most 60 days ahead.",
  url: "Enter the https address of the source.",
  duplicate: "A rate from that date is already there.",
} as const;
const M = BENCHMARK_MESSAGES;

export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Rounds to 2 decimals, away from the float noise of sums like 8.15 − 5.25. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function benchmarkSchema(today: string) {
  return z.object(
    {
      name: z.enum(BENCHMARK_NAMES, { error: M.name }).default("repo"),
      rate: z
        .number({ error: M.rate })
        .min(BENCHMARK_LIMITS.rate.min, { error: M.rate })
        .max(BENCHMARK_LIMITS.rate.max, { error: M.rate })
        .refine((v) => hasAtMostDecimals(v, BENCHMARK_LIMITS.rate.decimals), { error: M.rate })
        .describe("% a year, 0.5–15, at most 2 decimals."),
      effective_from: z
        .string({ error: M.date })
        .regex(DAY_PATTERN, { error: M.date, abort: true })
        .refine(isCalendarDay, { error: M.date })
        .refine((d) => !isCalendarDay(d) || d <= addDays(today, BENCHMARK_LIMITS.aheadDays), {
          error: M.tooFar,
        })
        .describe("YYYY-MM-DD, at most 60 days ahead."),
      source_url: z
        .string({ error: M.url })
        .max(BENCHMARK_LIMITS.source_url.max, { error: M.url })
        .refine(isHttpsUrl, { error: M.url })
        .describe("The https address of the announcement."),
    },
    { error: "Invalid input." },
  );
}

export type BenchmarkInput = z.output<ReturnType<typeof benchmarkSchema>>;

/** Parses a new benchmark against today's date in India (YYYY-MM-DD). */
export function parseBenchmark(input: unknown, today: string): ParseResult<BenchmarkInput> {
  return toResult(benchmarkSchema(today), input);
}

/**
 * The row in force on `day`: the latest effective_from on or before it; null before the first.
 * Any order of rows.
 */
export function benchmarkInForce<T extends { effective_from: string }>(
  rows: readonly T[],
  day: string,
): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (row.effective_from <= day && (!best || row.effective_from > best.effective_from))
      best = row;
  }
  return best;
}
