import { contract } from "./contract.ts";

// This document (docs/product/http-api.md). /healthz, /readyz and /metrics are the server's own
// (server/observability.ts), not routes: app/modules/api-docs/ describes them.

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
