import { getReadDb } from "../../db/db.server.ts";
import {
  FUNNEL_COUNT_FIELDS,
  type FunnelCell,
  type FunnelRow,
  groupFunnel,
  type Histogram,
} from "../../domain/reports/funnel.ts";
import type { FunnelQuery } from "../../domain/reports/funnel-query.ts";
import { csvField } from "../leads/csv.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): read from the summary the
// job runner keeps (funnel-refresh.server.ts), a few thousand rows for a year at any number of
// leads, grouped by the domain's arithmetic. One query for both engines.

export interface FunnelReport extends FunnelQuery {
  /** When the figures were last brought up to date; null before the first refresh. */
  as_of: string | null;
  rows: FunnelRow[];
}

function readHistogram(text: string): Histogram {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Histogram) : {};
  } catch {
    return {};
  }
}

/** The summary cells of a range of IST days, and when the summary was last brought up to date. */
async function readCells(range: { from: string; to: string }) {
  const db = getReadDb();
  const [rows, state] = await Promise.all([
    db
      .selectFrom("funnel_days")
      .selectAll()
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .execute(),
    db.selectFrom("funnel_refresh").select("refreshed_at").where("id", "=", 1).executeTakeFirst(),
  ]);
  // PostgreSQL may answer numeric columns as strings: each figure through Number().
  const cells: FunnelCell[] = rows.map((r) => {
    const cell = { ...r, response_minutes: readHistogram(r.response_minutes) };
    for (const field of FUNNEL_COUNT_FIELDS) cell[field] = Number(r[field]);
    return cell;
  });
  return { cells, asOf: state?.refreshed_at ?? null };
}

export async function funnelReport(query: FunnelQuery): Promise<FunnelReport> {
  const { cells, asOf } = await readCells(query);
  return { ...query, as_of: asOf, rows: groupFunnel(cells, query.group, query) };
}

/** The page's view: the asked grouping for its table, and both groupings for its two charts. */
export async function funnelPage(query: FunnelQuery) {
  const { cells, asOf } = await readCells(query);
  return {
    asOf,
    rows: groupFunnel(cells, query.group, query),
    byWeek: groupFunnel(cells, "week", query),
    bySource: groupFunnel(cells, "source", query),
  };
}

export const FUNNEL_CSV_COLUMNS = [
  "key",
  ...FUNNEL_COUNT_FIELDS,
  "median_first_response_minutes",
] as const satisfies readonly (keyof FunnelRow)[];

/**
 * The rows as RFC 4180 CSV (CRLF line ends, one header row); a source named like a formula is
 * written as text, as in the leads' export (app/modules/leads/csv.ts).
 */
export function funnelCsv(rows: readonly FunnelRow[]): string {
  const line = (fields: readonly unknown[]) => `${fields.map(csvField).join(",")}\r\n`;
  return (
    line(FUNNEL_CSV_COLUMNS) +
    rows.map((row) => line(FUNNEL_CSV_COLUMNS.map((c) => row[c]))).join("")
  );
}

/** The download's file name: funnel-<group>-<from>-to-<to>.csv. */
export function funnelCsvName(query: FunnelQuery): string {
  return `funnel-${query.group}-${query.from}-to-${query.to}.csv`;
}
