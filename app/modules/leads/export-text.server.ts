// The CSV export's text, piece by piece: what the export sends, whichever thread makes it
// (export.server.ts). One code for the in-thread export and the export worker.

import { listMasker } from "../../domain/team/masking.ts";
import { csvHeader, csvLine } from "./csv.ts";
import type { LeadRow } from "./intake.server.ts";
import { type LeadCount, streamLeads } from "./list.server.ts";
import type { LeadFilter } from "./list-query.server.ts";

export interface CsvExportText {
  /** The same filter object as the list's (search, eligible, status, and whatever is added). */
  filter: LeadFilter;
  /** Who exports: an admin reads contacts in full, anyone else masked (docs/product/team.md). */
  role?: string;
  /**
   * Applied to each row after the role's masking: the place for a further per-row rule (tests).
   * An export with one runs on the request's thread, as a function cannot go to a worker.
   */
  transform?: (row: LeadRow) => LeadRow;
  /** Rows per read (EXPORT_CHUNK by default): each read is one index range. */
  chunkSize?: number;
  /** The filter's count, when the caller already worked it out (not counted a second time). */
  count?: LeadCount;
}

const BYTE_ORDER_MARK = "\uFEFF";

/**
 * Byte-order mark (Excel then reads UTF-8, ₹ included) and header, then one piece per chunk of
 * rows. A generator: the next chunk is read only when the consumer asks for the next piece.
 */
export async function* csvExportText(options: CsvExportText): AsyncGenerator<string> {
  const mask = options.role === undefined ? (row: LeadRow) => row : listMasker(options.role);
  const transform = options.transform ?? ((row: LeadRow) => row);
  yield BYTE_ORDER_MARK + csvHeader();
  for await (const rows of streamLeads(options.filter, {
    chunkSize: options.chunkSize,
    count: options.count,
  })) {
    let text = "";
    for (const row of rows) text += csvLine(transform(mask(row)));
    yield text;
  }
}
