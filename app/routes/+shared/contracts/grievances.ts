import { z } from "zod";
import { LANGUAGES } from "../../../domain/enums.ts";
import { GRIEVANCE_DAYS } from "../../../domain/grievances/clock.ts";
import { GRIEVANCE_STATUSES, grievanceSchema } from "../../../domain/grievances/schema.ts";
import { GRIEVANCE_REFERENCE_PATTERN } from "../../../domain/reference/reference.ts";
import { annotate, clientIdProperty, fromZod, type Schema } from "./common.ts";
import { contract, json } from "./contract.ts";

// Grievances (docs/product/borrower-view.md "Grievances"): the public form and the grievance
// officer's list. submitGrievance parses the body with the domain's schema (and answers a retry
// with the same client_id with the row stored), so it is documented here.

const grievanceReference = z
  .string()
  .regex(GRIEVANCE_REFERENCE_PATTERN)
  .describe("`GR-` + 8 Crockford base32 characters: the grievance's own reference.")
  .meta({ examples: ["GR-7K2M9QX4"] });

const grievanceCreatedSchema = z.object({
  id: z.number().int(),
  reference: grievanceReference,
  message: z.string(),
});

const clock: Schema = {
  type: "object",
  required: ["elapsedDays", "daysLeft", "overdue", "overdueDays", "dueAt"],
  description: `The ${GRIEVANCE_DAYS}-day clock: stopped at the resolution; overdue once ${GRIEVANCE_DAYS} whole days have passed unresolved.`,
  properties: {
    elapsedDays: { type: "integer", minimum: 0 },
    daysLeft: { type: "integer", description: "1 on day 29; 0 or less once the days ran out." },
    overdue: { type: "boolean" },
    overdueDays: { type: "integer", minimum: 0 },
    dueAt: { type: "string", format: "date-time" },
  },
};

const grievanceInput = annotate(
  { ...fromZod(grievanceSchema, "input"), description: "A grievance to the Grievance Officer." },
  {
    reference: {
      description:
        "Optional: the enquiry's GS- reference, read as /track reads it. Without `email`, the acknowledgement goes to that enquiry's e-mail when `phone` is the enquiry's mobile.",
    },
    phone: { description: "Indian mobile: 10 digits starting 6–9, optional +91." },
    email: { description: "Optional: where the acknowledgement goes." },
    language: { description: "The page's language; the acknowledgement is written in it." },
    client_id: clientIdProperty,
  },
);

const grievance: Schema = {
  type: "object",
  required: ["id", "reference", "phone", "text", "status", "created_at", "clock"],
  properties: {
    id: { type: "integer" },
    reference: { type: "string", pattern: GRIEVANCE_REFERENCE_PATTERN.source },
    enquiry_reference: { type: ["string", "null"] },
    phone: { type: "string" },
    email: { type: ["string", "null"] },
    text: { type: "string" },
    language: { enum: [...LANGUAGES] },
    status: { enum: [...GRIEVANCE_STATUSES] },
    resolved_at: { type: ["string", "null"], format: "date-time" },
    resolved_by: { type: ["string", "null"] },
    consent_at: { type: "string", format: "date-time" },
    consent_notice_version: { type: "string" },
    client_id: { type: ["string", "null"] },
    created_at: { type: "string", format: "date-time" },
    clock,
  },
};

export const grievances = contract({
  path: "/api/grievances",
  methods: {
    POST: {
      tag: "Leads",
      summary: "Send a grievance to the Grievance Officer",
      operationId: "createGrievance",
      rawBody: grievanceInput,
      responses: {
        201: json(
          grievanceCreatedSchema,
          "Stored; acknowledged by e-mail (to `email`, else to the named enquiry's).",
        ),
      },
      errors: [429],
    },
    GET: {
      tag: "Leads",
      summary: "List grievances with their 30-day clock (admins)",
      operationId: "listGrievances",
      role: "grievances",
      responses: {
        200: json(
          { type: "array", items: grievance },
          "Open ones first, oldest first; then the resolved ones, newest first.",
        ),
      },
    },
  },
});
