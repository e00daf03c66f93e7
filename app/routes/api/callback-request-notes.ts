import { parseNote } from "../../domain/team/work.ts";
import { CALLBACK_NOT_FOUND } from "../../modules/callbacks/callbacks.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { addNote } from "../../modules/team/work.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/callback-request-notes";

// POST /api/callback-requests/{id}/notes {text} → 201 {id, author_email, text, created_at}: the
// same notes as a lead's (docs/product/team.md "Working a lead", issue 13); staff and admins.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireRoleApi(request, "callbacks");
    return methodNotAllowed(["POST"]);
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "callbacks");
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const id = params.id && /^[1-9]\d{0,14}$/.test(params.id) ? Number(params.id) : null;
    if (id === null) return jsonError(404, CALLBACK_NOT_FOUND);
    const parsed = parseNote(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const note = await addNote("callback", id, parsed.data.text, user);
    if (!note) return jsonError(404, CALLBACK_NOT_FOUND);
    return Response.json(note, { status: 201 });
  });
}
