import { parseWorkUpdate, WORK_MESSAGES } from "../../domain/team/work.ts";
import {
  CALLBACK_NOT_FOUND,
  CALLBACK_STATUS_MESSAGE,
  getCallbackRequest,
  isCallbackStatus,
  updateCallbackStatus,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { listNotes, updateWork } from "../../modules/team/work.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/callback-request";

// PATCH {status, assigned_to, follow_up_on} of one callback request, worked like a lead's
// (docs/product/team.md "Working a lead", issue 13); staff and admins, guard first. Answers the row
// with its notes.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireRoleApi(request, "callbacks");
    return methodNotAllowed(["PATCH"]);
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "callbacks");
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const id = /^[1-9]\d{0,14}$/.test(params.id ?? "") ? Number(params.id) : 0;
    if (id === 0) return jsonError(404, CALLBACK_NOT_FOUND);
    const body = await readJsonBody(request);
    const record =
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    const hasStatus = "status" in record;
    const work = parseWorkUpdate(record);
    if (!work.ok) return validationError(work.error, work.fields);
    const hasWork = work.data.assigned_to !== undefined || work.data.follow_up_on !== undefined;
    if (!hasStatus && !hasWork) return validationError(WORK_MESSAGES.nothing);
    // Everything is checked before anything is written: a bad field changes nothing.
    if (hasStatus && !isCallbackStatus(record.status)) {
      return validationError(CALLBACK_STATUS_MESSAGE, { status: CALLBACK_STATUS_MESSAGE });
    }
    if (hasWork) {
      const result = await updateWork("callback", id, work.data, user);
      if (!result.ok) {
        return result.notFound
          ? jsonError(404, CALLBACK_NOT_FOUND)
          : validationError(result.error, result.fields);
      }
    }
    if (hasStatus) {
      const result = await updateCallbackStatus(id, record.status, user.email);
      if (!result.ok) {
        return result.notFound
          ? jsonError(404, result.error)
          : validationError(result.error, result.fields);
      }
    }
    const row = await getCallbackRequest(id);
    if (!row) return jsonError(404, CALLBACK_NOT_FOUND);
    return Response.json({ ...row, notes: await listNotes("callback", id) });
  });
}
