import { z } from "zod";
import { enquiryLookupSchema } from "../../../domain/enquiries/lookup.ts";
import * as enquiries from "../../../modules/enquiries/enquiries.server.ts";
import { referenceSchema } from "../../../modules/leads/answers.ts";
import { call, contract, error, json } from "./contract.ts";

// The borrower's own handle on an enquiry (docs/product/borrower-journey.md): tracking it by
// reference and mobile, and withdrawing consent.

const noMatch = error(enquiries.ENQUIRY_NOT_FOUND);

export const track = contract("Leads", "/api/track", {
  POST: call("trackEnquiry", "Track an enquiry by reference and mobile number", {
    rawBody: enquiryLookupSchema,
    200: json(enquiries.trackAnswerSchema, "The status and its dated history."),
    404: noMatch,
  }),
});

export const consentWithdraw = contract("Leads", "/api/consent/withdraw", {
  POST: call("withdrawConsent", "Withdraw consent for an enquiry", {
    description:
      "Erases name, email, phone, PIN code and company; keeps the reference, status history and anonymous figures; closes the enquiry.",
    rawBody: enquiryLookupSchema,
    200: json(z.object({ reference: referenceSchema, message: z.string() }), "Withdrawn."),
    404: noMatch,
  }),
});
