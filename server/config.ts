import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Process configuration, read and checked once at start (docs/product/operations.md "Running it").
 */
export interface ServerConfig {
  port: number;
  production: boolean;
  rateLimitFactor: number;
  trustProxy: string | number | boolean;
  buildDir: string;
  /** Megabytes for the anonymous response cache (docs/decisions/006); 0 turns it off. */
  responseCacheMb: number;
  /**
   * The longest an anonymous page is reused when no edit ends it sooner (docs/decisions/046): a
   * bound for a notification another instance never got.
   */
  responseCacheTtlMs: number;
  /** /metrics answers only requests that carry it as a Bearer token; unset: /metrics is a 404. */
  metricsToken?: string;
  /** After SIGTERM: how long /readyz says 503 while requests are still served, before closing. */
  drainDelayMs: number;
}

/** A number from the environment, or the fallback when unset; zero allowed only when `zeroOk`. */
function numberFromEnv(name: string, fallback: number, zeroOk = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zeroOk)) {
    const wanted = zeroOk ? "zero or a positive number" : "a positive number";
    throw new Error(`${name} must be ${wanted}, got "${raw}"`);
  }
  return n;
}

export function readConfig(): ServerConfig {
  const trust = process.env.TRUST_PROXY;
  return {
    port: numberFromEnv("PORT", 3000),
    production: process.env.NODE_ENV === "production",
    rateLimitFactor: numberFromEnv("RATE_LIMIT_FACTOR", 1),
    trustProxy:
      trust === undefined || trust === ""
        ? false
        : /^\d+$/.test(trust)
          ? Number(trust)
          : trust === "true"
            ? true
            : trust,
    buildDir: process.env.BUILD_DIR ?? "build",
    responseCacheMb: numberFromEnv("RESPONSE_CACHE_MB", 64, true),
    responseCacheTtlMs: numberFromEnv("RESPONSE_CACHE_TTL_MS", 600_000),
    metricsToken: process.env.METRICS_TOKEN || undefined,
    drainDelayMs: numberFromEnv("DRAIN_DELAY_MS", 0, true),
  };
}

/**
 * SESSION_SECRET signs cookies. Without it we make one once and keep it in the data folder, so
 * sessions survive restarts on a single machine; several instances must share SESSION_SECRET.
 */
export function ensureSessionSecret(): void {
  if (process.env.SESSION_SECRET) return;
  const dir = process.env.DATA_DIR ?? "data";
  const file = path.join(dir, "session-secret");
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
}
