import { z } from "zod";
import { CALL_OUTCOMES, callBodySchema } from "../../domain/calls/limits.ts";
import { DOCUMENT_CODES } from "../../domain/loan-file/checklist.ts";
import { LEDGER_BANK_STAGES, LEDGER_STEPS } from "../../domain/loan-file/ledger.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

// OpenAPI 3.1 for the borrower's own view (docs/product/borrower-view.md): the team's call log
// with its limits, and the ledger "who has my data" that POST /api/track answers with a verified
// mobile. Request bodies come from the zod schemas the server parses with.

const at = z.iso.datetime();

export const callSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int().describe("The lead."),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  by: z.string().describe("The team member's e-mail."),
  at,
});

export const ledgerSchema = z.object({
  entries: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("bank"),
          at,
          bank: z.string().describe("The bank's slug."),
          bank_application_id: z.number().int(),
          stage: z
            .enum(LEDGER_BANK_STAGES)
            .describe("approved: shared; logged_in: the bank logged it in; withdrawn: stopped."),
        }),
        z.object({ kind: z.literal("document"), at, code: z.enum(DOCUMENT_CODES) }),
        z.object({
          kind: z.literal("message"),
          at,
          channel: z.enum(["email", "sms"]),
          step: z.enum(LEDGER_STEPS),
          bank: z.string().nullable(),
        }),
        z.object({ kind: z.literal("call"), at, outcome: z.enum(CALL_OUTCOMES) }),
        z
          .object({
            kind: z.literal("saved_loan"),
            at,
            bank: z.string().describe("The lender's slug, or 'other'."),
            lender_name: z.string().nullable().describe("The lender's name, for 'other'."),
          })
          .describe("A loan saved with this mobile on /my-loan (my-loan.md)."),
        z
          .object({
            kind: z.literal("saved_loan_message"),
            at,
            channel: z.enum(["email", "sms"]),
            bank: z.string(),
            lender_name: z.string().nullable(),
          })
          .describe("A message sent about a loan saved with this mobile."),
      ]),
    )
    .describe("Oldest first."),
  staff_views: z
    .number()
    .int()
    .min(0)
    .describe("How many times the team (staff and admins) opened the file; never who."),
});

export const schemas: Record<string, Schema> = {
  Call: fromZod(callSchema),
  CallCreate: fromZod(callBodySchema, "input"),
  Ledger: {
    ...fromZod(ledgerSchema),
    description:
      "Who has my data: each bank the file was shared with, each document received, each notice " +
      "sent (channel and step), each call logged, each loan saved with the mobile on /my-loan and " +
      "each message about it, and the team's view count.",
  },
};

export const paths: PathItems = {
  "/api/eligibility-applications/{id}/calls": {
    parameters: [idParameter()],
    post: operation("Leads", {
      summary: "Log a call attempt on a lead (staff, admin)",
      description:
        "At most 3 attempts per lead per calendar day in IST, none outside 08:00–19:00 IST; a " +
        "refused attempt is not stored and does not count. Admins are bound too.",
      operationId: "logCall",
      access: "role",
      body: ref("CallCreate"),
      responses: {
        201: json(ref("Call"), "Logged."),
        409: json(
          ref("Error"),
          "A fourth attempt in the IST day, one outside 08:00–19:00 IST, or a lead whose consent " +
            "was withdrawn; `error` says which.",
        ),
      },
      errors: [404],
    }),
  },
};
