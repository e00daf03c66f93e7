import { noteSchema, workUpdateSchema } from "../../domain/team/work.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

// OpenAPI 3.1 of the team's calls (docs/product/team.md), from the zod schemas the server checks
// with. PATCH /api/eligibility-applications/{id} also takes `WorkUpdate` (assigned_to,
// follow_up_on), and GET /api/eligibility-applications takes `assigned=me|none|USER_ID` and
// `overdue=true`; the callback requests' PATCH and GET (borrower-paths.server.ts) take the same, and have
// notes too.

export const schemas: Record<string, Schema> = {
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
  parameters: [idParameter()],
  post: operation(tag, {
    summary,
    operationId,
    access: "role",
    body: ref("NoteInput"),
    responses: { 201: json(ref("Note"), "The note, with its author and time.") },
    errors: [404, 405],
  }),
});

export const paths: PathItems = {
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
