import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { addNote } from "../../modules/team/work.server.ts";
import { jsonError } from "../../utils/http.server.ts";
import { apiRoute } from "./api-route.server.ts";
import { callbackNotes, leadNotes } from "./contracts/team.ts";

// POST /api/…/{id}/notes {text} → 201 {id, author_email, text, created_at}: one note route for
// every worked subject (docs/product/team.md "Working a lead"), behind the role that works the
// subject; the contract reads the id (404) and the body (400).

const SUBJECTS = { lead: leadNotes, callback: callbackNotes } as const satisfies Record<
  EnquiryKind,
  unknown
>;

export function notesRoute(subject: EnquiryKind) {
  const notes = SUBJECTS[subject];
  return apiRoute(notes, {
    // biome-ignore lint/correctness/noComponentHookFactories: an HTTP method's handler, not a component.
    POST: async ({ id, body, user }) => {
      const note = await addNote(subject, id, body.text, user);
      if (!note) return jsonError(404, notes.notFound);
      return Response.json(note, { status: 201 });
    },
  });
}
