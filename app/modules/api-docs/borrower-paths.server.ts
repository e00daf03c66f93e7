import type { z } from "zod";
import { callbackRequestSchema } from "../../domain/callbacks/schema.ts";
import { LANGUAGES, LEAD_STATUSES } from "../../domain/enums.ts";
import { duplicateOfSchema } from "../../domain/team/assignment.ts";
import { clientIdProperty } from "./common.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, json, operation, ref } from "./openapi-helpers.ts";
import { sourceBodyProperty, speedToLeadProperties } from "./speed-to-lead-fields.ts";

// OpenAPI 3.1 for the callback requests (docs/product/borrower-journey.md); tracking and consent
// withdrawal have contracts (app/routes/+shared/contracts/borrower.ts). Request bodies come from the zod
// schemas the server parses with, so the document cannot drift from what is checked.

/** A request body's schema from its zod schema, with a description of what the rules check. */
const input = (schema: z.ZodType, description: string): Schema => ({
  ...fromZod(schema, "input"),
  description,
});
const REFERENCE = {
  type: "string",
  pattern: "^GS-[0-9A-HJKMNP-TV-Z]{8}$",
  description: "`GS-` + 8 Crockford base32 characters.",
  examples: ["GS-7K2M9QX4"],
};

export const schemas: Record<string, Schema> = {
  Reference: REFERENCE,
  CallbackRequestInput: annotate(
    input(
      callbackRequestSchema,
      "Mobile: 10 digits starting 6–9, optional +91. Slots are IST. `otp_verification`: the token of POST /api/otp/verify.",
    ),
    { client_id: clientIdProperty, source: sourceBodyProperty },
  ),
  CallbackRequest: {
    type: "object",
    required: [
      "id",
      "reference",
      "name",
      "phone",
      "city",
      "preferred_slot",
      "status",
      "created_at",
    ],
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
      bank_slug: { type: ["string", "null"] },
      language: { enum: [...LANGUAGES], description: "The site's language the request came from." },
      phone_verified: { enum: [0, 1] },
      status: { enum: [...LEAD_STATUSES] },
      status_updated_at: { type: ["string", "null"], format: "date-time" },
      status_updated_by: { type: ["string", "null"] },
      consent_at: { type: "string", format: "date-time" },
      consent_notice_version: { type: "string" },
      consent_withdrawn_at: { type: ["string", "null"], format: "date-time" },
      created_at: { type: "string", format: "date-time" },
      assigned_to: { type: ["integer", "null"], description: "The team member's user id." },
      follow_up_on: { type: ["string", "null"], format: "date" },
      duplicate_of: fromZod(duplicateOfSchema),
      personal_data_erased_at: { type: ["string", "null"], format: "date-time" },
      // Speed to lead (docs/product/speed-to-lead.md): the first-response clock and the touches.
      ...speedToLeadProperties,
      notes: {
        type: "array",
        items: ref("Note"),
        description: "Oldest first; in the answer to PATCH only.",
      },
    },
  },
};

export const paths: PathItems = {
  "/api/callback-requests": {
    post: operation("Leads", {
      summary: "Request a callback",
      operationId: "createCallbackRequest",
      body: ref("CallbackRequestInput"),
      responses: {
        201: json(
          {
            type: "object",
            required: ["id", "reference", "phone_verified"],
            properties: {
              id: { type: "integer" },
              reference: ref("Reference"),
              phone_verified: { type: "boolean" },
              message: { type: "string", description: "The thanks to show the borrower." },
            },
          },
          "Stored, or already stored under this `client_id` (the same answer).",
        ),
      },
      errors: [429],
    }),
    get: operation("Leads", {
      summary: "List callback requests (staff, admin)",
      operationId: "listCallbackRequests",
      access: "role",
      parameters: [
        { name: "status", in: "query", schema: { type: "string", enum: [...LEAD_STATUSES] } },
        {
          name: "assigned",
          in: "query",
          description: "`me`, `none` (unassigned) or a user id.",
          schema: { type: "string", pattern: "^(me|none|[1-9]\\d{0,14})$" },
        },
        {
          name: "overdue",
          in: "query",
          description: "`true`: open requests whose follow-up day (IST) is past.",
          schema: { type: "string", enum: ["true", "false"] },
        },
        {
          name: "escalated",
          in: "query",
          description:
            "`true`: only requests escalated for waiting past their first response's due time; `false`: the others.",
          schema: { type: "string", enum: ["true", "false"] },
        },
        {
          name: "duplicates",
          in: "query",
          description:
            "`false` hides a returning borrower's later enquiries (those with `duplicate_of`).",
          schema: { type: "string", enum: ["true", "false"] },
        },
      ],
      responses: {
        200: json(
          { type: "array", items: ref("CallbackRequest") },
          "Newest first; withdrawn ones left out.",
        ),
      },
    }),
  },
  "/api/callback-requests/{id}": {
    patch: operation("Leads", {
      summary: "Change a callback request's status, assignee or follow-up day (staff, admin)",
      description:
        "Any of `status`, `assigned_to` and `follow_up_on` (the `WorkUpdate` of leads); a bad " +
        "field changes nothing. A new assignee other than the caller is e-mailed.",
      operationId: "updateCallbackRequest",
      access: "role",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      body: {
        allOf: [
          ref("WorkUpdate"),
          { type: "object", properties: { status: { enum: [...LEAD_STATUSES] } } },
        ],
        minProperties: 1,
      },
      responses: {
        200: json(
          ref("CallbackRequest"),
          "Updated, with its notes; a status change is added to its history.",
        ),
      },
      errors: [404],
    }),
  },
};
