import { z } from "zod";
import { sourceSchema, touchSchema } from "../../domain/speed-to-lead/touch.ts";
import { fromZod, type Schema } from "./openapi-helpers.ts";

// The speed-to-lead columns (migration 016, docs/product/speed-to-lead.md) as the list and detail
// answers carry them, and the `source` a lead, callback or contact body may send.

/** The first-response clock of a lead or callback request. */
export const firstResponseFields = {
  first_response_due_at: z.iso
    .datetime()
    .nullable()
    .describe(
      "When the first response is due: FIRST_RESPONSE_MINUTES (15) business minutes after arrival (Mon–Sat 09:30–19:00, Sun 10:00–14:00 IST).",
    ),
  first_response_at: z.iso
    .datetime()
    .nullable()
    .describe("The first note or status change from new."),
  escalated_at: z.iso
    .datetime()
    .nullable()
    .describe("When it was escalated for waiting past its due time (once)."),
};

const TOUCH_JSON =
  "JSON text of an object with any of utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, landing_path; null: not known.";

/** Where an enquiry came from: the first and the last touch. */
export const sourceFields = {
  first_touch: z.string().nullable().describe(`The first touch: ${TOUCH_JSON}`),
  last_touch: z
    .string()
    .nullable()
    .describe(`The last touch (utm_* of a later visit): ${TOUCH_JSON}`),
  first_source: z.string().nullable().describe("The first touch's utm_source; null: direct."),
  source: z
    .object({ first: touchSchema.nullable(), last: touchSchema.nullable() })
    .describe(
      "The two touches as objects, the shape a client sends as `source` (withSource in app/domain/speed-to-lead/touch.ts); null where not known.",
    ),
};

/** `source` in a request body: used only when the request carries no attribution cookie. */
export const sourceBodyProperty: Schema = {
  ...fromZod(sourceSchema.nullable(), "input"),
  description:
    "Optional: where the enquiry came from, `{first, last}` touches (each value at most 100 characters; referrer_host 253, landing_path 200; unknown keys refused). The site's `gs_source` cookie wins when the request carries one (docs/product/speed-to-lead.md).",
};

/** The clock and the touches as JSON Schema properties (hand-written schemas spread these). */
export const speedToLeadProperties = fromZod(z.object({ ...firstResponseFields, ...sourceFields }))
  .properties as Record<string, Schema>;
