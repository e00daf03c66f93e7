// Health (/api/openapi.json has its contract in app/routes/+shared/contracts/operations.ts).

import { z } from "zod";
import { fromZod, json, operation, type PathItems, type Schema } from "./openapi-helpers.ts";

const healthy = z.object({ status: z.literal("ok") });
const unhealthy = z.object({ status: z.literal("unavailable") });

export const schemas: Record<string, Schema> = {};

export const paths: PathItems = {
  "/healthz": {
    get: operation("Operations", {
      summary: "Health check",
      operationId: "health",
      responses: {
        200: json(fromZod(healthy), "The database answers."),
        503: json(fromZod(unhealthy), "The database does not answer."),
      },
    }),
  },
};
