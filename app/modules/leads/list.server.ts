// The admin list of leads: its pages, its counts and the CSV export's rows (docs/product/http-api.md,
// ADR 017 and 018). The query string is read in list-query.server.ts, the filter's SQL written in
// search.server.ts.

import { sql } from "kysely";
import { getReadDb, readsOnWorkers } from "../../db/db.server.ts";
import type { LeadRow } from "./intake.server.ts";
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  filterOf,
  type LeadFilter,
  type LeadListOptions,
  type ListCursor,
  MAX_PAGE_SIZE,
} from "./list-query.server.ts";
import { afterCursor, BROAD_SEARCH, filterWhere, searchTerms } from "./search.server.ts";

/**
 * A searched list counts its matches up to this many and then says "more than" (ADR 017): an
 * exact count of a broad search would read every match on every page view.
 */
export const SEARCH_COUNT_CAP = 10_000;

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(n, min), max);
}

export interface LeadCount {
  total: number;
  /** false when a search matched more than SEARCH_COUNT_CAP rows: total is then the cap. */
  exact: boolean;
}

/**
 * How many applications match. Without a search, a sum over the kept counts (lead_counts, a few
 * rows per day); with one, the matches counted up to SEARCH_COUNT_CAP (ADR 017).
 */
export async function countLeads(filter: LeadFilter = {}): Promise<LeadCount> {
  const db = getReadDb();
  if (keptCountsAnswer(filter)) {
    let query = db
      .selectFrom("lead_counts")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("n"), sql<number>`0`).as("count"));
    if (filter.eligible !== undefined)
      query = query.where("is_eligible", "=", filter.eligible ? 1 : 0);
    if (filter.status) query = query.where("status", "=", filter.status);
    const { count } = await query.executeTakeFirstOrThrow();
    return { total: Number(count), exact: true };
  }
  const capped = db
    .selectFrom("eligibility_applications")
    .select("id")
    .where(filterWhere(filter))
    .limit(SEARCH_COUNT_CAP + 1)
    .as("capped");
  const { count } = await db
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  return total > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, exact: false }
    : { total, exact: true };
}

function isBroad(filter: LeadFilter, count: LeadCount): boolean {
  return searchTerms(filter) !== null && count.total > BROAD_SEARCH;
}

/** Filters lead_counts can answer; a filter added by another feature is counted from the rows. */
const KEPT_FILTERS = new Set(["q", "eligible", "status", "page", "pageSize", "after"]);

export interface LeadPage {
  rows: LeadRow[];
  total: number;
  totalExact: boolean;
  /** The cursor of the page after this one, or null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of leads, newest first, with the total that matches the filter. A page by
 * cursor (`after`) is an index range whatever its depth; a page by number reads the ids of the
 * rows before it from an index only, then fetches the page's rows (ADR 017).
 */
export async function listLeads(options: LeadListOptions = {}): Promise<LeadPage> {
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = clampInt(options.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const db = getReadDb();
  // The count first: it tells a broad search from a narrow one (capped, so it stays cheap).
  const count = await countLeads(filterOf(options));
  const where = filterWhere(options, { walkNewest: isBroad(options, count) });
  const cursor = options.after ? decodeCursor(options.after) : null;
  let rowsQuery = db
    .selectFrom("eligibility_applications")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize);
  if (cursor) rowsQuery = rowsQuery.where(where).where(afterCursor(cursor));
  else if (page === 1) rowsQuery = rowsQuery.where(where);
  else {
    // Skip whole days by their kept counts, then walk only within the page's day (ADR 017).
    const skip = await skipDays(options, (page - 1) * pageSize);
    rowsQuery = rowsQuery.where("id", "in", (eb) => {
      let ids = eb
        .selectFrom("eligibility_applications")
        .select("id")
        .where(where)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset(skip.offset);
      if (skip.before) ids = ids.where("created_at", "<", skip.before);
      return ids;
    });
  }
  const rows = await rowsQuery.execute();
  const last = rows.at(-1);
  return {
    rows,
    total: count.total,
    totalExact: count.exact,
    nextCursor: rows.length === pageSize && last ? encodeCursor(last) : null,
  };
}

/**
 * Where a page by number starts, without walking the rows before it: lead_counts gives each day's
 * count for the filter, so the days wholly before the offset are skipped by a bound on created_at
 * (the end of the page's day in India) and only the rest of the offset is walked in the index.
 * A search, or a filter lead_counts does not know, walks the whole offset.
 */
async function skipDays(
  filter: LeadFilter,
  offset: number,
): Promise<{ before: string | null; offset: number }> {
  const whole = { before: null, offset };
  if (!keptCountsAnswer(filter)) return whole;
  let query = getReadDb()
    .selectFrom("lead_counts")
    .select(["day", (eb) => eb.fn.sum<number>("n").as("n")])
    .groupBy("day")
    .orderBy("day", "desc");
  if (filter.eligible !== undefined)
    query = query.where("is_eligible", "=", filter.eligible ? 1 : 0);
  if (filter.status) query = query.where("status", "=", filter.status);
  const days = await query.execute();
  let newer = 0;
  for (const [i, { n }] of days.entries()) {
    const count = Number(n);
    if (newer + count > offset) {
      if (i === 0) return whole;
      // The day after this one starts at 00:00 IST, 18:30 UTC of this day.
      return { before: `${days[i].day}T18:30:00.000Z`, offset: offset - newer };
    }
    newer += count;
  }
  return whole;
}

/** True when lead_counts can answer for the filter: no search, no filter it does not know. */
function keptCountsAnswer(filter: LeadFilter): boolean {
  return (
    !searchTerms(filter) &&
    Object.entries(filter).every(
      ([key, value]) => value === undefined || value === null || KEPT_FILTERS.has(key),
    )
  );
}

/**
 * The export's chunk. Every chunk's rows are decoded (pg's parser, or the worker's message) and
 * encoded as CSV on the event loop in one go, so the chunk bounds the loop's longest slice of
 * export work; at 200 rows that slice stayed short enough for /healthz with four searches beside
 * it, and a chunk's read still costs far more than its round trip (ADR 023).
 */
export const EXPORT_CHUNK = 200;

/**
 * Every application matching the filter, newest first, in chunks of `chunkSize` read by keyset
 * (each chunk one index range). Memory stays a chunk or two whatever the size of the table.
 * When reads run on SQLite's read workers (ADR 023) the next chunk is read while this one is
 * encoded and sent. Otherwise nothing is read ahead, and the event loop gets a turn between
 * chunks: on SQLite without workers the query runs on the loop, so no read holds it for more
 * than one chunk (ADR 018); on PostgreSQL the driver parses each row on the loop, and a chunk
 * read ahead only put more of that work into the same turns.
 */
export async function* streamLeads(
  filter: LeadFilter = {},
  {
    chunkSize = EXPORT_CHUNK,
    count,
  }: {
    chunkSize?: number;
    /** The filter's count when the caller already has it (the export's headers): not redone. */
    count?: LeadCount;
  } = {},
): AsyncGenerator<LeadRow[]> {
  const db = getReadDb();
  const readAhead = readsOnWorkers();
  const where = filterWhere(filter, {
    walkNewest: isBroad(filter, count ?? (await countLeads(filter))),
  });
  const read = (cursor: ListCursor | null) => {
    let query = db
      .selectFrom("eligibility_applications")
      .selectAll()
      .where(where)
      // Withdrawn consent leaves every export (docs/product/borrower-journey.md "Withdrawing
      // consent").
      .where("consent_withdrawn_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(chunkSize);
    if (cursor) query = query.where(afterCursor(cursor));
    return query.execute();
  };
  const after = (rows: LeadRow[]): ListCursor => {
    const last = rows[rows.length - 1];
    return { createdAt: last.created_at, id: Number(last.id) };
  };
  let next = read(null);
  for (;;) {
    const rows = await next;
    const full = rows.length === chunkSize;
    if (full && readAhead) {
      next = read(after(rows));
      // A caller that stops early (the client went away) leaves this read unawaited: its
      // failure must not become an unhandled rejection. Awaited, it still throws.
      next.catch(() => {});
    }
    if (rows.length > 0) yield rows;
    if (!full) return;
    if (!readAhead) {
      await new Promise((resolve) => setImmediate(resolve));
      next = read(after(rows));
    }
  }
}

/** Every application matching the filter, newest first (tests and small exports). */
export async function listAllLeads(filter: LeadFilter = {}): Promise<LeadRow[]> {
  const all: LeadRow[] = [];
  for await (const rows of streamLeads(filter)) all.push(...rows);
  return all;
}
