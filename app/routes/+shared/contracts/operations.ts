import { z } from "zod";
import { type Call, contract, json } from "./contract.ts";

// This document, and the server's own answers (server/observability.ts, no route files;
// docs/product/operations.md "Health, readiness and metrics").

export const openapi = contract({
  path: "/api/openapi.json",
  methods: {
    GET: {
      tag: "Operations",
      summary: "This document",
      operationId: "openapi",
      responses: {
        200: { description: "OpenAPI 3.1 document.", content: { "application/json": {} } },
      },
    },
  },
});

const status = <const S extends [string, ...string[]]>(...values: S) =>
  z.object({ status: z.enum(values) });
const readiness = status("starting", "migrating", "ready", "draining", "unavailable").meta({
  id: "Readiness",
});

/** A GET the server answers itself. */
const server = <const G extends Call>(path: string, GET: G) =>
  contract({ path, server: true, methods: { GET } });

export const healthz = server("/healthz", {
  tag: "Operations",
  summary: "Health check",
  operationId: "health",
  responses: {
    200: json(status("ok"), "The database answers."),
    503: json(status("unavailable"), "The database does not answer."),
  },
});

export const readyz = server("/readyz", {
  tag: "Operations",
  summary: "Readiness check (for a load balancer)",
  operationId: "ready",
  responses: {
    200: json(readiness, "Serving: status `ready`."),
    503: json(readiness, "Not taking traffic (the database away: with `Retry-After`)."),
  },
});

export const metrics = server("/metrics", {
  tag: "Operations",
  summary: "Prometheus metrics",
  description: "Only with METRICS_TOKEN set and sent as `Authorization: Bearer <token>`.",
  operationId: "metrics",
  responses: {
    200: {
      description: "Prometheus text format.",
      content: { "text/plain": { schema: z.string() } },
    },
    404: { description: "No token configured, or a missing or wrong token." },
  },
});
