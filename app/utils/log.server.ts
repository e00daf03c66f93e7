import pino from "pino";
import { singleton } from "./singleton.server.ts";

/**
 * Structured logs through pino: one JSON object per line, info and warnings on stdout, errors on
 * stderr. `log(level, msg, fields)` stays the one call everyone uses. Callers pass only what is
 * safe to keep (no passwords, no full phone numbers, no query strings that may hold them); the
 * redaction and the query-string cut below are a safety net, not the rule.
 *
 * Lines about a request carry its id as the `requestId` field (server/observability.ts puts it in
 * `res.locals.requestId`). It is passed explicitly, not through AsyncLocalStorage: on Node 20 that
 * turns on promise hooks for the whole process, a cost on every request for a field few lines need.
 */

const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "phone",
  "mobile",
  "authorization",
  "cookie",
  "token",
  "secret",
];

function createLogger() {
  const level = process.env.LOG_LEVEL ?? "info";
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)],
        censor: "[redacted]",
      },
    },
    pino.multistream(
      [
        { level: "info", stream: process.stdout },
        { level: "error", stream: process.stderr },
      ],
      // An error goes to stderr only, not to both.
      { dedupe: true },
    ),
  );
}

const logger = singleton("log:pino", createLogger);

/** Fields that name a URL keep their path only: query strings may carry names or numbers. */
const URL_FIELDS = ["path", "url"] as const;

export function log(
  level: "info" | "warn" | "error",
  msg: string,
  fields: Record<string, unknown> = {},
) {
  if (!logger.isLevelEnabled(level)) return;
  const line: Record<string, unknown> = { ...fields };
  for (const name of URL_FIELDS) {
    const value = line[name];
    if (typeof value === "string" && value.includes("?")) line[name] = value.split("?")[0];
  }
  logger[level](line, msg);
}
