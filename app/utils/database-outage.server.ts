import { isDatabaseUnavailable, unavailableCode } from "./database-unavailable.ts";
import { log } from "./log.server.ts";
import { appMetrics } from "./metrics.server.ts";
import { singleton } from "./singleton.server.ts";

// The process's view of the database's availability (docs/decisions/028-database-outages.md,
// docs/product/operations.md "Health, readiness and metrics"). An outage begins at the first
// request that meets an unavailable error (or the first failed probe), is logged once, counted
// once, and ends at the first probe that succeeds, logged with its length. While it lasts a probe
// runs about once a second, never one per request, and /readyz answers from it.

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We cannot reach our records just now, so nothing was saved. Please try again in a moment.";
/** A probe result is reused for this long, so a storm of /readyz costs one query a second. */
export const PROBE_EVERY_MS = 1_000;
/** A probe that has not answered by then counts as a failure. */
const PROBE_TIMEOUT_MS = 1_500;

type Probe = () => Promise<boolean>;

interface State {
  since: number | null;
  probe: Probe | null;
  checkedAt: number;
  reachable: boolean;
  inFlight: Promise<boolean> | null;
  timer: ReturnType<typeof setInterval> | null;
  /** Called when an outage begins (true) and ends (false): SQLite shortens its busy wait meanwhile. */
  onChange: ((down: boolean) => void) | null;
}

function state(): State {
  return singleton("database-outage", () => ({
    since: null,
    probe: null,
    checkedAt: 0,
    reachable: true,
    inFlight: null,
    timer: null,
    onChange: null,
  }));
}

/** The server registers how to ask the database "are you there?" (a cheap query with a bound). */
export function setDatabaseProbe(probe: Probe, onChange?: (down: boolean) => void): void {
  const s = state();
  s.probe = probe;
  s.onChange = onChange ?? null;
}

function begin(code: string): void {
  const s = state();
  s.reachable = false;
  s.checkedAt = Date.now();
  if (s.since !== null) return;
  s.since = Date.now();
  const metrics = appMetrics();
  metrics.dbOutages.inc();
  metrics.dbUnavailable.set(1);
  log("warn", "database unavailable", { code });
  s.onChange?.(true);
  // Until it answers again, ask once a second, whether or not requests or /readyz come in.
  s.timer ??= setInterval(() => void check(), PROBE_EVERY_MS);
  s.timer.unref?.();
}

function end(): void {
  const s = state();
  s.reachable = true;
  s.checkedAt = Date.now();
  if (s.since === null) return;
  const ms = Date.now() - s.since;
  s.since = null;
  if (s.timer) clearInterval(s.timer);
  s.timer = null;
  appMetrics().dbUnavailable.set(0);
  log("warn", "database available again", { outageMs: ms });
  s.onChange?.(false);
}

/** Runs the probe (one at a time) and records what it found. */
function check(): Promise<boolean> {
  const s = state();
  if (!s.probe) return Promise.resolve(s.since === null);
  s.inFlight ??= (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    let ok: boolean;
    try {
      ok = await Promise.race([(s.probe as Probe)().catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
    if (ok) end();
    else begin("probe failed");
    return ok;
  })().finally(() => {
    s.inFlight = null;
  });
  return s.inFlight;
}

/**
 * Notes an error from a request. True when it is an "unavailable" error (the caller answers 503);
 * the first one of an outage is logged, the rest are not.
 */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  begin(unavailableCode(error));
  return true;
}

/** For /readyz: the database's state, from a probe at most PROBE_EVERY_MS old. */
export async function databaseReachable(): Promise<boolean> {
  const s = state();
  if (Date.now() - s.checkedAt < PROBE_EVERY_MS) return s.reachable;
  return check();
}

/** True while an outage is going on (begun and not yet ended by a probe). */
export function databaseOutage(): boolean {
  return state().since !== null;
}

export const UNAVAILABLE_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
};

/** The JSON answer for a call that needed the database while it is away. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { error: DATABASE_UNAVAILABLE_MESSAGE },
    { status: 503, headers: UNAVAILABLE_HEADERS },
  );
}

/**
 * Runs a use case for a form's page action; `undefined` when the database could not be reached
 * (noted for the outage log), so the page answers 503 with the visitor's values kept instead of an
 * error page (a post without JavaScript, docs/decisions/028-database-outages.md).
 */
export async function unlessUnavailable<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (noteDatabaseError(error)) return undefined;
    throw error;
  }
}
