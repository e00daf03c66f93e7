/**
 * Structured logs: one JSON object per line on stdout. Callers pass only what is safe to keep
 * (no passwords, no full phone numbers, no query strings that may hold them).
 */
export function log(
  level: "info" | "warn" | "error",
  msg: string,
  fields: Record<string, unknown> = {},
) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") process.stderr.write(`${line}\n`);
  else if (process.env.LOG_LEVEL !== "silent") process.stdout.write(`${line}\n`);
}
