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
import { clientId } from "./common.ts";
import { call, contract, error, json } from "./contract.ts";
import { application } from "./loan-file.ts";
import { note } from "./team.ts";

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
/** What the wizard's rules add to the zod shapes: allowed values, ranges and units. */
const notes: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(
    ELIGIBILITY_FIELDS.map((f) => [
      f,
      isNumericField(f)
        ? words(units[f] ?? "Rupees.")
        : choices(f).length
          ? { anyOf: undefined, type: ["string", "null"], enum: [...choices(f), null] }
          : {},
    ]),
  ),
  postal_code: { description: "6-digit Indian PIN code.", examples: ["560001"] },
  consent: words("Consent to be contacted and to the privacy notice."),
  language: words("The page's language: the borrower's confirmation e-mail is written in it."),
  client_id: words("A UUID made in the browser; a repeat answers 200 with the stored result."),
};
/** The schema with the notes on its fields (a note without a field adds it, any value). */
const noted = <S extends z.ZodObject>(schema: S) =>
  schema.safeExtend(
    Object.fromEntries(
      Object.entries(notes).map(([k, note]) => [
        k,
        (schema.shape[k] ?? z.unknown().optional()).meta(note),
      ]),
    ),
  );

const leadAnswer = noted(leadAnswerSchema).meta({ id: "EligibilityApplication" });
const result = leadResultSchema.meta({ id: "EligibilityResult" });
const detail = noted(
  leadAnswerSchema.extend({
    events: z.array(leadEventSchema).describe("Status changes."),
    notes: z.array(note),
    bank_applications: z.array(application),
  }),
).meta({ id: "EligibilityApplicationDetail" });
const source = sourceBodySchema.optional();
/** A PATCH of a lead or a callback request (team/status.server.ts): any of its fields, at least one. */
export const workUpdate = z
  .intersection(
    workUpdateSchema.meta({ id: "WorkUpdate" }),
    z.object({ status: z.enum(LEAD_STATUSES).optional() }),
  )
  .meta({ minProperties: 1 });

export const leads = contract("Leads", "/api/eligibility-applications", {
  POST: call("createEligibilityApplication", "Submit an eligibility application", {
    description:
      "The server checks every wizard rule and works out eligibility and EMI itself; a repeat " +
      "`client_id` answers 200 with the stored result.",
    rawBody: noted(eligibilityApplicationSchema.in.safeExtend({ source })).meta({
      id: "EligibilityApplicationInput",
      description: "Snake_case fields of docs/product/forms.md; hidden answers are null.",
    }),
    201: json(result, "Stored."),
    200: json(result, "Already stored under this `client_id`: the same answer."),
    errors: [429],
  }),
  GET: call("listEligibilityApplications", "List applications (admin)", {
    role: "leads",
    rawQuery: listQuerySchema,
    200: {
      description: "Applications, newest first.",
      headers: {
        "X-Total-Count": { description: "All pages' matches.", schema: { type: "integer" } },
        "X-Total-Count-Exact": {
          description: "`false`: a lower bound.",
          schema: { type: "string", enum: ["false"] },
        },
        "X-Next-Cursor": { description: "`after` of the next page.", schema: { type: "string" } },
      },
      content: {
        "application/json": { schema: z.array(leadAnswer) },
        "text/csv": { schema: z.string() },
      },
    },
  }),
});

export const lead = contract("Leads", "/api/eligibility-applications/{id}", {
  role: "leads",
  notFound: LEAD_MESSAGES.notFound,
  GET: call(
    "getEligibilityApplication",
    "One application, with its history, notes and bank applications (admin)",
    { 200: json(detail, "Oldest first."), errors: [404] },
  ),
  PATCH: call(
    "updateEligibilityApplicationStatus",
    "Change an application's status, assignment or follow-up date (staff, admin)",
    {
      rawBody: workUpdate,
      200: json(detail, "The updated application."),
      errors: [404],
    },
  ),
  DELETE: call("deleteEligibilityApplication", "Erase an application (admin)", {
    description: "Erasure under the Digital Personal Data Protection Act, 2023.",
    204: { description: "Erased." },
    errors: [404],
  }),
});

export const contactMessages = contract("Leads", "/api/contact-messages", {
  POST: call("createContactMessage", "Send a contact message", {
    rawBody: contactMessageSchema
      .extend({ client_id: clientId, source })
      .meta({ id: "ContactMessageInput" }),
    201: json(
      z.object({
        id: z.number().int(),
        reference: referenceSchema,
        message: z.literal(CONTACT_THANKS),
      }),
      "Stored.",
    ),
    errors: [429],
  }),
  GET: call(
    "listContactMessages",
    "List contact messages (team; phone and e-mail masked for staff)",
    {
      role: "messages",
      200: json(z.array(contactAnswerSchema.meta({ id: "ContactMessage" })), "Newest first."),
    },
  ),
});

export const leadCalls = contract("Leads", "/api/eligibility-applications/{id}/calls", {
  role: "leads",
  params: z.object({ id: z.number().int().min(1) }),
  POST: call("logCall", "Log a call attempt on a lead (staff, admin)", {
    description: "Its limits bind admins too (docs/product/borrower-view.md).",
    rawBody: callBodySchema.meta({ id: "CallCreate" }),
    201: json(callSchema.meta({ id: "Call" }), "Logged."),
    409: error("Over the day's limit, outside the hours, or consent withdrawn."),
    errors: [404],
  }),
});
