import { z } from "zod";
import { getReadDb } from "../../db/db.server.ts";
import {
  DIRECT,
  decodeHistogram,
  FUNNEL_COUNT_FIELDS,
  FUNNEL_GROUPS,
  type FunnelCell,
  type FunnelRow,
  groupFunnel,
} from "../../domain/reports/funnel.ts";
import type { FunnelQuery } from "../../domain/reports/funnel-query.ts";
import { csvField } from "../leads/csv.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): read from the summary the
// job runner keeps (funnel-refresh.server.ts), a few thousand rows for a year at any number of
// leads, grouped by the domain's arithmetic. One query for both engines.

const count = (what: string) => z.number().int().min(0).describe(what);

const funnelRow = z
  .object({
    key: z
      .string()
      .describe(
        `The first touch's utm_source (\`${DIRECT}\` for none) with group=source; the week's Monday (YYYY-MM-DD, IST) with group=week.`,
      ),
    enquiries: count("Leads and callback requests that arrived in the range."),
    contacted: count("Those with a first response (a note, or a status change from new)."),
    approved_by_borrower: count(
      "Leads one of whose bank applications the borrower approved (or that went further).",
    ),
    logged_in: count("Leads logged in with a bank, or further."),
    sanctioned: count(
      "Leads sanctioned by a bank, or further (a sanction later withdrawn counts).",
    ),
    disbursed: count("Leads paid out, at least in part."),
    disbursed_amount: z.number().min(0).describe("Rupees paid out to the disbursed leads."),
    median_first_response_minutes: z
      .number()
      .min(0)
      .nullable()
      .describe(
        "Median wall-clock minutes from arrival to first response (whole minutes; the mean of the two middle ones for an even count); null when none was answered.",
      ),
  })
  .meta({ id: "FunnelRow" });

/** The API's answer, documented in its contract (app/routes/+shared/contracts/reports.ts). */
export const funnelReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    group: z.enum(FUNNEL_GROUPS),
    as_of: z
      .string()
      .nullable()
      .describe(
        "When the summary was last brought up to date (at most a minute ago while the server runs); null before its first build.",
      ),
    rows: z.array(funnelRow),
  })
  .meta({ id: "FunnelReport" });

export type FunnelReport = z.output<typeof funnelReportSchema>;

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
    const cell = { ...r, response_minutes: decodeHistogram(r.response_minutes) };
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
