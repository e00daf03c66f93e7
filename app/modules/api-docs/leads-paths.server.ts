// Eligibility applications and contact messages (docs/product/forms.md and
// docs/product/http-api.md).

import { z } from "zod";
import type { ContactMessageRow, DuplicateOfColumns, LeadRow } from "../../db/schema.ts";
import { contactMessageSchema } from "../../domain/contact/schema.ts";
import { eligibilityApplicationSchema } from "../../domain/eligibility/application-parser.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityField,
  EXPENSE_FLAGS,
  INCOME_FLAGS,
  LEASE_FLAGS,
  NUMERIC_FIELDS,
  type NumericField,
  TAX_BRACKET_FLAG,
} from "../../domain/eligibility/fields.ts";
import {
  APPLICANT_TYPES,
  COMPANY_TYPES,
  LANGUAGES,
  LEAD_STATUSES,
  LOAN_PURPOSES,
  PROPERTY_USES,
  RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
  RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  SECOND_BORROWER_STATUSES,
  WHEN_TO_BUY,
} from "../../domain/enums.ts";
import { BANK_APPLICATION_STAGES } from "../../domain/loan-file/stages.ts";
import { REFERENCE_PATTERN } from "../../domain/reference/reference.ts";
import { duplicateOfSchema } from "../../domain/team/assignment.ts";
import { workUpdateSchema } from "../../domain/team/work.ts";
import { listQuerySchema } from "../leads/list-query.server.ts";
import { clientIdProperty } from "./common.ts";
import type { AnswersEvery, PathItems, Schema } from "./openapi-helpers.ts";
import {
  annotate,
  fromZod,
  idParameter,
  json,
  jsonOrCsv,
  operation,
  ref,
} from "./openapi-helpers.ts";
import { firstResponseFields, sourceBodyProperty, sourceFields } from "./speed-to-lead-fields.ts";

/** Choice fields of the application: the wizard's rules check these values, the shape only types. */
const APPLICATION_ENUMS: Record<string, readonly (string | number)[]> = {
  loan_purpose: LOAN_PURPOSES,
  property_use: PROPERTY_USES,
  found_property: ["yes", "no"],
  when_to_buy: WHEN_TO_BUY,
  applicant_type: APPLICANT_TYPES,
  relationship_status: [
    ...new Set<string>([
      ...RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
      ...RELATIONSHIP_STATUSES_TWO_APPLICANTS,
    ]),
  ],
  second_borrower_relation_status: SECOND_BORROWER_STATUSES,
  company_type: COMPANY_TYPES,
};
/** The yes/no questions: every flag that unlocks an amount, and the tax-bracket question. */
const YES_NO_FIELDS: readonly string[] = [
  ...[...INCOME_FLAGS, ...EXPENSE_FLAGS, ...LEASE_FLAGS].map(({ flag }) => flag),
  TAX_BRACKET_FLAG,
];

/** What the step rules add to the generated shape: allowed values, ranges and units. */
function applicationNotes(): Record<string, Schema> {
  const notes: Record<string, Schema> = {};
  for (const field of ELIGIBILITY_FIELDS) {
    if ((NUMERIC_FIELDS as readonly string[]).includes(field)) {
      notes[field] =
        field === "dependents"
          ? { description: "1 to 6." }
          : field === "loan_tenure"
            ? { description: "Years, 1 to 50." }
            : { description: "Rupees." };
    } else if (APPLICATION_ENUMS[field]) {
      notes[field] = { anyOf: undefined, enum: [...APPLICATION_ENUMS[field], null] };
    } else if (YES_NO_FIELDS.includes(field)) {
      notes[field] = { anyOf: undefined, enum: ["yes", "no", null] };
    }
  }
  notes.postal_code = { description: "6-digit Indian PIN code.", examples: ["560001"] };
  notes.borrow_amount = { description: "Rupees; at least ₹10,00,000." };
  notes.interest_rate = { description: "Annual rate in percent, 1 to 25; null → 9." };
  notes.consent = { description: "Consent to be contacted and to the privacy notice." };
  notes.language = {
    description:
      "The page's language (docs/product/pages.md): the borrower's confirmation e-mail is written in it. en when absent.",
  };
  notes.client_id = {
    description: "A UUID made in the browser; a repeat answers 200 with the stored result.",
  };
  return notes;
}

/** Drops keys set to undefined by annotate (an enum replaces the generated anyOf). */
function clean(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema));
}

const referenceSchema = z
  .string()
  .regex(REFERENCE_PATTERN)
  .describe("GS-XXXXXXXX, the borrower's handle (docs/product/borrower-journey.md).");

/** When retention erased a row's personal fields (docs/product/team.md "Erasure and retention"). */
const erasedByRetention = z.iso
  .datetime()
  .nullable()
  .describe("Retention erased the personal fields.");

/** docs/product/calculators.md "The wizard's hint". */
const pmayCandidateSchema = z
  .boolean()
  .describe(
    "The answers allow PMAY-U 2.0's interest subsidy as far as the wizard asks: household yearly income up to ₹9,00,000, worth up to ₹35,00,000, borrowing up to ₹25,00,000, buying or building.",
  );

export const eligibilityResultSchema = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  is_eligible: z.union([z.literal(0), z.literal(1)]),
  eligibility_message: z.string(),
  calculated_emi: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable()
    .describe("Rupees, 2 decimals."),
  pmay_candidate: pmayCandidateSchema,
});

const applicationAnswers = Object.fromEntries(
  ELIGIBILITY_FIELDS.map((field) => [
    field,
    (NUMERIC_FIELDS as readonly string[]).includes(field)
      ? z.number().nullable()
      : z.string().nullable(),
  ]),
) as {
  [K in EligibilityField]: K extends NumericField
    ? z.ZodNullable<z.ZodNumber>
    : z.ZodNullable<z.ZodString>;
};

export const eligibilityApplicationResponseSchema = z.object({
  id: z.number().int(),
  client_id: z.string().optional(),
  ...applicationAnswers,
  interest_rate: z.number(),
  is_eligible: z.union([z.literal(0), z.literal(1)]),
  eligibility_message: z.string(),
  calculated_emi: z.string().nullable(),
  bank_slug: z.string().nullable(),
  language: z.enum(LANGUAGES),
  status: z.enum(LEAD_STATUSES),
  consent_at: z.iso.datetime(),
  consent_notice_version: z.string(),
  created_at: z.iso.datetime(),
  // The loan file (ADR 026), kept in step with the lead's bank applications.
  furthest_stage: z
    .enum(BANK_APPLICATION_STAGES)
    .nullable()
    .describe("The furthest stage of its bank applications (live work outranks an ended one)."),
  sanctioned_amount: z.number().nullable().describe("Rupees: the largest standing sanction."),
  disbursed_amount: z.number().nullable().describe("Rupees paid out, every tranche of every bank."),
  pmay_candidate: pmayCandidateSchema,
  user_id: z.number().int().nullable().describe("The signed-in account that sent it, if any."),
  reference: referenceSchema,
  phone_verified: z
    .union([z.literal(0), z.literal(1)])
    .describe("1: the mobile was verified by a code (docs/product/borrower-journey.md)."),
  status_updated_at: z.iso.datetime().nullable(),
  status_updated_by: z.string().nullable().describe("The e-mail of who last changed the status."),
  consent_withdrawn_at: z.iso
    .datetime()
    .nullable()
    .describe("The borrower withdrew consent: personal fields erased, the lead closed."),
  personal_data_erased_at: erasedByRetention,
  assigned_to: z
    .number()
    .int()
    .nullable()
    .describe("The user working the lead (docs/product/team.md)."),
  follow_up_on: z.iso.date().nullable().describe("The next follow-up day (IST)."),
  ...firstResponseFields,
  ...sourceFields,
  duplicate_of: duplicateOfSchema,
});

// Every column of a stored lead is in the answer's schema (additionalProperties is false), so a
// new column cannot reach the API undescribed: this fails to compile until the schema has it.
// (duplicate_of_type and duplicate_of_id are answered as `duplicate_of`, withDuplicateOf.)
const _everyLeadColumn: AnswersEvery<
  LeadRow,
  z.output<typeof eligibilityApplicationResponseSchema> & DuplicateOfColumns
> = true;
void _everyLeadColumn;

/** One status change of a lead's history. */
const leadEventSchema = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  actor_email: z.string(),
  created_at: z.iso.datetime(),
});

export const contactMessageResponseSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  consent_at: z.iso.datetime(),
  consent_notice_version: z.string(),
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  reference: referenceSchema,
  personal_data_erased_at: erasedByRetention,
  client_id: z
    .string()
    .nullable()
    .describe("The sending form's id: a retry with the same one is the same message."),
  ...sourceFields,
});

const _everyContactColumn: AnswersEvery<
  ContactMessageRow,
  z.output<typeof contactMessageResponseSchema>
> = true;
void _everyContactColumn;

const contactCreatedSchema = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  message: z.string(),
});

export const schemas: Record<string, Schema> = {
  EligibilityApplicationInput: clean(
    annotate(
      fromZod(eligibilityApplicationSchema, "input"),
      { ...applicationNotes(), source: sourceBodyProperty },
      {
        description:
          "Snake_case fields of docs/product/forms.md; empty values are null. Hidden answers are stored as null.",
      },
    ),
  ),
  EligibilityResult: fromZod(eligibilityResultSchema),
  EligibilityApplication: clean(
    annotate(fromZod(eligibilityApplicationResponseSchema), applicationNotes()),
  ),
  // The one-lead answer: the lead with its history, notes and bank applications (oldest first).
  EligibilityApplicationDetail: clean(
    annotate(
      fromZod(eligibilityApplicationResponseSchema),
      {
        ...applicationNotes(),
        events: { type: "array", items: fromZod(leadEventSchema), description: "Status changes." },
        notes: { type: "array", items: ref("Note") },
        bank_applications: { type: "array", items: ref("BankApplication") },
      },
      {
        required: [
          ...(fromZod(eligibilityApplicationResponseSchema).required as string[]),
          "events",
          "notes",
          "bank_applications",
        ],
      },
    ),
  ),
  ContactMessageInput: annotate(fromZod(contactMessageSchema, "input"), {
    email: { format: "email" },
    phone: { description: "10 to 15 digits once other characters are removed." },
    client_id: clientIdProperty,
    source: sourceBodyProperty,
  }),
  ContactMessage: fromZod(contactMessageResponseSchema),
};

const LIST_PARAMETER_NOTES: Record<string, string> = {
  q: "Matches name, email and phone (however typed), or a reference (GS-XXXXXXXX) exactly.",
  after: "A cursor from X-Next-Cursor: the page after it, newest first (keyset pages).",
  verified:
    "`true` or `false`: the mobile number was verified by a code (docs/product/borrower-journey.md).",
  assigned: "`me`, `none` or a user id (docs/product/team.md).",
  overdue: "`true`: open leads whose follow-up date has passed.",
  stage: "The lead's furthest stage with the banks (ADR 026).",
  escalated:
    "`true`: only leads escalated for waiting past their first response's due time; `false`: the others (docs/product/speed-to-lead.md).",
  duplicates:
    "`false` hides a returning borrower's later enquiries (those with `duplicate_of`; docs/product/speed-to-lead.md).",
  pmay_candidate:
    "`true` or `false`: the answers allow PMAY-U 2.0's interest subsidy (docs/product/calculators.md).",
  format: "`csv` exports the (filtered) list as a streamed CSV.",
};

export const paths: PathItems = {
  "/api/eligibility-applications": {
    post: operation("Leads", {
      summary: "Submit an eligibility application",
      description:
        "The server validates every wizard rule, recomputes eligibility and EMI itself (client-sent " +
        "`is_eligible`, `eligibility_message` and `calculated_emi` are ignored) and de-duplicates on `client_id`.",
      operationId: "createEligibilityApplication",
      body: ref("EligibilityApplicationInput"),
      responses: {
        201: json(ref("EligibilityResult"), "Stored."),
        200: json(
          ref("EligibilityResult"),
          "Already stored under this `client_id`: the same answer.",
        ),
      },
      errors: [429],
    }),
    get: operation("Leads", {
      summary: "List applications (admin)",
      operationId: "listEligibilityApplications",
      access: "role",
      // Generated from the schema the list parses its query with, so a new filter shows here.
      parameters: Object.entries(listQuerySchema.shape).map(([name, schema]) => ({
        name,
        in: "query",
        ...(LIST_PARAMETER_NOTES[name] ? { description: LIST_PARAMETER_NOTES[name] } : {}),
        schema: fromZod(schema, "input"),
      })),
      responses: {
        200: jsonOrCsv(
          { type: "array", items: ref("EligibilityApplication") },
          "Applications, newest first.",
          {
            "X-Total-Count": {
              description: "Number of applications matching the filters, across all pages.",
              schema: { type: "integer" },
            },
            "X-Total-Count-Exact": {
              description:
                "`false` when a search matched more than the counted cap: X-Total-Count is then a lower bound (ADR 017).",
              schema: { type: "string", enum: ["false"] },
            },
            "X-Next-Cursor": {
              description: "Pass as `after` for the next page (keyset pages, ADR 017).",
              schema: { type: "string" },
            },
          },
        ),
      },
    }),
  },
  "/api/eligibility-applications/{id}": {
    parameters: [idParameter()],
    get: operation("Leads", {
      summary: "One application (admin)",
      operationId: "getEligibilityApplication",
      access: "role",
      responses: {
        200: json(
          ref("EligibilityApplicationDetail"),
          "The application, with its status history, notes and bank applications (oldest first).",
        ),
      },
      errors: [404],
    }),
    patch: operation("Leads", {
      summary: "Change an application's status, assignment or follow-up date (staff, admin)",
      operationId: "updateEligibilityApplicationStatus",
      access: "role",
      body: fromZod(workUpdateSchema.extend({ status: z.enum(LEAD_STATUSES).optional() }), "input"),
      responses: { 200: json(ref("EligibilityApplicationDetail"), "The updated application.") },
      errors: [404],
    }),
    delete: operation("Leads", {
      summary: "Erase an application (admin)",
      description: "Erasure under the Digital Personal Data Protection Act, 2023.",
      operationId: "deleteEligibilityApplication",
      access: "role",
      responses: { 204: { description: "Erased." } },
      errors: [404],
    }),
  },
  "/api/contact-messages": {
    post: operation("Leads", {
      summary: "Send a contact message",
      operationId: "createContactMessage",
      body: ref("ContactMessageInput"),
      responses: {
        201: json(fromZod(contactCreatedSchema), "Stored; the team replies within 24 hours."),
      },
      errors: [429],
    }),
    get: operation("Leads", {
      summary: "List contact messages (team; phone and e-mail masked for staff)",
      operationId: "listContactMessages",
      access: "role",
      responses: {
        200: json({ type: "array", items: ref("ContactMessage") }, "Messages, newest first."),
      },
    }),
  },
};
