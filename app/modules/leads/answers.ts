import { z } from "zod";
import type { DuplicateOfColumns } from "../../db/schema.ts";
import { fieldNote } from "../../domain/eligibility/application-parser.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityField,
  NUMERIC_FIELDS,
  type NumericField,
} from "../../domain/eligibility/fields.ts";
import * as E from "../../domain/enums.ts";
import { BANK_APPLICATION_STAGES } from "../../domain/loan-file/stages.ts";
import { REFERENCE_PATTERN } from "../../domain/reference/reference.ts";
import { firstResponseFields, sourceFields } from "../../domain/speed-to-lead/touch.ts";
import { duplicateOfSchema } from "../../domain/team/assignment.ts";
import type { AnswersEvery } from "../../utils/type-checks.ts";
import type { LeadRow } from "./intake.server.ts";

// A lead as the API answers it (docs/product/http-api.md): the POST's result, the stored row with
// what the views add (withPmayCandidate, withSource, withDuplicateOf), its status history. The
// contracts (app/routes/+shared/contracts/leads.ts) document these.

/** A numeric answer of the wizard (the others are text). */
export const isNumericField = (f: string): f is NumericField =>
  (NUMERIC_FIELDS as readonly string[]).includes(f);

/** An enquiry's reference, the borrower's handle: `GS-` + 8 Crockford base32 characters. */
export const referenceSchema = z
  .string()
  .regex(REFERENCE_PATTERN)
  .meta({
    id: "Reference",
    description: "`GS-` + 8 Crockford base32 characters.",
    examples: ["GS-7K2M9QX4"],
  });
export const erasedSchema = z.iso
  .datetime()
  .nullable()
  .describe("Retention erased the personal fields.");
const pmay = z
  .boolean()
  .describe("The answers allow PMAY-U 2.0's interest subsidy as far as the wizard asks.");
const flag = z.union([z.literal(0), z.literal(1)]);
export const atSchema = z.iso.datetime();

/** The answer to POST /api/eligibility-applications: the server's own result. */
export const leadResultSchema = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  is_eligible: flag,
  eligibility_message: z.string(),
  calculated_emi: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable()
    .describe("Rupees, 2 decimals."),
  pmay_candidate: pmay,
});

const answers = Object.fromEntries(
  ELIGIBILITY_FIELDS.map((f) => [
    f,
    (isNumericField(f) ? z.number().nullable() : z.string().nullable()).meta(fieldNote(f)),
  ]),
) as { [K in EligibilityField]: z.ZodNullable<K extends NumericField ? z.ZodNumber : z.ZodString> };

/** The stored lead as the list and the detail answer it. */
export const leadAnswerSchema = z.object({
  id: z.number().int(),
  client_id: z
    .string()
    .optional()
    .describe("A UUID made in the browser; a repeat answers 200 with the stored result."),
  ...answers,
  interest_rate: z.number(),
  is_eligible: flag,
  eligibility_message: z.string(),
  calculated_emi: z.string().nullable(),
  bank_slug: z.string().nullable(),
  language: z
    .enum(E.LANGUAGES)
    .describe("The page's language: the borrower's confirmation e-mail is written in it."),
  status: z.enum(E.LEAD_STATUSES),
  consent_at: atSchema,
  consent_notice_version: z.string(),
  created_at: atSchema,
  furthest_stage: z.enum(BANK_APPLICATION_STAGES).nullable().describe("Of its bank applications."),
  sanctioned_amount: z.number().nullable().describe("Rupees: the largest standing sanction."),
  disbursed_amount: z.number().nullable().describe("Rupees paid out, every tranche of every bank."),
  pmay_candidate: pmay,
  user_id: z.number().int().nullable().describe("The signed-in account that sent it, if any."),
  reference: referenceSchema,
  phone_verified: flag.describe("1: the mobile was verified by a code."),
  status_updated_at: atSchema.nullable(),
  status_updated_by: z.string().nullable().describe("The e-mail of who last changed the status."),
  consent_withdrawn_at: atSchema
    .nullable()
    .describe("Consent withdrawn: personal fields erasedSchema."),
  personal_data_erased_at: erasedSchema,
  assigned_to: z.number().int().nullable().describe("The user working the lead."),
  follow_up_on: z.iso.date().nullable().describe("The next follow-up day (IST)."),
  ...firstResponseFields,
  ...sourceFields,
  duplicate_of: duplicateOfSchema,
});

/** One status change of a lead's history. */
export const leadEventSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(E.LEAD_STATUSES),
  actor_email: z.string(),
  created_at: atSchema,
});
// Every stored column is answered (additionalProperties is false): a new column fails to compile
// until the schema has it (duplicate_of_* are answered as `duplicate_of`).
const _lead: AnswersEvery<LeadRow, z.output<typeof leadAnswerSchema> & DuplicateOfColumns> = true;
void _lead;
