// Reading calculator parameters from a query string (docs/product/calculators.md). The pages' GET
// forms send amounts as typed ("25,00,000", "₹ 40,00,000", "8.5 %"), so grouping, spaces, ₹ and %
// are dropped before the schema sees a value. Anything else that is not a plain number is passed on
// as text, so the schema answers "must be a number" for that field instead of guessing.

import { z } from "zod";
import { type ParseResult, toResult } from "../validation.ts";
import type { FieldSpec } from "./fields.ts";
import { readNumber } from "./read-number.ts";

// The calculators' schemas also run in the browser (the pages compute as the user types). There
// zod must not probe `new Function` for its fast path: the site's CSP forbids eval, and Chromium
// reports the blocked probe as a violation although zod catches it. zod reads this setting when
// a schema is built, so it is set here, in the module every calculator schema imports first. The
// server keeps the fast path (lead intake parses with zod on every request).
if (typeof document !== "undefined") z.config({ jitless: true });

export { readNumber };

export type QuerySource = URLSearchParams | Record<string, string | undefined>;

function getValue(source: QuerySource, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const value = source[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * Picks the named parameters out of a query (unknown ones are ignored) and runs the schema.
 * Never throws: an absurd query string gives field messages, not an error page.
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  fields: readonly FieldSpec[],
  source: QuerySource,
): ParseResult<z.output<S>> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = getValue(source, field.name);
    if (field.kind === "number") {
      const value = readNumber(raw);
      if (value !== undefined) input[field.name] = value;
    } else if (raw !== undefined && raw.trim() !== "") {
      input[field.name] = raw.trim().slice(0, 100);
    }
  }
  return toResult(schema, input);
}

/** A required or defaulted number with the messages a person reads next to the field. */
export function numberField(label: string, min: number, max: number, range: string): z.ZodNumber {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `Enter the ${label.toLowerCase()}.`
          : `${label} must be a number.`,
    })
    .min(min, { error: `${label} must be ${range}.` })
    .max(max, { error: `${label} must be ${range}.` });
}
