import { noteSchema, workUpdateSchema } from "../../domain/team/work.ts";
import { fromZod } from "./openapi-helpers.ts";

// OpenAPI 3.1 of the team's calls (docs/product/team.md), from the zod schemas the server checks
// with. PATCH /api/eligibility-applications/{id} also takes `WorkUpdate` (assigned_to,
// follow_up_on), and GET /api/eligibility-applications takes `assigned=me|none|USER_ID` and
// `overdue=true`; the callback requests' PATCH and GET (borrower-paths.server.ts) take the same, and have
// notes too.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const schemas = {
  WorkUpdate: fromZod(workUpdateSchema, "input"),
  NoteInput: fromZod(noteSchema, "input"),
  Note: {
    type: "object",
    required: ["id", "subject_type", "subject_id", "author_email", "text", "created_at"],
    properties: {
      id: { type: "integer" },
      subject_type: { type: "string", enum: ["lead", "callback"] },
      subject_id: { type: "integer" },
      author_id: { type: ["integer", "null"] },
      author_email: { type: "string" },
      text: { type: "string" },
      created_at: { type: "string", format: "date-time" },
    },
  },
};

const notesCall = (tag: string, summary: string, operationId: string) => ({
  parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
  post: {
    tags: [tag],
    summary,
    operationId,
    security: [{ sessionCookie: [] }],
    requestBody: {
      required: true,
      content: { "application/json": { schema: ref("NoteInput") } },
    },
    responses: {
      201: {
        description: "The note, with its author and time.",
        content: { "application/json": { schema: ref("Note") } },
      },
      400: { $ref: "#/components/responses/ValidationError" },
      401: { $ref: "#/components/responses/Unauthorized" },
      403: { $ref: "#/components/responses/Forbidden" },
      404: { $ref: "#/components/responses/NotFound" },
      405: { $ref: "#/components/responses/MethodNotAllowed" },
    },
  },
});

export const paths = {
  "/api/callback-requests/{id}/notes": notesCall(
    "Leads",
    "Add a note to a callback request (staff, admin)",
    "addCallbackNote",
  ),
  "/api/eligibility-applications/{id}/notes": notesCall(
    "Leads",
    "Add a note to a lead (staff, admin)",
    "addLeadNote",
  ),
};
