// Looking up an enquiry (docs/product/borrower-journey.md "Tracking"): the borrower names it by its reference
// and the mobile it was sent with, on /track, on withdrawal and when deciding on a bank
// application. A lead and a callback request are both found this way, so the schema is the
// enquiry's, not the callback's; its messages are the callback form's, the same words.

import { z } from "zod";
import { CALLBACK_MESSAGES as M, pageLanguage } from "../callbacks/schema.ts";
import { verificationTokenSchema } from "../otp/verification-token.ts";

/** {reference, phone}: the body of POST /api/track and POST /api/consent/withdraw. */
export const enquiryLookupSchema = z
  .object(
    {
      reference: z.string({ error: "Enter your reference, like GS-7K2M9QX4." }).max(40),
      phone: z.string({ error: M.phone }).max(32, { error: M.phone }),
      otp_verification: verificationTokenSchema.optional(),
      // The page's language (ADR 024): the team calls a Hindi reader in Hindi. English when absent.
      language: pageLanguage(M.language),
    },
    { error: "Invalid input." },
  )
  .meta({
    id: "EnquiryLookup",
    description:
      "An enquiry's reference and the mobile given with it; `otp_verification` (POST /api/otp/verify) shows the amounts, and withdrawing needs it when the server sends SMS.",
  });
