import { z } from "zod";

// The speed-to-lead columns (migration 016, docs/product/speed-to-lead.md) as the list and detail
// answers carry them.

/** The first-response clock of a lead or callback request. */
export const firstResponseFields = {
  first_response_due_at: z.iso
    .datetime()
    .nullable()
    .describe("When the first response is due, counted in business hours from arrival."),
  first_response_at: z.iso
    .datetime()
    .nullable()
    .describe("The first note or status change from new."),
  escalated_at: z.iso
    .datetime()
    .nullable()
    .describe("When it was escalated for waiting past its due time (once)."),
};

/** Where an enquiry came from: the first and the last touch. */
export const sourceFields = {
  first_touch: z.string().nullable().describe("The first touch, JSON text."),
  last_touch: z.string().nullable().describe("The last touch, JSON text."),
  first_source: z.string().nullable().describe("The first touch's utm_source; null: direct."),
};
