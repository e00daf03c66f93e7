// The contact form message (docs/product/pages.md "Get in Touch", docs/product/borrower-journey.md
// and docs/product/http-api.md): POST /api/contact-messages takes {first_name, last_name, email,
// phone, message, consent}.

import { z } from "zod";
import {
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  isValidPhone,
  MAX_EMAIL_LENGTH,
  type ParseResult,
  PHONE_MESSAGES,
  toResult,
} from "../validation.ts";
import { requiredText } from "../zod-fields.ts";

export const CONTACT_MESSAGES = {
  firstNameLength: "First name must be at most 100 characters.",
  lastNameLength: "Last name must be at most 100 characters.",
  ...EMAIL_MESSAGES,
  ...PHONE_MESSAGES,
  messageLength: "Message must be at most 2000 characters.",
  consent: "Please agree to be contacted and to the privacy notice to continue.",
} as const;
const M = CONTACT_MESSAGES;

export const MAX_CONTACT_MESSAGE_LENGTH = 2000;

function optionalText(max: number, message: string) {
  return z
    .string()
    .nullish()
    .transform((s) => (typeof s === "string" ? s.trim() : ""))
    .pipe(z.string().max(max, { error: message }))
    .transform((s) => (s === "" ? null : s));
}

export const contactMessageSchema = z.object(
  {
    first_name: optionalText(100, M.firstNameLength),
    last_name: optionalText(100, M.lastNameLength),
    email: requiredText(MAX_EMAIL_LENGTH, M.emailRequired, M.emailInvalid)
      .regex(EMAIL_PATTERN, { error: M.emailInvalid })
      .meta({ format: "email" }),
    phone: requiredText(32, M.phoneRequired, M.phoneInvalid)
      .refine(isValidPhone, { error: M.phoneInvalid })
      .describe("10 to 15 digits once other characters are removed."),
    message: optionalText(MAX_CONTACT_MESSAGE_LENGTH, M.messageLength),
    consent: z.literal(true, { error: M.consent }),
  },
  { error: "Invalid input." },
);

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export function parseContactMessage(input: unknown): ParseResult<ContactMessageInput> {
  return toResult(contactMessageSchema, input);
}
