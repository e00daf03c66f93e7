import pg from "pg";
import { CACHE_CHANNEL, clearFromPeer, INSTANCE_ID } from "../app/modules/catalog-cache.server.ts";
import { log } from "../app/utils/log.server.ts";

export interface CacheListener {
  /** Resolves once LISTEN is in place (the first time). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 5_000;

/**
 * LISTENs for other instances' cache notifications on one connection of its own (a pooled
 * connection cannot be kept in LISTEN), and clears what they changed. When the connection drops
 * it reconnects with a growing pause, and on reconnecting clears every cache: notifications sent
 * while it was away are lost, and the TTL would otherwise be the only bound.
 */
export function startCacheListener(
  url: string,
  onClear: (name: string) => void = clearFromPeer,
): CacheListener {
  let stopped = false;
  let client: pg.Client | undefined;
  let backoff = 100;
  let connectedOnce = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  let reconnecting = false;
  const reconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, backoff);
    timer.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: "gharsetu-cache-listener",
    });
    client = c;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (stopped) return;
      // Once per loss, not once per failed attempt while the database is away
      // (docs/decisions/028-database-outages.md).
      if (!reconnecting) {
        reconnecting = true;
        log("warn", "cache listener lost its connection; reconnecting", {
          error: error?.message ?? "connection ended",
        });
      }
      reconnect();
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (message) => {
      const payload = message.payload ?? "";
      const colon = payload.indexOf(":");
      const from = payload.slice(0, colon);
      if (from === INSTANCE_ID) return;
      onClear(payload.slice(colon + 1) || "*");
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    backoff = 100;
    reconnecting = false;
    if (connectedOnce) {
      onClear("*");
      log("info", "cache listener reconnected; caches cleared");
    }
    connectedOnce = true;
    markReady();
  };

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
