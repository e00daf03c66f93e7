// 'Request a callback' (docs/product/borrower-journey.md "Callback requests"): POST
// /api/callback-requests {name, phone, city, preferred_slot, consent, bank?, otp_verification?,
// language?}.

import { z } from "zod";
import { normaliseIndianMobile } from "../auth/schemas.ts";
import { BANK_SLUGS, LANGUAGES } from "../enums.ts";
import { verificationTokenSchema } from "../otp/verification-token.ts";
import { consentTicked, type ParseResult, toResult } from "../validation.ts";
import { requiredText } from "../zod-fields.ts";
import { CALLBACK_SLOTS } from "./slots.ts";

export { CALLBACK_SLOT_LABELS, CALLBACK_SLOTS, type CallbackSlot } from "./slots.ts";

export const CALLBACK_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameLength: "Name must be at most 100 characters.",
  phone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  cityRequired: "Please enter your city.",
  cityLength: "City must be at most 60 characters.",
  slot: "Choose a time between 8 am and 7 pm: 8–11, 11–2, 2–5 or 5–7.",
  consent: "Please agree to be called and to the privacy notice to continue.",
  bank: "Unknown bank.",
  verification: "The verification has expired. Please verify your number again.",
  language: "language must be en or hi.",
} as const;
const M = CALLBACK_MESSAGES;

/** An Indian mobile number: 10 digits starting 6–9, with an optional +91; output the 10 digits. */
export function indianMobile(message: string) {
  return z
    .string({ error: message })
    .max(32, { error: message })
    .transform((s, ctx) => {
      const digits = normaliseIndianMobile(s);
      if (!digits) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return digits;
    });
}

/** The page's language a form was sent from (ADR 024): English when absent. */
export function pageLanguage(message: string) {
  return z
    .enum(LANGUAGES, { error: message })
    .nullable()
    .optional()
    .transform((l) => l ?? "en");
}

export const callbackRequestSchema = z.object(
  {
    name: requiredText(100, M.nameRequired, M.nameLength),
    phone: indianMobile(M.phone),
    city: requiredText(60, M.cityRequired, M.cityLength),
    preferred_slot: z.enum(CALLBACK_SLOTS, { error: M.slot }),
    consent: z.literal(true, { error: M.consent }),
    bank: z
      .union([z.enum(BANK_SLUGS, { error: M.bank }), z.literal(""), z.null()], { error: M.bank })
      .optional()
      .transform((b) => (b ? b : null)),
    otp_verification: verificationTokenSchema.optional(),
    // The page's language (ADR 024): the team calls a Hindi reader in Hindi. English when absent.
    language: pageLanguage(M.language),
  },
  { error: "Invalid input." },
);

export type CallbackRequestInput = z.output<typeof callbackRequestSchema>;

export function parseCallbackRequest(input: unknown): ParseResult<CallbackRequestInput> {
  return toResult(callbackRequestSchema, input);
}

/** Form posts send the consent box as "on"/"true": read them as the JSON API's `true`. */
export function callbackFormToInput(form: Record<string, unknown>): Record<string, unknown> {
  return { ...form, consent: consentTicked(form.consent) };
}
