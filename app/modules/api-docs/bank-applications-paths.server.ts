import { z } from "zod";
import { enquiryLookupSchema } from "../../domain/enquiries/lookup.ts";
import {
  BANK_APPLICATION_STAGES,
  createBodySchema,
  DECISIONS,
  moveBodySchema,
} from "../../domain/loan-file/stages.ts";
import { offerSchema } from "./offer-schemas.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

// OpenAPI 3.1 for the loan file's bank applications (docs/product/loan-file.md): the team proposes
// banks and moves each application through the banks' stages; the borrower approves or declines a
// proposed bank. Request bodies come from the zod schemas the server parses with.

const stage = z.enum(BANK_APPLICATION_STAGES);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// The offer a borrower chose the bank from (docs/product/offers.md "Choosing a lender"): its
// snapshot's id and the offer's figures; both null for a bank the team proposed.
const chosenOffer = {
  offer_id: z.string().nullable().describe("The offer snapshot the borrower chose this bank from."),
  offer: offerSchema.nullable().describe("The chosen offer's figures as the snapshot showed them."),
};

export const bankApplicationSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int().describe("The lead."),
  bank: z.string().describe("The bank's slug."),
  stage,
  bank_reference: z.string().nullable(),
  sanctioned_amount: z.number().nullable().describe("Rupees."),
  sanctioned_rate: z.number().nullable().describe("% a year."),
  processing_fee: z.number().nullable().describe("Rupees."),
  sanction_valid_until: day.nullable(),
  disbursed_amount: z.number().nullable().describe("Rupees: the sum of the tranches."),
  tranches: z.array(z.object({ amount: z.number(), on: day })),
  reason: z.string().nullable().describe("Why it was rejected or withdrawn."),
  history: z
    .array(
      z.object({
        stage,
        at: z.iso.datetime(),
        by: z
          .union([z.number().int(), z.literal("borrower")])
          .describe("The team member's user id, or `borrower` for the borrower's decisions."),
      }),
    )
    .describe("Oldest first; starts with `proposed`. Each tranche is a `disbursed` entry."),
  ...chosenOffer,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export const borrowerBankApplicationSchema = z.object({
  id: z.number().int(),
  bank: z.string(),
  stage,
  history: z.array(z.object({ stage, at: z.iso.datetime() })),
  bank_reference: z.string().nullable().optional(),
  sanctioned_amount: z.number().nullable().optional(),
  sanctioned_rate: z.number().nullable().optional(),
  processing_fee: z.number().nullable().optional(),
  sanction_valid_until: day.nullable().optional(),
  disbursed_amount: z.number().nullable().optional(),
  tranches: z.array(z.object({ amount: z.number(), on: day })).optional(),
  offer_id: chosenOffer.offer_id.optional(),
  offer: chosenOffer.offer.optional(),
});

const decisionSchema = enquiryLookupSchema
  .omit({ language: true })
  .extend({ decision: z.enum(DECISIONS) });

const MOVE_DESCRIPTION =
  "`{stage, …the fields of that stage}`. The team's moves: `approved` → `logged_in` " +
  "(`bank_reference`) → `sanctioned` (`sanctioned_amount`, `sanctioned_rate`, `processing_fee`, " +
  "`sanction_valid_until`) → `disbursed` (`disbursed_amount`, `disbursed_on`); each further " +
  "`disbursed` on a disbursed application adds a tranche (their sum may not pass the sanction). " +
  "From any stage before `disbursed`: `rejected` (`reason`) or `withdrawn` (optional `reason`). " +
  "`proposed` → `approved`/`declined` is the borrower's decision only. Amounts are rupees (at most " +
  "two decimals), dates YYYY-MM-DD.";

export const schemas: Record<string, Schema> = {
  BankApplication: fromZod(bankApplicationSchema),
  BorrowerBankApplication: {
    ...fromZod(borrowerBankApplicationSchema),
    description:
      "A bank application as the borrower sees it: the amounts, the bank's reference and the " +
      "tranches only with a valid `otp_verification` for the enquiry's mobile.",
  },
  BankApplicationCreate: fromZod(createBodySchema, "input"),
  BankApplicationMove: { ...fromZod(moveBodySchema, "input"), description: MOVE_DESCRIPTION },
  BankApplicationDecision: {
    ...fromZod(decisionSchema, "input"),
    description:
      "The enquiry's reference and mobile, the token of POST /api/otp/verify for that mobile " +
      "(it serves every action on the enquiry for 30 minutes), and the decision.",
  },
};

const idParameters = [idParameter()];
const conflict = (description: string) => json(ref("Error"), description);

export const paths: PathItems = {
  "/api/eligibility-applications/{id}/bank-applications": {
    parameters: idParameters,
    get: operation("Leads", {
      summary: "A lead's bank applications (staff, admin)",
      operationId: "listBankApplications",
      access: "role",
      responses: { 200: json({ type: "array", items: ref("BankApplication") }, "Oldest first.") },
      errors: [404],
    }),
    post: operation("Leads", {
      summary: "Propose a bank for a lead (staff, admin)",
      description:
        "Starts `proposed`; the borrower is told and approves or declines it. The lead's first " +
        "bank application moves it to `converted` and asks the borrower for the documents.",
      operationId: "createBankApplication",
      access: "role",
      body: ref("BankApplicationCreate"),
      responses: {
        201: json(ref("BankApplication"), "Proposed."),
        409: conflict(
          "The lead already has an application with this bank, or its consent was withdrawn.",
        ),
      },
      errors: [404],
    }),
  },
  "/api/bank-applications/{id}": {
    parameters: idParameters,
    get: operation("Leads", {
      summary: "One bank application (staff, admin)",
      operationId: "getBankApplication",
      access: "role",
      responses: {
        200: json(ref("BankApplication"), "The application with its history and tranches."),
      },
      errors: [404],
    }),
    patch: operation("Leads", {
      summary: "Move a bank application to its next stage (staff, admin)",
      description: MOVE_DESCRIPTION,
      operationId: "moveBankApplication",
      access: "role",
      body: ref("BankApplicationMove"),
      responses: {
        200: json(ref("BankApplication"), "Moved; the move is in its history."),
        400: json(
          ref("ValidationError"),
          "An unknown stage, or a field of the stage missing or wrong (each named in `fields`).",
        ),
        409: conflict(
          "The stage does not allow this move; `error` lists the moves it allows. Also the same " +
            "tranche (amount and day) twice.",
        ),
      },
      errors: [404],
    }),
  },
  "/api/track/bank-applications/{id}": {
    parameters: idParameters,
    post: operation("Leads", {
      summary: "The borrower approves or declines a proposed bank, or stops sharing with one",
      description:
        "Approving sends the bank the borrower's details and documents; declining is final. " +
        "`withdraw` (from `approved`, `logged_in` or `sanctioned`) makes the application " +
        "`withdrawn`: NOTIFY_EMAIL and the lead's assignee are mailed, and the bank's " +
        "`notify_email` is mailed once a request to stop processing and erase the file.",
      operationId: "decideBankApplication",
      body: ref("BankApplicationDecision"),
      responses: {
        200: json(ref("BorrowerBankApplication"), "Decided, with the amounts."),
        400: json(
          ref("ValidationError"),
          "Unreadable input, or `otp_verification` missing, expired or for another number " +
            "(named in `fields`).",
        ),
        404: json(
          ref("Error"),
          "No enquiry matches that reference and mobile number, or the application is not its.",
        ),
        409: conflict(
          "The stage does not allow the decision: a bank no longer waiting for approval, or a " +
            "withdrawal from a stage other than approved, logged_in or sanctioned.",
        ),
      },
    }),
  },
};
