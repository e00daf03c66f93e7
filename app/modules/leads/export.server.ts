// The admin's CSV export, streamed (issue 16, docs/decisions/018-streamed-export-and-the-event-loop.md):
// rows are read in keyset chunks and encoded one chunk at a time as the response asks for more,
// so memory stays about one chunk whatever the number of leads, and a slow client slows the
// reads down instead of piling rows up in the server.

import { csvHeader, csvLine } from "./csv.ts";
import type { ApplicationRow } from "./intake.server.ts";
import { type ApplicationCount, streamApplications } from "./list.server.ts";
import type { ApplicationFilter } from "./list-query.server.ts";

export interface CsvExportOptions {
  /** The same filter object as the list's (search, eligible, status, and whatever is added). */
  filter: ApplicationFilter;
  /**
   * Applied to each row before it is written: the place for per-row rules such as masking the
   * contact fields for a role that may not see them. Returns the row to write.
   */
  transform?: (row: ApplicationRow) => ApplicationRow;
  /** Called once before the first row is read (an access-log entry); an error stops the export. */
  onStart?: () => void | Promise<void>;
  /** Rows per read (EXPORT_CHUNK by default): each read is one index range. */
  chunkSize?: number;
  /** The filter's count, when the caller already worked it out (not counted a second time). */
  count?: ApplicationCount;
}

const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The export as a byte stream: byte-order mark (Excel then reads UTF-8, ₹ included) and header,
 * then one chunk of rows per pull. A ReadableStream only pulls when its reader has taken what was
 * queued, and the server's writer waits for the socket to drain, so reads follow the client.
 */
export function csvExportStream(options: CsvExportOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const transform = options.transform ?? ((row: ApplicationRow) => row);
  let chunks: AsyncGenerator<ApplicationRow[]> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        await options.onStart?.();
        chunks = streamApplications(options.filter, {
          chunkSize: options.chunkSize,
          count: options.count,
        });
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvHeader()));
      },
      async pull(controller) {
        const next = await (chunks as AsyncGenerator<ApplicationRow[]>).next();
        if (next.done) {
          controller.close();
          return;
        }
        let text = "";
        for (const row of next.value) text += csvLine(transform(row));
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        // The client went away: stop reading (the generator's finally runs, no further query).
        await chunks?.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
