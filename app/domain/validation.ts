import type { z } from "zod";

// One result shape for every parser, so that routes can answer HTTP 400 with
// `{ error: <first message>, fields: { <field>: <message> } }` (docs/product/forms.md "One error
// shape") without knowing zod.
export type ParseResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: string; fields: Record<string, string> };

export type FieldErrors = Record<string, string>;

/** The email field's messages: the same words on the sign-in, contact and eligibility forms. */
export const EMAIL_MESSAGES = {
  emailRequired: "Email is required.",
  emailInvalid: "Enter a valid email address.",
} as const;

/** The phone field's messages where any country's number is accepted (isValidPhone). */
export const PHONE_MESSAGES = {
  phoneRequired: "Phone number is required.",
  phoneInvalid: "Enter a valid phone number.",
} as const;

/**
 * Whether a consent box was ticked: the JSON API's `true`, or what an HTML form posts for a ticked
 * box ("yes", "on", or "true").
 */
export function consentTicked(value: unknown): boolean {
  return value === true || value === "yes" || value === "on" || value === "true";
}

/** Shown when the input cannot be read at all (not an object, or a parser bug). */
export const GENERIC_INVALID_MESSAGE = "Invalid input.";

/**
 * Runs a schema and maps zod issues to the first message plus a field → message map.
 * Only the first message per field is kept, because the forms show one message per field.
 * Never throws: a throwing refinement must not turn bad input into an HTTP 500.
 */
export function toResult<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  let parsed: ReturnType<S["safeParse"]>;
  try {
    parsed = schema.safeParse(input) as ReturnType<S["safeParse"]>;
  } catch {
    return { ok: false, error: GENERIC_INVALID_MESSAGE, fields: {} };
  }
  if (parsed.success) return { ok: true, data: parsed.data as z.output<S> };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join(".");
    if (!(key in fields)) fields[key] = issue.message;
  }
  const first = parsed.error.issues[0]?.message || GENERIC_INVALID_MESSAGE;
  return { ok: false, error: first, fields };
}

/** Turns a field → message map (from shared rule functions) into the same result shape. */
export function errorsToResult(errors: FieldErrors): {
  ok: false;
  error: string;
  fields: FieldErrors;
} {
  const first = Object.values(errors)[0] ?? GENERIC_INVALID_MESSAGE;
  return { ok: false, error: first, fields: errors };
}

/**
 * The email pattern of the browsers' <input type="email"> (WHATWG), plus a dot in the domain,
 * because a lead or an account without a reachable domain is useless. Used by the wizard, the
 * contact form and registration so that browser and server agree.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/**
 * docs/product/forms.md "Validation rules and messages": a phone number is valid when it has 10 to
 * 15 digits once non-digits are removed.
 */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 && digits.length <= 15;
}
