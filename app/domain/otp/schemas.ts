import { z } from "zod";
import { normaliseIndianMobile } from "../auth/schemas.ts";
import { LANGUAGES } from "../enums.ts";
import { OTP_LENGTH, OTP_MESSAGES } from "./rules.ts";

// The bodies of POST /api/otp and POST /api/otp/verify (docs/product/borrower-journey.md "Mobile
// verification"), parsed by the route's contract and by the OTP module alike. A body that is not an
// object is read as an empty one, so that it is refused with the phone's message like a missing
// number.

const asObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};

const phone = z
  .string({ error: OTP_MESSAGES.phone })
  .max(32, OTP_MESSAGES.phone)
  .transform((raw, ctx) => {
    const digits = normaliseIndianMobile(raw);
    if (digits) return digits;
    ctx.addIssue({ code: "custom", message: OTP_MESSAGES.phone });
    return z.NEVER;
  })
  .meta({ description: "Indian mobile number: 10 digits starting 6–9, optional +91." });

export const otpRequestSchema = z.preprocess(
  asObject,
  z.object({
    phone,
    language: z
      .enum(LANGUAGES, { error: OTP_MESSAGES.language })
      .nullish()
      .transform((language) => language ?? "en")
      .meta({ description: "The page's language, which the SMS is written in; en when absent." }),
  }),
);

export const otpVerifySchema = z.preprocess(
  asObject,
  z.object({
    phone,
    code: z
      .string({ error: OTP_MESSAGES.codeFormat })
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_MESSAGES.codeFormat)
      .meta({ description: `The ${OTP_LENGTH}-digit code of the SMS.` }),
  }),
);
