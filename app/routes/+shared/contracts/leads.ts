import { z } from "zod";
import type { ContactMessageRow, DuplicateOfColumns, LeadRow } from "../../../db/schema.ts";
import { callBodySchema } from "../../../domain/calls/limits.ts";
import { contactMessageSchema } from "../../../domain/contact/schema.ts";
import { eligibilityApplicationSchema } from "../../../domain/eligibility/application-parser.ts";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityField,
  EXPENSE_FLAGS,
  INCOME_FLAGS,
  LEASE_FLAGS,
  MAX_INTEREST_RATE,
  MAX_TENURE_YEARS,
  MIN_BORROW_AMOUNT,
  NUMERIC_FIELDS,
  type NumericField,
  TAX_BRACKET_FLAG,
} from "../../../domain/eligibility/fields.ts";
import * as E from "../../../domain/enums.ts";
import { BANK_APPLICATION_STAGES } from "../../../domain/loan-file/stages.ts";
import { REFERENCE_PATTERN } from "../../../domain/reference/reference.ts";
import {
  firstResponseFields,
  sourceBodySchema,
  sourceFields,
} from "../../../domain/speed-to-lead/touch.ts";
import { duplicateOfSchema } from "../../../domain/team/assignment.ts";
import { workUpdateSchema } from "../../../domain/team/work.ts";
import { clientIdProperty } from "../../../modules/api-docs/common.ts";
import { type AnswersEvery, annotate, fromZod } from "../../../modules/api-docs/openapi-helpers.ts";
import { callSchema } from "../../../modules/calls/calls.server.ts";
import { CONTACT_THANKS } from "../../../modules/contact/contact.server.ts";
import { LEAD_MESSAGES } from "../../../modules/leads/intake.server.ts";
import { listQuerySchema } from "../../../modules/leads/list-query.server.ts";
import { contract, json, named, ref } from "./contract.ts";

// Eligibility applications, contact messages and the team's calls on a lead
// (docs/product/forms.md, team.md, borrower-view.md). The modules parse the bodies with the
// domain's schemas (their own 400s and 409s), so they are documented here; the wizard's choice
// fields and units come from the domain's lists and limits.

const yesNo = [...INCOME_FLAGS, ...EXPENSE_FLAGS, ...LEASE_FLAGS].map((f) => f.flag);
const choices: Record<string, readonly (string | number)[]> = {
  loan_purpose: E.LOAN_PURPOSES,
  property_use: E.PROPERTY_USES,
  found_property: ["yes", "no"],
  when_to_buy: E.WHEN_TO_BUY,
  applicant_type: E.APPLICANT_TYPES,
  relationship_status: [
    ...new Set([
      ...E.RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
      ...E.RELATIONSHIP_STATUSES_TWO_APPLICANTS,
    ]),
  ],
  second_borrower_relation_status: E.SECOND_BORROWER_STATUSES,
  company_type: E.COMPANY_TYPES,
  ...Object.fromEntries([...yesNo, TAX_BRACKET_FLAG].map((f) => [f, ["yes", "no"]])),
};
const numeric = (f: string): f is NumericField => (NUMERIC_FIELDS as readonly string[]).includes(f);
const words = (description: string) => ({ description });

/** What the wizard's rules add to the generated shapes: allowed values, ranges and units. */
const notes = {
  ...Object.fromEntries(
    ELIGIBILITY_FIELDS.map((f) => [
      f,
      numeric(f)
        ? words(
            f === "dependents"
              ? "1 to 6."
              : f === "loan_tenure"
                ? `Years, 1 to ${MAX_TENURE_YEARS}.`
                : "Rupees.",
          )
        : choices[f]
          ? { anyOf: undefined, enum: [...choices[f], null] }
          : {},
    ]),
  ),
  postal_code: { description: "6-digit Indian PIN code.", examples: ["560001"] },
  borrow_amount: words(`Rupees; at least ₹${MIN_BORROW_AMOUNT.toLocaleString("en-IN")}.`),
  interest_rate: words(`Annual rate in percent, 1 to ${MAX_INTEREST_RATE}; null → 9.`),
  consent: words("Consent to be contacted and to the privacy notice."),
  language: words("The page's language: the borrower's confirmation e-mail is written in it."),
  client_id: words("A UUID made in the browser; a repeat answers 200 with the stored result."),
};
/** The generated shape with the notes; JSON drops the `anyOf` an enum replaces. */
const noted = (schema: z.ZodType, extra: Record<string, unknown> = {}, more = {}) =>
  JSON.parse(JSON.stringify(annotate(fromZod(schema), { ...notes, ...extra }, more)));

const reference = z
  .string()
  .regex(REFERENCE_PATTERN)
  .describe("GS-XXXXXXXX, the borrower's handle.");
const erased = z.iso.datetime().nullable().describe("Retention erased the personal fields.");
const pmay = z
  .boolean()
  .describe("The answers allow PMAY-U 2.0's interest subsidy as far as the wizard asks.");
const flag = z.union([z.literal(0), z.literal(1)]);
const at = z.iso.datetime();

const resultSchema = z.object({
  id: z.number().int(),
  reference,
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
  ELIGIBILITY_FIELDS.map((f) => [f, numeric(f) ? z.number().nullable() : z.string().nullable()]),
) as { [K in EligibilityField]: z.ZodNullable<K extends NumericField ? z.ZodNumber : z.ZodString> };

const leadSchema = z.object({
  id: z.number().int(),
  client_id: z.string().optional(),
  ...answers,
  interest_rate: z.number(),
  is_eligible: flag,
  eligibility_message: z.string(),
  calculated_emi: z.string().nullable(),
  bank_slug: z.string().nullable(),
  language: z.enum(E.LANGUAGES),
  status: z.enum(E.LEAD_STATUSES),
  consent_at: at,
  consent_notice_version: z.string(),
  created_at: at,
  furthest_stage: z.enum(BANK_APPLICATION_STAGES).nullable().describe("Of its bank applications."),
  sanctioned_amount: z.number().nullable().describe("Rupees: the largest standing sanction."),
  disbursed_amount: z.number().nullable().describe("Rupees paid out, every tranche of every bank."),
  pmay_candidate: pmay,
  user_id: z.number().int().nullable().describe("The signed-in account that sent it, if any."),
  reference,
  phone_verified: flag.describe("1: the mobile was verified by a code."),
  status_updated_at: at.nullable(),
  status_updated_by: z.string().nullable().describe("The e-mail of who last changed the status."),
  consent_withdrawn_at: at.nullable().describe("Consent withdrawn: personal fields erased."),
  personal_data_erased_at: erased,
  assigned_to: z.number().int().nullable().describe("The user working the lead."),
  follow_up_on: z.iso.date().nullable().describe("The next follow-up day (IST)."),
  ...firstResponseFields,
  ...sourceFields,
  duplicate_of: duplicateOfSchema,
});

const contactSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  consent_at: at,
  consent_notice_version: z.string(),
  read_at: at.nullable(),
  created_at: at,
  reference,
  personal_data_erased_at: erased,
  client_id: z.string().nullable().describe("The sending form's id: a retry is the same message."),
  ...sourceFields,
});

// Every stored column is answered (additionalProperties is false): a new column fails to compile
// until the schema has it (duplicate_of_* are answered as `duplicate_of`).
const _lead: AnswersEvery<LeadRow, z.output<typeof leadSchema> & DuplicateOfColumns> = true;
const _contact: AnswersEvery<ContactMessageRow, z.output<typeof contactSchema>> = true;
void [_lead, _contact];

const id = z.object({ id: z.number().int().min(1) });
const leadAnswer = named("EligibilityApplication", noted(leadSchema));
const result = resultSchema.meta({ id: "EligibilityResult" });
const leadEvent = z.object({
  id: z.number().int(),
  application_id: z.number().int(),
  status: z.enum(E.LEAD_STATUSES),
  actor_email: z.string(),
  created_at: at,
});
const detail = named(
  "EligibilityApplicationDetail",
  noted(
    leadSchema.extend({
      events: z.array(leadEvent).describe("Status changes."),
      notes: z.array(z.unknown()),
      bank_applications: z.array(z.unknown()),
    }),
    {
      notes: { type: "array", items: ref("Note") },
      bank_applications: { type: "array", items: ref("BankApplication") },
    },
  ),
);
const source = { source: fromZod(sourceBodySchema, "input") };
const header = (description: string, schema: object) => ({ description, schema });

export const leads = contract({
  path: "/api/eligibility-applications",
  methods: {
    POST: {
      tag: "Leads",
      summary: "Submit an eligibility application",
      description:
        "The server checks every wizard rule and works out eligibility and EMI itself; a repeat " +
        "`client_id` answers 200 with the stored result.",
      operationId: "createEligibilityApplication",
      rawBody: named(
        "EligibilityApplicationInput",
        JSON.parse(
          JSON.stringify(
            annotate(
              fromZod(eligibilityApplicationSchema, "input"),
              { ...notes, ...source },
              {
                description: "Snake_case fields of docs/product/forms.md; hidden answers are null.",
              },
            ),
          ),
        ),
      ),
      responses: {
        201: json(result, "Stored."),
        200: json(result, "Already stored under this `client_id`: the same answer."),
      },
      errors: [429],
    },
    GET: {
      tag: "Leads",
      summary: "List applications (admin)",
      operationId: "listEligibilityApplications",
      role: "leads",
      rawQuery: listQuerySchema,
      responses: {
        200: {
          description: "Applications, newest first.",
          headers: {
            "X-Total-Count": header("Matches across all pages.", { type: "integer" }),
            "X-Total-Count-Exact": header("`false`: X-Total-Count is a lower bound (ADR 017).", {
              type: "string",
              enum: ["false"],
            }),
            "X-Next-Cursor": header("Pass as `after` for the next page.", { type: "string" }),
          },
          content: {
            "application/json": { schema: z.array(leadAnswer) },
            "text/csv": { schema: z.string() },
          },
        },
      },
    },
  },
});

export const lead = contract({
  path: "/api/eligibility-applications/{id}",
  role: "leads",
  notFound: LEAD_MESSAGES.notFound,
  methods: {
    GET: {
      tag: "Leads",
      summary: "One application, with its history, notes and bank applications (admin)",
      operationId: "getEligibilityApplication",
      responses: { 200: json(detail, "Oldest first.") },
      errors: [404],
    },
    PATCH: {
      tag: "Leads",
      summary: "Change an application's status, assignment or follow-up date (staff, admin)",
      operationId: "updateEligibilityApplicationStatus",
      rawBody: workUpdateSchema.extend({ status: z.enum(E.LEAD_STATUSES).optional() }),
      responses: { 200: json(detail, "The updated application.") },
      errors: [404],
    },
    DELETE: {
      tag: "Leads",
      summary: "Erase an application (admin)",
      description: "Erasure under the Digital Personal Data Protection Act, 2023.",
      operationId: "deleteEligibilityApplication",
      responses: { 204: { description: "Erased." } },
      errors: [404],
    },
  },
});

export const contactMessages = contract({
  path: "/api/contact-messages",
  methods: {
    POST: {
      tag: "Leads",
      summary: "Send a contact message",
      operationId: "createContactMessage",
      rawBody: named(
        "ContactMessageInput",
        annotate(fromZod(contactMessageSchema, "input"), {
          email: { format: "email" },
          phone: words("10 to 15 digits once other characters are removed."),
          client_id: clientIdProperty,
          ...source,
        }),
      ),
      responses: {
        201: json(
          z.object({ id: z.number().int(), reference, message: z.literal(CONTACT_THANKS) }),
          "Stored.",
        ),
      },
      errors: [429],
    },
    GET: {
      tag: "Leads",
      summary: "List contact messages (team; phone and e-mail masked for staff)",
      operationId: "listContactMessages",
      role: "messages",
      responses: {
        200: json(z.array(contactSchema.meta({ id: "ContactMessage" })), "Newest first."),
      },
    },
  },
});

export const leadCalls = contract({
  path: "/api/eligibility-applications/{id}/calls",
  role: "leads",
  params: id,
  methods: {
    POST: {
      tag: "Leads",
      summary: "Log a call attempt on a lead (staff, admin)",
      description:
        "Its limits (attempts a day, hours) bind admins too: docs/product/borrower-view.md.",
      operationId: "logCall",
      rawBody: callBodySchema.meta({ id: "CallCreate" }),
      responses: {
        201: json(callSchema.meta({ id: "Call" }), "Logged."),
        409: json(
          ref("Error"),
          "Over the day's attempts, outside the hours, or consent withdrawn; `error` says which.",
        ),
      },
      errors: [404],
    },
  },
});
