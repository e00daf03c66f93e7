import { z } from "zod";
import { LANGUAGES } from "../../../domain/enums.ts";
import { GRIEVANCE_DAYS } from "../../../domain/grievances/clock.ts";
import { GRIEVANCE_STATUSES, grievanceSchema } from "../../../domain/grievances/schema.ts";
import { GRIEVANCE_REFERENCE_PATTERN } from "../../../domain/reference/reference.ts";
import { clientId } from "./common.ts";
import { call, contract, json } from "./contract.ts";

// Grievances (docs/product/borrower-view.md "Grievances"): the public form and the grievance
// officer's list. submitGrievance parses the body with the domain's schema (and answers a retry
// with the same client_id with the row stored), so it is documented here.

const time = z.string().meta({ format: "date-time" });
const days = z.number().int().min(0);

const clock = z
  .looseObject({
    elapsedDays: days,
    daysLeft: z.number().int().describe("1 on day 29; 0 or less once the days ran out."),
    overdue: z.boolean(),
    overdueDays: days,
    dueAt: time,
  })
  .describe(
    `The ${GRIEVANCE_DAYS}-day clock: stopped at the resolution; overdue once ${GRIEVANCE_DAYS} whole days have passed unresolved.`,
  );

// The row as listGrievances answers it (app/modules/grievances/list.server.ts), with its clock.
const grievance = z.looseObject({
  id: z.number().int(),
  reference: z.string().regex(GRIEVANCE_REFERENCE_PATTERN),
  enquiry_reference: z.string().nullable().optional(),
  phone: z.string(),
  email: z.string().nullable().optional(),
  text: z.string(),
  language: z.enum(LANGUAGES).optional(),
  status: z.enum(GRIEVANCE_STATUSES),
  resolved_at: time.nullable().optional(),
  resolved_by: z.string().nullable().optional(),
  consent_at: time.optional(),
  consent_notice_version: z.string().optional(),
  client_id: z.string().nullable().optional(),
  created_at: time,
  clock,
});

export const grievances = contract("Leads", "/api/grievances", {
  POST: call("createGrievance", "Send a grievance to the Grievance Officer", {
    rawBody: grievanceSchema
      .extend({ client_id: clientId })
      .describe("A grievance to the Grievance Officer."),
    201: json(
      z.object({
        id: z.number().int(),
        reference: z
          .string()
          .regex(GRIEVANCE_REFERENCE_PATTERN)
          .describe("`GR-` + 8 Crockford base32 characters: the grievance's own reference.")
          .meta({ examples: ["GR-7K2M9QX4"] }),
        message: z.string(),
      }),
      "Stored; acknowledged by e-mail (to `email`, else to the named enquiry's).",
    ),
    errors: [429],
  }),
  GET: call("listGrievances", "List grievances with their 30-day clock (admins)", {
    role: "grievances",
    200: json(
      z.array(grievance),
      "Open ones first, oldest first; then the resolved ones, newest first.",
    ),
  }),
});
