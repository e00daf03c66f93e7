import { z } from "zod";
import { enquiryLookupSchema } from "../../../domain/enquiries/lookup.ts";
import { trackAnswerSchema } from "../../../modules/enquiries/enquiries.server.ts";
import { referenceSchema } from "../../../modules/leads/answers.ts";
import { call, contract, error, json } from "./contract.ts";

// The borrower's own handle on an enquiry (docs/product/borrower-journey.md): tracking it by
// reference and mobile, and withdrawing consent. The module reads the body (one 404 for any
// mismatch), so it is documented here.

const noMatch = error("No enquiry matches that reference and mobile number.");

export const track = contract("Leads", "/api/track", {
  POST: call("trackEnquiry", "Track an enquiry by reference and mobile number", {
    rawBody: enquiryLookupSchema,
    200: json(trackAnswerSchema.meta({ id: "TrackAnswer" }), "The status and its dated history."),
    404: noMatch,
    errors: [429],
  }),
});

export const consentWithdraw = contract("Leads", "/api/consent/withdraw", {
  POST: call("withdrawConsent", "Withdraw consent for an enquiry", {
    description:
      "Erases name, email, phone, PIN code and company; keeps the reference, status history and anonymous figures; closes the enquiry.",
    rawBody: enquiryLookupSchema,
    200: json(z.object({ reference: referenceSchema, message: z.string() }), "Withdrawn."),
    404: noMatch,
    errors: [429],
  }),
});
