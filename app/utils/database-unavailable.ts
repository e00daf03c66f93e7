// Which errors mean "the database cannot be reached just now" (docs/decisions/028-database-outages.md):
// the request was fine, the database was not, so the answer is 503 with Retry-After and the
// client tries again later with the same client_id, never a 500. Anything else stays a real 500.
//
// Pure: it reads the `code`, `errno` and `message` the drivers put on their errors (pg, node's net
// layer, better-sqlite3), walking `cause` and AggregateError's `errors`.

/** node's net layer: nobody listening, connection cut, no route, timed out. */
const NET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: admin shutdown, crash shutdown, cannot connect now (starting, recovering),
 * too many connections, query cancelled (statement_timeout), and the whole 08 class (connection
 * exception).
 */
const PG_CODES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/**
 * SQLite result codes (and their extended forms, SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE…): a
 * lock held past the busy timeout, a read-only or full disk, an I/O error, a file that cannot be
 * opened.
 */
const SQLITE_PREFIXES = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_READONLY",
  "SQLITE_FULL",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
];

/** pg's own words when a connection goes, and the pool's when it cannot get one in time. */
const PG_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /terminating connection due to/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /connect ECONNREFUSED/i,
];

function oneUnavailable(error: Record<string, unknown>): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (code) {
    if (NET_CODES.has(code) || PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (SQLITE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  const message = typeof error.message === "string" ? error.message : "";
  return message !== "" && PG_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when `error` (or what caused it) says the database is unreachable or unusable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== "object" || next === null || seen.has(next)) continue;
    seen.add(next);
    const record = next as Record<string, unknown>;
    if (oneUnavailable(record)) return true;
    if ("cause" in record) queue.push(record.cause);
    if (Array.isArray(record.errors)) queue.push(...record.errors);
  }
  return false;
}

/** The code to log for an unavailable error: `ECONNREFUSED`, `57P01`, `SQLITE_BUSY`… */
export function unavailableCode(error: unknown): string {
  const record = (typeof error === "object" && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  if (typeof record.code === "string" && record.code) return record.code;
  if (Array.isArray(record.errors)) {
    for (const inner of record.errors) {
      const code = unavailableCode(inner);
      if (code !== "unknown") return code;
    }
  }
  if ("cause" in record && record.cause !== error) return unavailableCode(record.cause);
  const message = typeof record.message === "string" ? record.message : "";
  return message ? message.slice(0, 80) : "unknown";
}
