import client from "prom-client";
import { singleton } from "./singleton.server.ts";

/**
 * The process's Prometheus metrics (served at /metrics, server/metrics.ts). A process singleton,
 * so the server bundle and the React Router build count into one registry.
 */
export interface AppMetrics {
  registry: client.Registry;
  httpRequests: client.Histogram<"method" | "route" | "status">;
  leadsStored: client.Counter;
  rateLimited: client.Counter<"limit">;
  /** Outages of the database (docs/decisions/028-database-outages.md): how many began… */
  dbOutages: client.Counter;
  /** …and whether one is going on now (1) or not (0). */
  dbUnavailable: client.Gauge;
}

export function appMetrics(): AppMetrics {
  return singleton("metrics", () => {
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry, prefix: "gharsetu_" });
    const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
      new client.Counter<L>({ name, help, labelNames, registers: [registry] });
    return {
      registry,
      httpRequests: new client.Histogram({
        name: "gharsetu_http_request_duration_seconds",
        help: "Requests by route pattern and status, with their latency",
        labelNames: ["method", "route", "status"],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers: [registry],
      }),
      leadsStored: counter(
        "gharsetu_leads_stored_total",
        "Eligibility applications stored (replays of one client id count once)",
      ),
      rateLimited: counter(
        "gharsetu_rate_limit_refusals_total",
        "Requests refused with 429, by limit",
        ["limit"],
      ),
      dbOutages: counter(
        "gharsetu_db_outages_total",
        "Times the database became unreachable (one per outage, not per request)",
      ),
      dbUnavailable: new client.Gauge({
        name: "gharsetu_db_unavailable",
        help: "1 while the database is unreachable, else 0",
        registers: [registry],
      }),
    };
  });
}

/**
 * A gauge read when /metrics is scraped: how other modules add what they know (the outbox's
 * depth, the database pool) without this module importing them. Registering a name twice keeps
 * the first.
 */
export function registerGauge(
  name: string,
  help: string,
  collect: () => number | Promise<number>,
): void {
  const { registry } = appMetrics();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await collect());
    },
  });
}
