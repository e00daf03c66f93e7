import { istDay, nextDay } from "../india-day.ts";
import type { Stage } from "../loan-file/stages.ts";

// The funnel report's arithmetic (docs/product/speed-to-lead.md "The funnel report",
// docs/decisions/030-the-funnel-report-summary.md): how one enquiry counts, how a day's enquiries
// become summary cells (one per IST day and first-touch source), and how cells become the
// report's rows grouped by source or by IST week. Pure, so the refresh job, the API, the page and
// the CSV all count alike, and the tests can check it without a database.

export const DIRECT = "(direct)";
export const FUNNEL_GROUPS = ["source", "week"] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];

/**
 * The loan file's stages a lead can reach, in the only order they are reached
 * (docs/product/loan-file.md "Stages"). A lead counts in a stage when it reached it or a later
 * one; `proposed` is not a step of the funnel (the team proposes; the borrower has not acted).
 */
export const FUNNEL_STAGES = ["approved", "logged_in", "sanctioned", "disbursed"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The additive figures of a row or cell. */
export interface FunnelCounts {
  enquiries: number;
  contacted: number;
  approved_by_borrower: number;
  logged_in: number;
  sanctioned: number;
  disbursed: number;
  /** Rupees paid out to the leads counted in `disbursed` (every tranche). */
  disbursed_amount: number;
}

/** Whole minutes to first response → how many enquiries took that long. */
export type Histogram = Map<number, number>;

/** One summary cell: the enquiries of one IST day from one source (`""`: direct). */
export interface FunnelCell extends FunnelCounts {
  day: string;
  source: string;
  response_minutes: Histogram;
}

/** One row of the report (the API's, the page's table and the CSV's). */
export interface FunnelRow extends FunnelCounts {
  key: string;
  median_first_response_minutes: number | null;
}

/** What the summary needs to know of one lead or callback request. */
export interface EnquiryFacts {
  created_at: string;
  first_source: string | null;
  first_response_at: string | null;
  /** Callback requests have no loan file: null. */
  reached: FunnelStage | null;
  disbursed_amount: number | null;
}

export const FUNNEL_COUNT_FIELDS = [
  "enquiries",
  "contacted",
  "approved_by_borrower",
  "logged_in",
  "sanctioned",
  "disbursed",
  "disbursed_amount",
] as const satisfies readonly (keyof FunnelCounts)[];

const STAGE_FIELD: Record<FunnelStage, keyof FunnelCounts> = {
  approved: "approved_by_borrower",
  logged_in: "logged_in",
  sanctioned: "sanctioned",
  disbursed: "disbursed",
};

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD) of the Monday–Sunday week holding an IST day. */
export function weekMonday(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (YYYY-MM-DD), positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Wall-clock whole minutes from arrival to first response (seconds dropped); a response stamped
 * before arrival (clocks of two machines) counts 0. Null when either time is missing or unreadable.
 */
export function responseMinutes(createdAt: string, respondedAt: string | null): number | null {
  if (!respondedAt) return null;
  const ms = Date.parse(respondedAt) - Date.parse(createdAt);
  if (!Number.isFinite(ms)) return null;
  return Math.max(0, Math.floor(ms / 60_000));
}

/** The furthest funnel stage from the lead's kept furthest stage and its applications' history. */
export function reachedStage(
  furthest: Stage | null,
  historyRank: number | null,
): FunnelStage | null {
  const kept = furthest ? (FUNNEL_STAGES as readonly string[]).indexOf(furthest) + 1 : 0;
  const rank = Math.max(kept, historyRank ?? 0);
  return rank > 0 ? (FUNNEL_STAGES[Math.min(rank, FUNNEL_STAGES.length) - 1] ?? null) : null;
}

export function emptyCounts(): FunnelCounts {
  return {
    enquiries: 0,
    contacted: 0,
    approved_by_borrower: 0,
    logged_in: 0,
    sanctioned: 0,
    disbursed: 0,
    disbursed_amount: 0,
  };
}

function roundPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

/** Adds `from`'s figures and histogram into `into` (mutates `into`). */
function addInto(
  into: FunnelCounts & { response_minutes: Histogram },
  from: FunnelCounts & { response_minutes: Histogram },
) {
  for (const field of FUNNEL_COUNT_FIELDS) into[field] += from[field];
  into.disbursed_amount = roundPaise(into.disbursed_amount);
  mergeHistogramInto(into.response_minutes, from.response_minutes);
}

export function mergeHistogramInto(into: Histogram, from: Histogram): Histogram {
  for (const [minutes, n] of from) into.set(minutes, (into.get(minutes) ?? 0) + n);
  return into;
}

/**
 * A histogram as stored (funnel_days.response_minutes): a flat JSON array of pairs,
 * `[minutes, count, minutes, count, …]`, in minute order. Numbers in an array parse several
 * times faster than an object's keys, and a year's report reads thousands of them.
 */
export function encodeHistogram(histogram: Histogram): string {
  const flat: number[] = [];
  for (const [minutes, n] of [...histogram].sort((a, b) => a[0] - b[0])) {
    if (n > 0) flat.push(minutes, n);
  }
  return JSON.stringify(flat);
}

/** The stored text back as a histogram; anything unreadable counts nothing. */
export function decodeHistogram(text: string): Histogram {
  const histogram: Histogram = new Map();
  let flat: unknown;
  try {
    flat = JSON.parse(text);
  } catch {
    return histogram;
  }
  if (flat !== null && typeof flat === "object" && !Array.isArray(flat)) {
    // The first stored form, `{"minutes": count}` (before the flat pairs): still read.
    flat = Object.entries(flat).flatMap(([minutes, n]) => [Number(minutes), n]);
  }
  if (!Array.isArray(flat)) return histogram;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const minutes = flat[i];
    const n = flat[i + 1];
    if (Number.isInteger(minutes) && Number.isInteger(n) && minutes >= 0 && n > 0) {
      histogram.set(minutes, (histogram.get(minutes) ?? 0) + n);
    }
  }
  return histogram;
}

/**
 * The median of the values a histogram counts; for an even count, the mean of the two middle
 * values (so it may end in .5). Null when it counts nothing.
 */
export function histogramMedian(histogram: Histogram): number | null {
  const entries = [...histogram].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const valueAt = (position: number) => {
    let seen = 0;
    for (const [value, n] of entries) {
      seen += n;
      if (position < seen) return value;
    }
    return entries[entries.length - 1]?.[0] ?? 0;
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.floor(total / 2))) / 2;
}

/** A day's (or any) enquiries as summary cells, one per IST day and source. */
export function summariseEnquiries(enquiries: readonly EnquiryFacts[]): FunnelCell[] {
  const cells = new Map<string, FunnelCell>();
  for (const e of enquiries) {
    const day = istDay(e.created_at);
    const source = e.first_source ?? "";
    const id = `${day}\u0000${source}`;
    let cell = cells.get(id);
    if (!cell) {
      cell = { day, source, ...emptyCounts(), response_minutes: new Map() };
      cells.set(id, cell);
    }
    cell.enquiries += 1;
    const minutes = responseMinutes(e.created_at, e.first_response_at);
    if (e.first_response_at) cell.contacted += 1;
    if (minutes !== null) {
      cell.response_minutes.set(minutes, (cell.response_minutes.get(minutes) ?? 0) + 1);
    }
    if (e.reached) {
      const reachedAt = FUNNEL_STAGES.indexOf(e.reached);
      for (const stage of FUNNEL_STAGES.slice(0, reachedAt + 1)) cell[STAGE_FIELD[stage]] += 1;
      if (e.reached === "disbursed") {
        cell.disbursed_amount = roundPaise(cell.disbursed_amount + (e.disbursed_amount ?? 0));
      }
    }
  }
  return [...cells.values()].sort((a, b) =>
    a.day === b.day ? a.source.localeCompare(b.source) : a.day < b.day ? -1 : 1,
  );
}

/** The row key a source cell falls under: the utm_source, or `(direct)` for none. */
export function sourceKey(source: string): string {
  return source === "" ? DIRECT : source;
}

/**
 * The report's rows from the summary cells of `from`..`to`. By source: one row per source seen,
 * most enquiries first (then by key). By week: one row per Monday–Sunday IST week touching the
 * range, oldest first, empty weeks included (a chart's gap is a zero, not a missing bar).
 */
export function groupFunnel(
  cells: readonly FunnelCell[],
  group: FunnelGroup,
  range: { from: string; to: string },
): FunnelRow[] {
  const groups = new Map<string, FunnelCounts & { response_minutes: Histogram }>();
  const ensure = (key: string) => {
    let g = groups.get(key);
    if (!g) {
      g = { ...emptyCounts(), response_minutes: new Map() };
      groups.set(key, g);
    }
    return g;
  };
  if (group === "week") {
    for (let m = weekMonday(range.from); m <= range.to; m = nextDay(m, 7)) ensure(m);
  }
  for (const cell of cells) {
    if (cell.day < range.from || cell.day > range.to) continue;
    addInto(ensure(group === "week" ? weekMonday(cell.day) : sourceKey(cell.source)), cell);
  }
  const rows: FunnelRow[] = [...groups.entries()].map(([key, g]) => {
    const { response_minutes, ...counts } = g;
    return { key, ...counts, median_first_response_minutes: histogramMedian(response_minutes) };
  });
  return rows.sort((a, b) =>
    group === "week"
      ? a.key.localeCompare(b.key)
      : b.enquiries - a.enquiries || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** Each stage's share of the row's enquiries (0..1), or null for a row without enquiries. */
export function conversionRates(
  row: FunnelCounts,
): Record<Exclude<keyof FunnelCounts, "enquiries" | "disbursed_amount">, number | null> {
  const share = (n: number) => (row.enquiries > 0 ? n / row.enquiries : null);
  return {
    contacted: share(row.contacted),
    approved_by_borrower: share(row.approved_by_borrower),
    logged_in: share(row.logged_in),
    sanctioned: share(row.sanctioned),
    disbursed: share(row.disbursed),
  };
}

/** Every field of the rows added up: the table's total line. */
export function funnelTotals(rows: readonly FunnelRow[]): FunnelCounts {
  const total = emptyCounts();
  for (const row of rows) for (const field of FUNNEL_COUNT_FIELDS) total[field] += row[field];
  total.disbursed_amount = roundPaise(total.disbursed_amount);
  return total;
}
