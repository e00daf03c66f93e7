import { z } from "zod";
import { fromZod, json, operation, ref } from "./openapi-helpers.ts";

// /readyz and /metrics (docs/product/operations.md "Health, readiness and metrics";
// docs/deploying.md), for the OpenAPI document.

const Readiness = z
  .object({ status: z.enum(["starting", "migrating", "ready", "draining", "unavailable"]) })
  .meta({ description: "Where the instance is in its life." });

const readiness = (description: string) => json(ref("Readiness"), description);

export const schemas = {
  Readiness: fromZod(Readiness),
};

export const paths = {
  "/readyz": {
    get: operation("Operations", {
      summary: "Readiness check (for a load balancer)",
      operationId: "ready",
      responses: {
        200: readiness("Serving: status `ready`."),
        503: readiness(
          "Not taking traffic: `starting`, `migrating` (other requests get 503 meanwhile), `draining` after SIGTERM, or `unavailable` while the database cannot be reached (with `Retry-After`; checked at most about once a second).",
        ),
      },
    }),
  },
  "/metrics": {
    // Written out, not with `operation`: the published document has this `description` after
    // `operationId`, and `operation` would move it.
    get: {
      tags: ["Operations"],
      summary: "Prometheus metrics",
      operationId: "metrics",
      description:
        "Only when METRICS_TOKEN is set and sent as `Authorization: Bearer <token>`; otherwise 404.",
      responses: {
        200: {
          description: "Prometheus text format.",
          content: { "text/plain": { schema: { type: "string" } } },
        },
        404: { description: "No token configured, or a missing or wrong token." },
      },
    },
  },
};
