import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { parseNote } from "../../domain/team/work.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { CALLBACK_NOT_FOUND } from "../../modules/callbacks/callbacks.server.ts";
import { LEAD_MESSAGES } from "../../modules/leads/intake.server.ts";
import { addNote } from "../../modules/team/work.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";

// POST /api/…/{id}/notes {text} → 201 {id, author_email, text, created_at}: one note route for
// every worked subject (docs/product/team.md "Working a lead"), behind the role that works the subject.

const SUBJECTS = {
  lead: { role: "leads", notFound: LEAD_MESSAGES.notFound },
  callback: { role: "callbacks", notFound: CALLBACK_NOT_FOUND },
} as const satisfies Record<EnquiryKind, unknown>;

export function notesRoute(subject: EnquiryKind) {
  const { role, notFound } = SUBJECTS[subject];
  return apiRoute({
    role,
    // biome-ignore lint/correctness/noComponentHookFactories: an HTTP method's handler, not a component.
    POST: async ({ request, params, user }) => {
      const id = idParam(params.id);
      if (!id) return jsonError(404, notFound);
      const parsed = parseNote(await readJsonBody(request));
      if (!parsed.ok) return validationError(parsed.error, parsed.fields);
      const note = await addNote(subject, id, parsed.data.text, user);
      if (!note) return jsonError(404, notFound);
      return Response.json(note, { status: 201 });
    },
  });
}
