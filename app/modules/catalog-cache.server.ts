import { singleton } from "../utils/singleton.server.ts";

/**
 * Catalog data (banks, SEO records) is read on every page, so it is cached in the process. An
 * update clears the cache at once; the short lifetime bounds how long another instance behind a
 * load balancer (PostgreSQL deployments) can serve the old figures.
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

interface CacheState<T> {
  value?: T;
  expires: number;
  generation: number;
  pending?: Promise<T>;
}

/**
 * A cached loader: concurrent readers share one load, and a load that started before an
 * invalidation never stores what it read. The state is a process singleton, so both bundles
 * (server/ and the React Router build) see one cache and one invalidation.
 */
export function cachedLoader<T>(name: string, load: () => Promise<T>) {
  const state = singleton<CacheState<T>>(`cache:${name}`, () => ({ expires: 0, generation: 0 }));
  return {
    get(): Promise<T> {
      if (state.value !== undefined && Date.now() < state.expires) {
        return Promise.resolve(state.value);
      }
      if (state.pending) return state.pending;
      const generation = state.generation;
      const pending = load().then(
        (value) => {
          if (state.generation === generation) {
            state.value = value;
            state.expires = Date.now() + CACHE_TTL_MS;
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
    },
    invalidate() {
      epoch.value++;
      state.generation++;
      state.value = undefined;
      state.pending = undefined;
    },
  };
}
