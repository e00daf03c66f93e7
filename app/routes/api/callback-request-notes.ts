import { parseNote } from "../../domain/team/work.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { CALLBACK_NOT_FOUND } from "../../modules/callbacks/callbacks.server.ts";
import { addNote } from "../../modules/team/work.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";

// POST /api/callback-requests/{id}/notes {text} → 201 {id, author_email, text, created_at}: the
// same notes as a lead's (DECISIONS.md 9, issue 13); staff and admins.

const route = apiRoute({
  role: "callbacks",
  POST: async ({ request, params, user }) => {
    const id = idParam(params.id);
    if (!id) return jsonError(404, CALLBACK_NOT_FOUND);
    const parsed = parseNote(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const note = await addNote("callback", id, parsed.data.text, user);
    if (!note) return jsonError(404, CALLBACK_NOT_FOUND);
    return Response.json(note, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
