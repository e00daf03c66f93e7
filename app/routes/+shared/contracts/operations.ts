import { z } from "zod";
import { call, contract, json } from "./contract.ts";

// This document, and the server's own answers (server/observability.ts, no route files;
// docs/product/operations.md "Health, readiness and metrics").

export const openapi = contract("Operations", "/api/openapi.json", {
  GET: call("openapi", "This document", {
    200: { description: "OpenAPI 3.1 document.", content: { "application/json": {} } },
  }),
});

const status = <const S extends [string, ...string[]]>(...values: S) =>
  z.object({ status: z.enum(values) });
const readiness = status("starting", "migrating", "ready", "draining", "unavailable").meta({
  id: "Readiness",
});

export const healthz = contract("Operations", "/healthz", {
  server: true,
  GET: call("health", "Health check", {
    200: json(status("ok"), "The database answers."),
    503: json(status("unavailable"), "The database does not answer."),
  }),
});

export const readyz = contract("Operations", "/readyz", {
  server: true,
  GET: call("ready", "Readiness check (for a load balancer)", {
    200: json(readiness, "Serving: status `ready`."),
    503: json(readiness, "Not taking traffic (the database away: with `Retry-After`)."),
  }),
});

export const metrics = contract("Operations", "/metrics", {
  server: true,
  GET: call("metrics", "Prometheus metrics", {
    description: "Only with METRICS_TOKEN set and sent as `Authorization: Bearer <token>`.",
    200: {
      description: "Prometheus text format.",
      content: { "text/plain": { schema: z.string() } },
    },
    404: { description: "No token configured, or a missing or wrong token." },
  }),
});
