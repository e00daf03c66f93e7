import { parseNote } from "../../domain/team/work.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { addNote } from "../../modules/team/work.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/eligibility-application-notes";

// POST /api/eligibility-applications/{id}/notes {text} → 201 {id, author_email, text, created_at}
// (docs/product/team.md "Working a lead"); staff and admins.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireRoleApi(request, "leads");
    return methodNotAllowed(["POST"]);
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "leads");
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const id = params.id && /^[1-9]\d{0,14}$/.test(params.id) ? Number(params.id) : null;
    if (id === null) return jsonError(404, "Application not found.");
    const parsed = parseNote(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const note = await addNote("lead", id, parsed.data.text, user);
    if (!note) return jsonError(404, "Application not found.");
    return Response.json(note, { status: 201 });
  });
}
