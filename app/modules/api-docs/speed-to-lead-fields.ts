import { z } from "zod";
import {
  firstResponseFields,
  sourceBodySchema,
  sourceFields,
} from "../../domain/speed-to-lead/touch.ts";
import { fromZod, type Schema } from "./openapi-helpers.ts";

// What borrower-paths.server.ts (the callback requests, not yet contracts) still spreads into its
// hand-written schemas; the fields themselves are app/domain/speed-to-lead/touch.ts's. Goes with
// the callback requests' move to app/routes/+shared/contracts/.

export const sourceBodyProperty: Schema = fromZod(sourceBodySchema, "input");

export const speedToLeadProperties = fromZod(z.object({ ...firstResponseFields, ...sourceFields }))
  .properties as Record<string, Schema>;
