// The rates table (docs/product/calculators.md "Rates table"): every bank with its rate range, fee,
// tenure and the EMI per ₹1 lakh over 20 years at its lowest rate, in the order the URL's ?sort=
// asks for.

import { roundedEmi } from "./emi.ts";

export const RATE_SORTS = ["rate-asc", "rate-desc", "max-asc", "name"] as const;
export type RateSort = (typeof RATE_SORTS)[number];
export const DEFAULT_RATE_SORT: RateSort = "rate-asc";

export interface RateBank {
  slug: string;
  name: string;
  rateMin: number;
  rateMax: number;
  processingFee: string;
  tenure: string;
  asOf: string;
}

export interface RateRow extends RateBank {
  emiPerLakh: number;
}

/** An unknown or missing ?sort= falls back to the default rather than failing the page. */
export function parseRateSort(value: string | null | undefined): RateSort {
  return (RATE_SORTS as readonly string[]).includes(value ?? "")
    ? (value as RateSort)
    : DEFAULT_RATE_SORT;
}

export function ratesTable(banks: readonly RateBank[], sort: RateSort): RateRow[] {
  const rows = banks.map((bank) => ({
    ...bank,
    emiPerLakh: roundedEmi(100_000, bank.rateMin, 240),
  }));
  const byName = (a: RateRow, b: RateRow) => a.name.localeCompare(b.name, "en-IN");
  const compare: Record<RateSort, (a: RateRow, b: RateRow) => number> = {
    "rate-asc": (a, b) => a.rateMin - b.rateMin || a.rateMax - b.rateMax || byName(a, b),
    "rate-desc": (a, b) => b.rateMin - a.rateMin || b.rateMax - a.rateMax || byName(a, b),
    "max-asc": (a, b) => a.rateMax - b.rateMax || a.rateMin - b.rateMin || byName(a, b),
    name: byName,
  };
  return rows.sort(compare[sort]);
}
