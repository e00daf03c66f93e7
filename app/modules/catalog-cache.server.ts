import crypto from "node:crypto";
import { sql } from "kysely";
import { getDb, getDialect } from "../db/db.server.ts";
import { singleton } from "../utils/singleton.server.ts";

/**
 * Catalog data (banks, SEO records) is read on every page, so it is cached in the process. An
 * update clears the cache at once, here and (PostgreSQL) on every other instance: the edit
 * publishes a NOTIFY on CACHE_CHANNEL, each instance LISTENs (server/cache-listener.ts) and
 * clears the same cache (docs/decisions/015). The short lifetime stays as a safety net for a
 * notification lost while an instance was reconnecting.
 */
export const CACHE_TTL_MS = Number(process.env.CATALOG_CACHE_TTL_MS ?? 5_000);

/**
 * Bumped by every invalidation of any catalog cache. The server's response cache (pages and
 * public API answers built from the catalog) compares it to drop everything at once on an edit.
 */
const epoch = singleton("cache:catalog-epoch", () => ({ value: 0 }));

export function catalogEpoch(): number {
  return epoch.value;
}

/**
 * The tables the public pages and the public catalog API are built from. Cached pages live until
 * the epoch moves (docs/decisions/046-cached-pages-live-until-an-edit.md), so every write to one
 * of these at run time must go through a function that invalidates: `updateBank`,
 * `updateSeoRecord`. `catalog-edits.server.test.ts` finds every such write in the code and holds
 * the list.
 */
export const CATALOG_TABLES = ["banks", "projects", "seo_records", "seo_translations"] as const;

/** The PostgreSQL channel that carries "cache <name> changed" between instances. */
export const CACHE_CHANNEL = "gharsetu_cache";

/** This process, so it can skip its own notifications (it cleared its cache already). */
export const INSTANCE_ID = singleton("cache:instance-id", () =>
  crypto.randomBytes(6).toString("hex"),
);

/** How to clear each named cache in this process, for notifications from other instances. */
const localClears = singleton("cache:clears", () => new Map<string, () => void>());

/**
 * Clears a cache (or "*": all of them) because another instance changed what it holds. Also
 * bumps the epoch, so the response cache drops pages built from the old data.
 */
export function clearFromPeer(name: string): void {
  if (name === "*") {
    for (const clear of localClears.values()) clear();
    epoch.value++;
    return;
  }
  const clear = localClears.get(name);
  if (clear) clear();
  // A name this instance does not cache still bumps the epoch: pages may be built from it.
  epoch.value++;
}

/**
 * At start, after migrating and seeding: this instance may have written catalog rows (a new
 * bank in the seed, a migration's update) that instances already running built pages from, so
 * they drop everything. Its own caches are still empty; the epoch moves anyway, so that it
 * moves whenever the catalog may have changed.
 */
export function announceCatalogChange(): Promise<void> {
  epoch.value++;
  return publish("*");
}

/**
 * Tells the other instances. A failed notification leaves them their lifetimes (5 s for the
 * catalog, RESPONSE_CACHE_TTL_MS for cached pages), so it only logs.
 */
function publish(name: string): Promise<void> {
  if (getDialect() !== "postgres") return Promise.resolve();
  return sql`select pg_notify(${CACHE_CHANNEL}, ${`${INSTANCE_ID}:${name}`})`.execute(getDb()).then(
    () => {},
    (error: unknown) => {
      console.error(
        JSON.stringify({
          level: "warn",
          msg: "cache notification failed",
          cache: name,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    },
  );
}

interface CacheState<T> {
  value?: T;
  /** When the value may no longer be served. */
  expires: number;
  /** From when a read starts loading the next value in the background (refresh ahead). */
  refreshFrom: number;
  generation: number;
  pending?: Promise<T>;
}

/**
 * A cached loader: concurrent readers share one load, and a load that started before an
 * invalidation never stores what it read. The state is a process singleton, so both bundles
 * (server/ and the React Router build) see one cache and one invalidation.
 *
 * Refresh ahead: a read in the second half of a value's lifetime gets the value at once and
 * starts loading the next one in the background, so under steady traffic no request waits for
 * the catalog's queries when the lifetime runs out (on a busy or distant database, round trips
 * in the middle of a page's render; docs/decisions/015-cache-invalidation-over-notify.md). The
 * bound stays as it was: a value is never served past its lifetime; a read after it waits for
 * the load, as does a read after an invalidation.
 */
export function cachedLoader<T>(name: string, load: () => Promise<T>) {
  const state = singleton<CacheState<T>>(`cache:${name}`, () => ({
    expires: 0,
    refreshFrom: 0,
    generation: 0,
  }));
  const clear = () => {
    state.generation++;
    state.value = undefined;
    state.pending = undefined;
  };
  localClears.set(name, clear);
  const start = (): Promise<T> => {
    const generation = state.generation;
    const pending = load().then(
      (value) => {
        if (state.generation === generation) {
          const now = Date.now();
          state.value = value;
          state.expires = now + CACHE_TTL_MS;
          state.refreshFrom = now + CACHE_TTL_MS / 2;
        }
        if (state.pending === pending) state.pending = undefined;
        return value;
      },
      (error: unknown) => {
        if (state.pending === pending) state.pending = undefined;
        throw error;
      },
    );
    state.pending = pending;
    return pending;
  };
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (state.value !== undefined && now < state.expires) {
        if (now >= state.refreshFrom && !state.pending) {
          // Nobody waits for this load. A failure is not tried again in the background: the
          // value runs out, and the read after that loads again and meets the error itself.
          // Only for the value this refresh was meant to replace: after an invalidation and a
          // fresh load meanwhile, the newer value keeps its own refresh ahead.
          const generation = state.generation;
          start().catch(() => {
            if (state.generation === generation) state.refreshFrom = state.expires;
          });
        }
        return Promise.resolve(state.value);
      }
      return state.pending ?? start();
    },
    /** After an edit: clears this instance's copy and tells the others. */
    invalidate() {
      epoch.value++;
      clear();
      void publish(name);
    },
  };
}
