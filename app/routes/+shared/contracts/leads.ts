import { z } from "zod";
import { callBodySchema } from "../../../domain/calls/limits.ts";
import { contactMessageSchema } from "../../../domain/contact/schema.ts";
import { eligibilityApplicationSchema } from "../../../domain/eligibility/application-parser.ts";
import { sourceBodySchema } from "../../../domain/speed-to-lead/touch.ts";
import { workUpdateBodySchema } from "../../../domain/team/work.ts";
import { callSchema } from "../../../modules/calls/calls.server.ts";
import * as contact from "../../../modules/contact/contact.server.ts";
import * as answers from "../../../modules/leads/answers.ts";
import { LEAD_MESSAGES } from "../../../modules/leads/intake.server.ts";
import { listQuerySchema } from "../../../modules/leads/list-query.server.ts";
import { leadDetailSchema, storedConsentSchema } from "../../../modules/leads/view.server.ts";
import { clientId } from "./common.ts";
import { call, contract, error, json } from "./contract.ts";

// Leads, contact messages and calls on a lead (docs/product/forms.md, team.md).

const leadAnswer = answers.leadAnswerSchema
  .extend({ consent: storedConsentSchema })
  .meta({ id: "EligibilityApplication" });
const result = answers.leadResultSchema.meta({ id: "EligibilityResult" });
const source = sourceBodySchema.optional();
export const leads = contract("Leads", "/api/eligibility-applications", {
  POST: call("createEligibilityApplication", "Submit an eligibility application", {
    description:
      "The server checks every wizard rule and works out eligibility and EMI itself; a repeat `client_id` answers 200 with the stored result.",
    rawBody: eligibilityApplicationSchema.in.safeExtend({ source }).meta({
      id: "EligibilityApplicationInput",
      description: "Snake_case fields of docs/product/forms.md; hidden answers are null.",
    }),
    201: json(result, "Stored."),
    200: json(result, "Already stored under this `client_id`: the same answer."),
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
    { 200: json(leadDetailSchema, "Oldest first.") },
  ),
  PATCH: call(
    "updateEligibilityApplicationStatus",
    "Change an application's status, assignment or follow-up date (staff, admin)",
    {
      rawBody: workUpdateBodySchema,
      200: json(leadDetailSchema, "The updated application."),
    },
  ),
  DELETE: call("deleteEligibilityApplication", "Erase an application (admin)", {
    description: "Erasure under the Digital Personal Data Protection Act, 2023.",
    204: { description: "Erased." },
  }),
});

export const contactMessages = contract("Leads", "/api/contact-messages", {
  POST: call("createContactMessage", "Send a contact message", {
    rawBody: contactMessageSchema
      .extend({ client_id: clientId, source })
      .meta({ id: "ContactMessageInput" }),
    201: json(contact.contactCreatedSchema, "Stored."),
  }),
  GET: call(
    "listContactMessages",
    "List contact messages (team; phone and e-mail masked for staff)",
    {
      role: "messages",
      200: json(z.array(contact.contactAnswerSchema), "Newest first."),
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
  }),
});
