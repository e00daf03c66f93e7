import { MemoryStore, type Options, type Store } from "express-rate-limit";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { RedisStore } from "rate-limit-redis";
import { getDb } from "../app/db/db.server.ts";
import { log } from "../app/utils/log.server.ts";

/**
 * Where the sign-in, registration, lead and contact limits are counted when several instances
 * serve one site (docs/decisions/014-shared-rate-limit-store.md): Redis when REDIS_URL is set,
 * else PostgreSQL when the database is PostgreSQL, else each process's memory (SQLite: one
 * machine, one process).
 */
export type RateLimitBackend = "memory" | "postgres" | "redis";

/** A store for one limiter (`name` keeps its keys apart), or undefined for express-rate-limit's own memory store. */
export type StoreFactory = (name: string) => Store | undefined;

/**
 * Counts in PostgreSQL: one row per limiter and client, incremented with one statement
 * (insert … on conflict … returning), timed by the database's clock so instances whose clocks
 * differ still agree on when a window ends.
 */
export class PostgresStore implements Store {
  localKeys = false;
  prefix: string;
  #windowMs = 60_000;
  #sweeper?: NodeJS.Timeout;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  init(options: Options) {
    this.#windowMs = options.windowMs;
    // Expired rows are dead weight: sweep them once a window. Any instance may; it is idempotent.
    this.#sweeper = setInterval(
      () => {
        sql`delete from rate_limit_hits where key like ${`${this.prefix}%`} and reset_at < now()`
          .execute(getDb())
          .catch(() => {});
      },
      Math.max(this.#windowMs, 60_000),
    );
    this.#sweeper.unref();
  }

  async increment(key: string) {
    const full = `${this.prefix}${key}`;
    const { rows } = await sql<{ hits: number; reset_at: Date }>`
      insert into rate_limit_hits as r (key, hits, reset_at)
      values (${full}, 1, now() + make_interval(secs => ${this.#windowMs / 1000}::double precision))
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning hits, reset_at`.execute(getDb());
    const row = rows[0];
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string) {
    await sql`update rate_limit_hits set hits = greatest(hits - 1, 0)
      where key = ${`${this.prefix}${key}`} and reset_at > now()`.execute(getDb());
  }

  async resetKey(key: string) {
    await sql`delete from rate_limit_hits where key = ${`${this.prefix}${key}`}`.execute(getDb());
  }

  shutdown() {
    clearInterval(this.#sweeper);
  }
}

/** How long a shared store may take before the request is counted locally instead. */
const STORE_TIMEOUT_MS = 2_000;
/** After a failure, how long before the shared store is tried again (and re-initialised). */
const RETRY_AFTER_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`store did not answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Neither fail-open nor fail-closed: when the shared store errs or is slow, the request is
 * counted in this process's memory instead. A store outage then neither lets a password guesser
 * through unlimited (open) nor locks every visitor out with 500s or 429s (closed); the limit
 * holds per instance until the store is back. See docs/decisions/014.
 */
export class FallbackStore implements Store {
  localKeys = false;
  prefix: string;
  readonly #shared: Store;
  readonly #local = new MemoryStore();
  readonly #name: string;
  #options?: Options;
  #failedAt = 0;

  constructor(shared: Store, name: string) {
    this.#shared = shared;
    this.#name = name;
    this.prefix = shared.prefix ?? "";
  }

  /** True while requests are being counted locally (for tests and logs). */
  get degraded(): boolean {
    return this.#failedAt !== 0;
  }

  async init(options: Options) {
    this.#options = options;
    this.#local.init(options);
    try {
      await this.#shared.init?.(options);
    } catch (error) {
      this.#fail(error);
    }
  }

  async increment(key: string) {
    if (this.#failedAt !== 0) {
      if (Date.now() - this.#failedAt < RETRY_AFTER_MS) return this.#local.increment(key);
      // Try the shared store again; a store whose start failed (Redis down at boot) starts over.
      if (this.#options) {
        try {
          await withTimeout(Promise.resolve(this.#shared.init?.(this.#options)), STORE_TIMEOUT_MS);
        } catch (error) {
          this.#fail(error);
          return this.#local.increment(key);
        }
      }
    }
    try {
      const result = await withTimeout(
        Promise.resolve(this.#shared.increment(key)),
        STORE_TIMEOUT_MS,
      );
      if (this.#failedAt !== 0) {
        this.#failedAt = 0;
        log("info", "rate-limit store back", { limit: this.#name });
      }
      return result;
    } catch (error) {
      this.#fail(error);
      return this.#local.increment(key);
    }
  }

  async decrement(key: string) {
    this.#local.decrement(key);
    if (this.#failedAt === 0) await Promise.resolve(this.#shared.decrement(key)).catch(() => {});
  }

  async resetKey(key: string) {
    this.#local.resetKey(key);
    await Promise.resolve(this.#shared.resetKey(key)).catch(() => {});
  }

  async shutdown() {
    this.#local.shutdown();
    await this.#shared.shutdown?.();
  }

  #fail(error: unknown) {
    if (this.#failedAt === 0) {
      log("warn", "rate-limit store failed; counting in this instance until it is back", {
        limit: this.#name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    this.#failedAt = Date.now();
  }
}

let redisClient: Redis | undefined;

/** One Redis connection per process for every limiter; commands fail fast when Redis is away. */
function redis(url: string): Redis {
  redisClient ??= new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: STORE_TIMEOUT_MS,
    connectTimeout: STORE_TIMEOUT_MS,
    // Without this an unreachable Redis logs an unhandled 'error' event on every retry.
    lazyConnect: false,
  });
  redisClient.on("error", () => {});
  return redisClient;
}

/**
 * Waits briefly for the connection (the first requests after start), and otherwise fails at
 * once rather than queueing behind reconnection attempts while Redis is away.
 */
function connected(client: Redis, waitMs = 1_000): Promise<void> {
  if (client.status === "ready") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      client.off("ready", onReady);
      reject(new Error(`redis is ${client.status}`));
    }, waitMs);
    client.once("ready", onReady);
  });
}

export function chooseBackend(env: NodeJS.ProcessEnv = process.env): RateLimitBackend {
  const forced = env.RATE_LIMIT_STORE;
  if (forced === "memory" || forced === "postgres" || forced === "redis") return forced;
  if (env.REDIS_URL) return "redis";
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "")) return "postgres";
  return "memory";
}

/** The store factory for a backend: undefined (memory) or a shared store behind the fallback. */
export function sharedStores(
  backend: RateLimitBackend,
  env: NodeJS.ProcessEnv = process.env,
): StoreFactory | undefined {
  const prefix = env.RATE_LIMIT_PREFIX ?? "rl:";
  if (backend === "postgres") {
    return (name) => new FallbackStore(new PostgresStore(`${prefix}${name}:`), name);
  }
  if (backend === "redis") {
    const url = env.REDIS_URL ?? "redis://127.0.0.1:6379";
    return (name) => {
      const client = redis(url);
      const store = new RedisStore({
        prefix: `${prefix}${name}:`,
        sendCommand: async (command: string, ...args: string[]) => {
          await connected(client);
          return client.call(command, ...args) as Promise<never>;
        },
      });
      return new FallbackStore(store, name);
    };
  }
  return undefined;
}

export async function closeRateLimitStores(): Promise<void> {
  const client = redisClient;
  redisClient = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
