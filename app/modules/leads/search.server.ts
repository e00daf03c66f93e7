// The SQL of the admin list's filters and search (ADR 017): every filter on an index, the search
// on each engine's trigram index (SQLite's FTS5 table lead_search, PostgreSQL's pg_trgm indexes on
// migration 004's expressions), the same rows on both.

import { type ExpressionBuilder, sql } from "kysely";
import { getDialect } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { PG_SEARCH_EXPRESSIONS } from "../../db/search-expressions.ts";
import type { LeadFilter, ListCursor } from "./list-query.server.ts";

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
export function searchTerms(filter: LeadFilter): { q: string; digits: string | null } | null {
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

export function filterWhere(filter: LeadFilter, { walkNewest = false } = {}) {
  return (eb: AppsExpression) => {
    const conditions = [];
    const terms = searchTerms(filter);
    if (terms) {
      const options = [searchCondition(eb, terms.q, terms.digits, walkNewest)];
      // A reference (GS-XXXXXXXX) is matched exactly, upper-cased (docs/product/borrower-journey.md
      // "References"), on its unique index.
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
    if (filter.stage) conditions.push(eb("furthest_stage", "=", filter.stage));
    // Migration 020's partial index holds exactly the escalated ones, newest first.
    if (filter.escalated !== undefined)
      conditions.push(eb("escalated_at", filter.escalated ? "is not" : "is", null));
    // On (duplicate_of_id, created_at, id), migration 017.
    if (filter.duplicates === false) conditions.push(eb("duplicate_of_id", "is", null));
    // On (pmay_candidate, created_at, id), migration 026.
    if (filter.pmayCandidate !== undefined)
      conditions.push(eb("pmay_candidate", "=", filter.pmayCandidate ? 1 : 0));
    if (filter.overdueBefore) {
      conditions.push(eb("follow_up_on", "<", filter.overdueBefore));
      conditions.push(eb("status", "not in", ["converted", "closed"]));
    }
    return eb.and(conditions);
  };
}

/** Rows strictly after the cursor in the list's order (newest first). */
export function afterCursor(cursor: ListCursor) {
  return (eb: AppsExpression) =>
    eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.createdAt, cursor.id));
}
