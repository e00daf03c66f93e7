import { z } from "zod";
import { callBodySchema } from "../../../domain/calls/limits.ts";
import { contactMessageSchema } from "../../../domain/contact/schema.ts";
import { eligibilityApplicationSchema } from "../../../domain/eligibility/application-parser.ts";
import {
  ELIGIBILITY_FIELDS,
  MAX_INTEREST_RATE,
  MAX_TENURE_YEARS,
  MIN_BORROW_AMOUNT,
  type WizardField,
} from "../../../domain/eligibility/fields.ts";
import { choiceOptions, relationshipOptions } from "../../../domain/eligibility/steps.ts";
import { DEPENDENTS, LEAD_STATUSES } from "../../../domain/enums.ts";
import { sourceBodySchema } from "../../../domain/speed-to-lead/touch.ts";
import { workUpdateSchema } from "../../../domain/team/work.ts";
import { callSchema } from "../../../modules/calls/calls.server.ts";
import { CONTACT_THANKS, contactAnswerSchema } from "../../../modules/contact/contact.server.ts";
import {
  isNumericField,
  leadAnswerSchema,
  leadEventSchema,
  leadResultSchema,
  referenceSchema,
} from "../../../modules/leads/answers.ts";
import { LEAD_MESSAGES } from "../../../modules/leads/intake.server.ts";
import { listQuerySchema } from "../../../modules/leads/list-query.server.ts";
import { annotate, clientIdProperty, fromZod } from "./common.ts";
import { contract, json, named, ref } from "./contract.ts";

// Leads, contact messages and calls on a lead (docs/product/forms.md, team.md): the modules parse
// the bodies (their own 400s, 409s), so they are documented here from the domain's lists and limits.

/** The values a choice field takes (the wizard's relationship options: both applicant types'). */
const choices = (f: string) =>
  f === "relationship_status"
    ? [...new Set([...relationshipOptions("justMe"), ...relationshipOptions("mePlusOne")])]
    : choiceOptions(f as WizardField);
const words = (description: string) => ({ description });

const units: Record<string, string> = {
  dependents: `${DEPENDENTS[0]} to ${DEPENDENTS.at(-1)}.`,
  loan_tenure: `Years, 1 to ${MAX_TENURE_YEARS}.`,
  borrow_amount: `Rupees; at least ₹${MIN_BORROW_AMOUNT.toLocaleString("en-IN")}.`,
  interest_rate: `Annual rate in percent, 1 to ${MAX_INTEREST_RATE}; null → 9.`,
};
/** What the wizard's rules add to the generated shapes: allowed values, ranges and units. */
const notes = {
  ...Object.fromEntries(
    ELIGIBILITY_FIELDS.map((f) => [
      f,
      isNumericField(f)
        ? words(units[f] ?? "Rupees.")
        : choices(f).length
          ? { anyOf: undefined, enum: [...choices(f), null] }
          : {},
    ]),
  ),
  postal_code: { description: "6-digit Indian PIN code.", examples: ["560001"] },
  consent: words("Consent to be contacted and to the privacy notice."),
  language: words("The page's language: the borrower's confirmation e-mail is written in it."),
  client_id: words("A UUID made in the browser; a repeat answers 200 with the stored result."),
};
/** The generated shape with the notes; JSON drops the `anyOf` an enum replaces. */
const noted = (schema: z.ZodType, extra: object = {}, io: "input" | "output" = "output") =>
  JSON.parse(JSON.stringify(annotate(fromZod(schema, io), { ...notes, ...extra })));

const id = z.object({ id: z.number().int().min(1) });
const leadAnswer = named("EligibilityApplication", noted(leadAnswerSchema));
const result = leadResultSchema.meta({ id: "EligibilityResult" });
const detail = named(
  "EligibilityApplicationDetail",
  noted(
    leadAnswerSchema.extend({
      events: z.array(leadEventSchema).describe("Status changes."),
      notes: z.array(z.unknown()),
      bank_applications: z.array(z.unknown()),
    }),
    {
      notes: { type: "array", items: ref("Note") },
      bank_applications: { type: "array", items: ref("BankApplication") },
    },
  ),
);
const text = { type: "string" } as const;
const exact = { type: "string", enum: ["false"] } as const;
const contactCreated = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  message: z.literal(CONTACT_THANKS),
});
const source = { source: fromZod(sourceBodySchema, "input") };
/** A PATCH of a lead or a callback request (team/status.server.ts): any of its fields, at least one. */
export const workUpdate = z
  .intersection(
    workUpdateSchema.meta({ id: "WorkUpdate" }),
    z.object({ status: z.enum(LEAD_STATUSES).optional() }),
  )
  .meta({ minProperties: 1 });

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
      rawBody: named("EligibilityApplicationInput", {
        ...noted(eligibilityApplicationSchema, source, "input"),
        description: "Snake_case fields of docs/product/forms.md; hidden answers are null.",
      }),
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
            "X-Total-Count": { description: "All pages' matches.", schema: { type: "integer" } },
            "X-Total-Count-Exact": { description: "`false`: a lower bound.", schema: exact },
            "X-Next-Cursor": { description: "`after` of the next page.", schema: text },
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
      rawBody: workUpdate,
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
        201: json(contactCreated, "Stored."),
      },
      errors: [429],
    },
    GET: {
      tag: "Leads",
      summary: "List contact messages (team; phone and e-mail masked for staff)",
      operationId: "listContactMessages",
      role: "messages",
      responses: {
        200: json(z.array(contactAnswerSchema.meta({ id: "ContactMessage" })), "Newest first."),
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
      description: "Its limits bind admins too (docs/product/borrower-view.md).",
      operationId: "logCall",
      rawBody: callBodySchema.meta({ id: "CallCreate" }),
      responses: {
        201: json(callSchema.meta({ id: "Call" }), "Logged."),
        409: json(ref("Error"), "Over the day's limit, outside the hours, or consent withdrawn."),
      },
      errors: [404],
    },
  },
});
