// Field shapes several of the domain's zod schemas share. Kept apart from validation.ts, which the
// browser bundle imports without zod.

import { z } from "zod";

/** A text the user must fill: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });
}

/** A text the user may leave out: trimmed, at most `max` characters; missing or empty is null. */
export function optionalNote(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((s) => s || null);
}
