// OpenAPI 3.1 for fair offers (docs/product/offers.md): the borrower's inputs and the snapshot
// answered for them, and choosing a lender from a snapshot. The inputs' schema is the one the
// server parses with; the answers' schemas are checked against the domain's types at compile time.

import { z } from "zod";
import { enquiryLookupSchema } from "../../domain/enquiries/lookup.ts";
import { offerInputsSchema } from "../../domain/offers/inputs.ts";
import {
  type NotMatched,
  type Offer,
  REASON_CODES,
  type Reason,
} from "../../domain/offers/match.ts";
import { CHOOSE_WITHIN_DAYS } from "../offers/choose.server.ts";
import type { OfferSnapshot } from "../offers/snapshots.server.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { fromZod, json, operation, ref } from "./openapi-helpers.ts";

const rupees = (description: string) => z.number().describe(`${description} Rupees.`);
const percent = (description: string) => z.number().describe(`${description} % a year.`);

export const offerSchema = z.object({
  bank: z.string().describe("The lender's slug."),
  bank_name: z.string(),
  amount: rupees("The loan."),
  tenure_months: z.number().int(),
  rate: percent("The lender's rate for the borrower's credit-score band,"),
  emi: rupees("The monthly instalment (docs/product/calculators.md, emi), rounded."),
  processing_fee: rupees("The loan × the fee's percent, held between its minimum and maximum."),
  other_charges: rupees("One-off charges."),
  total_upfront: rupees("processing_fee + other_charges."),
  apr: percent(
    "The annualised internal rate of return of what the borrower receives (amount − total_upfront) and pays (the schedule), 2 decimals:",
  ),
  total_interest: rupees("The schedule's interest."),
  total_payable: rupees("The schedule's payments + total_upfront."),
  foir_percent: z.number().describe("(existing EMIs + emi) / monthly income × 100, 2 decimals."),
  ltv_percent: z.number().describe("loan / property value × 100, 2 decimals."),
  penal_charges: z.string(),
  kfs_url: z.string().describe("The lender's Key Fact Statement or terms (https)."),
});

const reasonSchema = z.object({
  code: z.enum(REASON_CODES),
  detail: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .describe(
      "The figure and the limit: {band}, {employment}, {loan_amount, min_loan, max_loan}, {monthly_income, minimum}, {tenure_months, maximum}, {age_at_maturity, limit}, {ltv_percent, limit_percent}, {foir_percent, limit_percent}.",
    ),
  fix: z
    .union([
      z.object({ max_loan: z.number().nullable() }),
      z.object({ max_tenure_months: z.number().int() }),
    ])
    .optional()
    .describe(
      "Where one number would make the rule pass: `max_loan` (ltv, foir; null when existing EMIs already use the limit) or `max_tenure_months` (tenure, age).",
    ),
});

const notMatchedSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  reasons: z.array(reasonSchema).describe("Every rule the lender's policy fails, in rule order."),
});

export const offerSnapshotSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .describe("Random and unguessable: 16 random bytes, base64url."),
  created_at: z.iso.datetime(),
  method_version: z.string().describe("The matching method's version (/how-we-match)."),
  inputs: offerInputsSchema,
  offers: z.array(offerSchema).describe("Ordered by APR, then by bank name; nothing else."),
  not_matched: z.array(notMatchedSchema).describe("Ordered by bank name."),
});

// Compile-time guards: the documented answers have exactly the fields the modules return.
const _offer: Same<z.output<typeof offerSchema>, Offer> = true;
const _notMatched: Same<z.output<typeof notMatchedSchema>["bank"], NotMatched["bank"]> = true;
const _reason: Same<z.output<typeof reasonSchema>["code"], Reason["code"]> = true;
const _snapshot: Same<keyof z.output<typeof offerSnapshotSchema>, keyof OfferSnapshot> = true;
void [_offer, _notMatched, _reason, _snapshot];

const chooseSchema = enquiryLookupSchema
  .omit({ language: true })
  .extend({ bank: z.string().describe("The slug of the lender whose offer is chosen.") });

export const schemas: Record<string, Schema> = {
  OfferInputs: fromZod(offerInputsSchema, "input"),
  Offer: fromZod(offerSchema),
  OfferSnapshot: fromZod(offerSnapshotSchema),
  OfferChoice: {
    ...fromZod(chooseSchema, "input"),
    description:
      "The enquiry's reference and mobile, the token of POST /api/otp/verify for that mobile, and the lender.",
  },
};

const snapshotId = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string" },
  description: "The snapshot's id.",
};

export const paths: PathItems = {
  "/api/offers": {
    post: operation("Offers", {
      summary: "Every partner lender's offer for these inputs, and why the others did not match",
      description:
        "Matches the inputs against every participating lender (a partner bank with a lending " +
        "policy) and stores the answer as a snapshot: GET /api/offers/{id} answers the same bytes " +
        "forever, whatever policies change later. Every participating lender appears exactly once, " +
        "in `offers` or in `not_matched`. The lead POST's per-address limit applies.",
      operationId: "createOfferSnapshot",
      body: {
        type: "object",
        required: ["inputs"],
        properties: { inputs: ref("OfferInputs") },
      },
      responses: {
        201: json(ref("OfferSnapshot"), "The snapshot."),
        400: json(
          ref("ValidationError"),
          "A bad or missing input, named by its own name (`fields.loan_amount`), or no `inputs` object.",
        ),
      },
      errors: [429],
    }),
  },
  "/api/offers/{id}": {
    parameters: [snapshotId],
    get: operation("Offers", {
      summary: "A snapshot, exactly as it was answered",
      operationId: "getOfferSnapshot",
      responses: { 200: json(ref("OfferSnapshot"), "Byte for byte what POST answered.") },
      errors: [404],
    }),
  },
  "/api/track/offers/{id}/choose": {
    parameters: [snapshotId],
    post: operation("Offers", {
      summary: "The borrower chooses a lender from their snapshot",
      description:
        "Adds to the enquiry's lead a bank application already approved by the borrower " +
        "(history: proposed, approved, both by `borrower`), carrying `offer_id` and the offer's " +
        "figures; the team is mailed. The lead's first bank application moves it to `converted` " +
        "and asks the borrower for the documents.",
      operationId: "chooseOffer",
      body: ref("OfferChoice"),
      responses: {
        201: json(
          {
            type: "object",
            required: ["bank_application"],
            properties: { bank_application: ref("BankApplication") },
            additionalProperties: false,
          },
          "Chosen.",
        ),
        400: json(
          ref("ValidationError"),
          "Unreadable input, no `bank`, or `otp_verification` missing, expired or for another number (named in `fields`).",
        ),
        404: json(
          ref("Error"),
          "Reference, mobile and snapshot do not belong together (or the snapshot is unknown).",
        ),
        409: json(
          ref("Error"),
          `The lender did not match in this snapshot or is not in it, the lead already has a bank application with it, or the snapshot is older than ${CHOOSE_WITHIN_DAYS} days.`,
        ),
      },
      errors: [429],
    }),
  },
};
