// The admin list of leads: filters, search, pages and the CSV export's rows (DECISIONS.md 5).

import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { getDialect, getReadDb, readsOnWorkers } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { PG_SEARCH_EXPRESSIONS } from "../../db/search-expressions.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import { type AssignedFilter, parseAssignedFilter } from "../../domain/team/work.ts";
import { type ParseResult, toResult } from "../../domain/validation.ts";
import { type ApplicationRow, LEAD_MESSAGES } from "./intake.server.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/**
 * A searched list counts its matches up to this many and then says "more than" (ADR 017): an
 * exact count of a broad search would read every match on every page view.
 */
export const SEARCH_COUNT_CAP = 10_000;

export interface ApplicationFilter {
  q?: string | null;
  eligible?: boolean;
  status?: LeadStatus | string | null;
  /** phone_verified (DECISIONS.md 8) */
  verified?: boolean;
  /** DECISIONS 9: `none` = unassigned, a number = that user's leads ("me" is resolved by the caller). */
  assigned?: "none" | number | null;
  /** Open leads whose follow-up date is before this IST day (YYYY-MM-DD): the overdue view. */
  overdueBefore?: string | null;
}

export interface ApplicationListOptions extends ApplicationFilter {
  page?: number;
  pageSize?: number;
  /** A cursor from `nextCursor`: the page after that row (keyset pagination); wins over `page`. */
  after?: string | null;
}

/** Where a page ends: the list's order is (created_at, id) descending. */
export interface ListCursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(row: { created_at: string; id: number | string }): string {
  return Buffer.from(`${row.created_at}|${Number(row.id)}`, "utf8").toString("base64url");
}

/** The cursor's position, or null when the text is not one this module made. */
export function decodeCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|(\d{1,15})$/.exec(
    Buffer.from(text, "base64url").toString("utf8"),
  );
  return match ? { createdAt: match[1], id: Number(match[2]) } : null;
}

/** Escapes LIKE wildcards so that a search for "50%" or "a_b" means those characters. */
function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** An FTS5 phrase: the trigram tokenizer matches it as a substring of the column. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The trigram index (FTS5 or pg_trgm) answers "contains" for three characters or more. */
const TRIGRAM = 3;

type AppsExpression = ExpressionBuilder<Database, "eligibility_applications">;

/** The search term as the list compares it, and its digits when it looks like a phone number. */
function searchTerms(filter: ApplicationFilter): { q: string; digits: string | null } | null {
  const q = (filter.q ?? "").replaceAll("\u0000", "").trim().toLowerCase();
  if (q === "") return null;
  // "98765 43210" and "9876543210" should find the same lead, however the phone was typed.
  const digits = q.replace(/[\s().+-]/g, "");
  return { q, digits: /^\d{3,}$/.test(digits) ? digits : null };
}

/**
 * The search: name, e-mail or phone contains q (case-insensitive), or the phone's digits contain
 * q's digits. The same rows on both engines, each from its own index (ADR 017): SQLite's FTS5
 * trigram table lead_search, PostgreSQL's pg_trgm indexes on the expressions written here.
 */
function searchCondition(
  eb: AppsExpression,
  q: string,
  digits: string | null,
  walkNewest: boolean,
) {
  const dialect = getDialect();
  if (dialect === "sqlite" && [...q].length >= TRIGRAM) {
    // A whole e-mail address is looked up by the part before "@": the domain's trigrams ("gma",
    // "com", …) are in a fifth to all of the rows, and intersecting those lists cost 150 ms at a
    // million leads. Every row that contains q contains its local part, so the narrower match
    // loses nothing; the LIKE below then keeps only the rows that contain all of q.
    const at = q.indexOf("@");
    const local = at >= TRIGRAM ? q.slice(0, at) : null;
    let match = `{name email phone} : ${ftsPhrase(local ?? q)}`;
    if (digits) match += ` OR phone_digits : ${ftsPhrase(digits)}`;
    // A broad search (thousands of matches): `+id` keeps SQLite from fetching every match to
    // sort it; it walks (created_at, id) newest first and tests each id against the matches,
    // which the index alone answers, until the page is full (ADR 017).
    const matched = eb(
      walkNewest ? sql<number>`+${sql.ref("id")}` : sql<number>`${sql.ref("id")}`,
      "in",
      sql<number>`(select rowid from lead_search where lead_search match ${match})`,
    );
    return local ? eb.and([matched, likeAny(eb, q, null)]) : matched;
  }
  // PostgreSQL, and SQLite for one or two characters (no trigram to look up): LIKE over the
  // expressions of migration 004's indexes.
  return likeAny(eb, q, digits);
}

/**
 * Name, e-mail or phone contains q, or the phone's digits contain q's digits, as LIKE over the
 * expressions of migration 004's indexes. Every value is a bound parameter; only the constant
 * ESCAPE character is literal SQL.
 */
function likeAny(eb: AppsExpression, q: string, digits: string | null) {
  const pattern = likeContains(q);
  const like = (expression: string, value = pattern) =>
    sql<boolean>`${sql.raw(expression)} like ${value} escape '!'`;
  const options = [
    like(PG_SEARCH_EXPRESSIONS.name),
    like(PG_SEARCH_EXPRESSIONS.email),
    like(PG_SEARCH_EXPRESSIONS.phone),
  ];
  if (digits) options.push(like(PG_SEARCH_EXPRESSIONS.phoneDigits, likeContains(digits)));
  return eb.or(options);
}

/**
 * Above this many matches, a search on SQLite walks the list's index instead of sorting its
 * matches: the first page is then found within the newest few thousand rows.
 */
export const BROAD_SEARCH = 2_000;

export function filterWhere(filter: ApplicationFilter, { walkNewest = false } = {}) {
  return (eb: AppsExpression) => {
    const conditions = [];
    const terms = searchTerms(filter);
    if (terms) {
      const options = [searchCondition(eb, terms.q, terms.digits, walkNewest)];
      // A reference (GS-XXXXXXXX) is matched exactly, upper-cased (DECISIONS.md 8), on its
      // unique index.
      if (/^gs-[0-9a-z]{8}$/.test(terms.q)) {
        options.push(eb("reference", "=", terms.q.toUpperCase()));
      }
      conditions.push(eb.or(options));
    }
    if (filter.eligible !== undefined)
      conditions.push(eb("is_eligible", "=", filter.eligible ? 1 : 0));
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.verified !== undefined)
      conditions.push(eb("phone_verified", "=", filter.verified ? 1 : 0));
    if (filter.assigned === "none") conditions.push(eb("assigned_to", "is", null));
    else if (typeof filter.assigned === "number") {
      conditions.push(eb("assigned_to", "=", filter.assigned));
    }
    if (filter.overdueBefore) {
      conditions.push(eb("follow_up_on", "<", filter.overdueBefore));
      conditions.push(eb("status", "not in", ["converted", "closed"]));
    }
    return eb.and(conditions);
  };
}

/** Rows strictly after the cursor in the list's order (newest first). */
function afterCursor(cursor: ListCursor) {
  return (eb: AppsExpression) =>
    eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.createdAt, cursor.id));
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(n, min), max);
}

export interface ApplicationCount {
  total: number;
  /** false when a search matched more than SEARCH_COUNT_CAP rows: total is then the cap. */
  exact: boolean;
}

/**
 * How many applications match. Without a search, a sum over the kept counts (lead_counts, a few
 * rows per day); with one, the matches counted up to SEARCH_COUNT_CAP (ADR 017).
 */
export async function countApplications(filter: ApplicationFilter = {}): Promise<ApplicationCount> {
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

function isBroad(filter: ApplicationFilter, count: ApplicationCount): boolean {
  return searchTerms(filter) !== null && count.total > BROAD_SEARCH;
}

/** Filters lead_counts can answer; a filter added by another feature is counted from the rows. */
const KEPT_FILTERS = new Set(["q", "eligible", "status", "page", "pageSize", "after"]);

export interface ApplicationPage {
  rows: ApplicationRow[];
  total: number;
  totalExact: boolean;
  /** The cursor of the page after this one, or null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of applications, newest first, with the total that matches the filter. A page by
 * cursor (`after`) is an index range whatever its depth; a page by number reads the ids of the
 * rows before it from an index only, then fetches the page's rows (ADR 017).
 */
export async function listApplications(
  options: ApplicationListOptions = {},
): Promise<ApplicationPage> {
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = clampInt(options.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const db = getReadDb();
  // The count first: it tells a broad search from a narrow one (capped, so it stays cheap).
  const count = await countApplications(filterOf(options));
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
  filter: ApplicationFilter,
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
function keptCountsAnswer(filter: ApplicationFilter): boolean {
  return (
    !searchTerms(filter) &&
    Object.entries(filter).every(
      ([key, value]) => value === undefined || value === null || KEPT_FILTERS.has(key),
    )
  );
}

/** The filter's fields alone (a list's options also carry page, pageSize and after). */
export function filterOf(options: ApplicationListOptions): ApplicationFilter {
  const { page: _page, pageSize: _pageSize, after: _after, ...filter } = options;
  return filter;
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
export async function* streamApplications(
  filter: ApplicationFilter = {},
  {
    chunkSize = EXPORT_CHUNK,
    count,
  }: {
    chunkSize?: number;
    /** The filter's count when the caller already has it (the export's headers): not redone. */
    count?: ApplicationCount;
  } = {},
): AsyncGenerator<ApplicationRow[]> {
  const db = getReadDb();
  const readAhead = readsOnWorkers();
  const where = filterWhere(filter, {
    walkNewest: isBroad(filter, count ?? (await countApplications(filter))),
  });
  const read = (cursor: ListCursor | null) => {
    let query = db
      .selectFrom("eligibility_applications")
      .selectAll()
      .where(where)
      // Withdrawn consent leaves every export (DECISIONS.md 8).
      .where("consent_withdrawn_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(chunkSize);
    if (cursor) query = query.where(afterCursor(cursor));
    return query.execute();
  };
  const after = (rows: ApplicationRow[]): ListCursor => {
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
export async function listAllApplications(
  filter: ApplicationFilter = {},
): Promise<ApplicationRow[]> {
  const all: ApplicationRow[] = [];
  for await (const rows of streamApplications(filter)) all.push(...rows);
  return all;
}

export interface ApplicationListQuery
  extends Required<Pick<ApplicationListOptions, "page" | "pageSize">> {
  /** A cursor from X-Next-Cursor (keyset page); null to page by number. */
  after: string | null;
  q: string | null;
  eligible: boolean | undefined;
  status: LeadStatus | null;
  verified: boolean | undefined;
  format: "json" | "csv";
  assigned: AssignedFilter | null;
  overdue: boolean;
}

const positiveInt = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));

/** The list's query parameters (also the OpenAPI description's, app/modules/api-docs/leads-paths.ts). */
export const listQuerySchema = z.object({
  page: positiveInt("page must be a whole number from 1.", 1_000_000_000).optional(),
  pageSize: positiveInt(
    `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    MAX_PAGE_SIZE,
  ).optional(),
  after: z
    .string()
    .refine((text) => decodeCursor(text) !== null, {
      error: "after must be a cursor from X-Next-Cursor.",
    })
    .optional(),
  q: z
    .string()
    .max(200, { error: "q must be at most 200 characters." })
    .refine((q) => !q.includes("\u0000"), { error: "q must not contain a NUL character." })
    .optional(),
  eligible: z.enum(["true", "false"], { error: "eligible must be true or false." }).optional(),
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status }).optional(),
  verified: z.enum(["true", "false"], { error: "verified must be true or false." }).optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
  assigned: z.string().optional(),
  overdue: z.enum(["true", "false"], { error: "overdue must be true or false." }).optional(),
});

/**
 * Reads ?page&pageSize&after&q&eligible&status&format of the admin list. Empty values mean "not set",
 * so a plain HTML filter form with blank fields works; anything else unreadable is a 400.
 */
export function parseApplicationListQuery(
  params: URLSearchParams,
): ParseResult<ApplicationListQuery> {
  const raw: Record<string, string> = {};
  for (const key of [
    "page",
    "pageSize",
    "after",
    "q",
    "eligible",
    "status",
    "verified",
    "format",
    "assigned",
    "overdue",
  ]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = key === "q" ? value : value.trim();
  }
  const parsed = toResult(listQuerySchema, raw);
  if (!parsed.ok) return parsed;
  const d = parsed.data;
  const assigned = parseAssignedFilter(d.assigned ?? null);
  if (!assigned.ok) return assigned;
  return {
    ok: true,
    data: {
      page: d.page ?? 1,
      pageSize: d.pageSize ?? DEFAULT_PAGE_SIZE,
      after: d.after ?? null,
      q: d.q?.trim() || null,
      eligible: d.eligible === undefined ? undefined : d.eligible === "true",
      status: d.status ?? null,
      verified: d.verified === undefined ? undefined : d.verified === "true",
      format: d.format ?? "json",
      assigned: assigned.data,
      overdue: d.overdue === "true",
    },
  };
}
