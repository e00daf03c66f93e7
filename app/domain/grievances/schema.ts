// Grievances (docs/product/borrower-view.md "Grievances"): POST /api/grievances {reference?, phone,
// email?, text, consent} → 201 {reference}. The mobile follows the callback form's Indian rules and
// the e-mail the contact form's; messages that already exist elsewhere are reused, so each has one
// Hindi translation (app/i18n/README.md).

import { z } from "zod";
import { callbackFormToInput, indianMobile, pageLanguage } from "../callbacks/schema.ts";
import { normaliseReference } from "../reference/reference.ts";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, type ParseResult, toResult } from "../validation.ts";
import { requiredText } from "../zod-fields.ts";

export const MAX_GRIEVANCE_LENGTH = 4000;

export const GRIEVANCE_MESSAGES = {
  // Shared with the tracking, callback and contact forms.
  reference: "Enter your reference, like GS-7K2M9QX4.",
  phone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  emailInvalid: "Enter a valid email address.",
  // The grievance form's own.
  textRequired: "Please tell us what went wrong.",
  textLength: `Your grievance must be at most ${MAX_GRIEVANCE_LENGTH} characters.`,
  consent: "Please agree to the privacy notice so that we can look into your grievance.",
  language: "language must be en or hi.",
} as const;
const M = GRIEVANCE_MESSAGES;

/** Left out, null or blank: none. */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export const grievanceSchema = z.object(
  {
    // An enquiry's reference, read as generously as /track reads it; its e-mail gets the
    // acknowledgement when the grievance gives none.
    reference: z
      .union([z.string().max(40, { error: M.reference }), z.null()], { error: M.reference })
      .optional()
      .transform((value, ctx) => {
        if (blank(value)) return null;
        const reference = normaliseReference(value);
        if (!reference) {
          ctx.addIssue({ code: "custom", message: M.reference });
          return z.NEVER;
        }
        return reference;
      })
      .meta({
        description:
          "Optional: the enquiry's GS- reference, read as /track reads it. Without `email`, the acknowledgement goes to that enquiry's e-mail when `phone` is the enquiry's mobile.",
      }),
    phone: indianMobile(M.phone).describe("Indian mobile: 10 digits starting 6–9, optional +91."),
    email: z
      .union([z.string().max(MAX_EMAIL_LENGTH + 20, { error: M.emailInvalid }), z.null()], {
        error: M.emailInvalid,
      })
      .optional()
      .transform((value, ctx) => {
        if (blank(value)) return null;
        const email = (value as string).trim();
        if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
          ctx.addIssue({ code: "custom", message: M.emailInvalid });
          return z.NEVER;
        }
        return email;
      })
      .describe("Optional: where the acknowledgement goes."),
    text: requiredText(MAX_GRIEVANCE_LENGTH, M.textRequired, M.textLength),
    consent: z.literal(true, { error: M.consent }),
    // The page's language (ADR 024): the acknowledgement is written in it. English when absent.
    language: pageLanguage(M.language).describe(
      "The page's language; the acknowledgement is written in it.",
    ),
  },
  { error: "Invalid input." },
);

export type GrievanceInput = z.output<typeof grievanceSchema>;

export function parseGrievance(input: unknown): ParseResult<GrievanceInput> {
  return toResult(grievanceSchema, input);
}

/** The HTML form's fields as the JSON API's: the consent box sends "yes" (or "on"). */
export function grievanceFormToInput(form: Record<string, string>): Record<string, unknown> {
  return callbackFormToInput(form);
}

/** Where a grievance stands: open until the grievance officer resolves it. */
export const GRIEVANCE_STATUSES = ["open", "resolved"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_MESSAGE = "Choose a status: open or resolved.";

export function isGrievanceStatus(value: unknown): value is GrievanceStatus {
  return typeof value === "string" && (GRIEVANCE_STATUSES as readonly string[]).includes(value);
}
