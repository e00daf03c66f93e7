import { z } from "zod";
import { callbackRequestSchema } from "../../../domain/callbacks/schema.ts";
import { LANGUAGES, LEAD_STATUSES } from "../../../domain/enums.ts";
import {
  firstResponseFields,
  sourceBodySchema,
  sourceFields,
} from "../../../domain/speed-to-lead/touch.ts";
import { duplicateOfSchema } from "../../../domain/team/assignment.ts";
import {
  CALLBACK_NOT_FOUND,
  CALLBACK_THANKS,
} from "../../../modules/callbacks/callbacks.server.ts";
import { referenceSchema } from "../../../modules/leads/answers.ts";
import { annotate, clientIdProperty, fromZod } from "./common.ts";
import { contract, json, named, ref } from "./contract.ts";
import { workUpdate } from "./leads.ts";

// Callback requests (docs/product/borrower-journey.md, team.md): the request, the team's list and
// working one. The modules parse the bodies (their 400s, a repeat client_id), so they are
// documented here from the domain's schemas.

const flag = (description: string) => z.enum(["true", "false"]).optional().describe(description);
const at = { type: "string", format: "date-time" };
const orNull = (type: string, extra: object = {}) => ({ type: [type, "null"], ...extra });

const callbackRequest = named("CallbackRequest", {
  type: "object",
  required: ["id", "reference", "name", "phone", "city", "preferred_slot", "status", "created_at"],
  properties: {
    id: { type: "integer" },
    reference: ref("Reference"),
    name: { type: "string" },
    phone: {
      type: "string",
      description: "10 digits; in the list, masked for staff (`******3210`).",
    },
    city: { type: "string" },
    preferred_slot: { type: "string" },
    bank_slug: orNull("string"),
    language: { enum: [...LANGUAGES], description: "The site's language the request came from." },
    phone_verified: { enum: [0, 1] },
    status: { enum: [...LEAD_STATUSES] },
    status_updated_at: orNull("string", { format: "date-time" }),
    status_updated_by: orNull("string"),
    consent_at: at,
    consent_notice_version: { type: "string" },
    consent_withdrawn_at: orNull("string", { format: "date-time" }),
    created_at: at,
    assigned_to: orNull("integer", { description: "The team member's user id." }),
    follow_up_on: orNull("string", { format: "date" }),
    duplicate_of: fromZod(duplicateOfSchema),
    personal_data_erased_at: orNull("string", { format: "date-time" }),
    // Speed to lead (docs/product/speed-to-lead.md): the first-response clock and the touches.
    ...(fromZod(z.object({ ...firstResponseFields, ...sourceFields })).properties as object),
    notes: {
      type: "array",
      items: ref("Note"),
      description: "Oldest first; in the answer to PATCH only.",
    },
  },
});

export const callbackRequests = contract({
  path: "/api/callback-requests",
  methods: {
    POST: {
      tag: "Leads",
      summary: "Request a callback",
      operationId: "createCallbackRequest",
      rawBody: named("CallbackRequestInput", {
        ...annotate(fromZod(callbackRequestSchema, "input"), {
          client_id: clientIdProperty,
          source: fromZod(sourceBodySchema, "input"),
        }),
        description:
          "Mobile: 10 digits starting 6–9, optional +91. Slots are IST. `otp_verification`: the token of POST /api/otp/verify.",
      }),
      responses: {
        201: json(
          z.object({
            id: z.number().int(),
            reference: referenceSchema,
            phone_verified: z.boolean(),
            message: z.literal(CALLBACK_THANKS).describe("The thanks to show the borrower."),
          }),
          "Stored, or already stored under this `client_id` (the same answer).",
        ),
      },
      errors: [429],
    },
    GET: {
      tag: "Leads",
      summary: "List callback requests (staff, admin)",
      operationId: "listCallbackRequests",
      role: "callbacks",
      rawQuery: z.object({
        status: z.enum(LEAD_STATUSES).optional(),
        assigned: z
          .string()
          .regex(/^(me|none|[1-9]\d{0,14})$/)
          .optional()
          .describe("`me`, `none` (unassigned) or a user id."),
        overdue: flag("`true`: open requests whose follow-up day (IST) is past."),
        escalated: flag("`true`: only requests escalated past their first response's due time."),
        duplicates: flag("`false` hides a returning borrower's later enquiries (`duplicate_of`)."),
      }),
      responses: {
        200: json(z.array(callbackRequest), "Newest first; withdrawn ones left out."),
      },
    },
  },
});

export const callbackRequestContract = contract({
  path: "/api/callback-requests/{id}",
  role: "callbacks",
  notFound: CALLBACK_NOT_FOUND,
  methods: {
    PATCH: {
      tag: "Leads",
      summary: "Change a callback request's status, assignee or follow-up day (staff, admin)",
      description: "As a lead's (`WorkUpdate`); a new assignee other than the caller is e-mailed.",
      operationId: "updateCallbackRequest",
      rawBody: workUpdate,
      responses: {
        200: json(callbackRequest, "Updated, with its notes; a status change is in its history."),
      },
      errors: [404],
    },
  },
});
