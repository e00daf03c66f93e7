import { updateCallbackStatus } from "../../modules/callbacks/callbacks.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/callback-request";

// PATCH {status} of one callback request; admin only, guard first.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireRoleApi(request, "callbacks");
    return methodNotAllowed(["PATCH"]);
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const admin = await requireRoleApi(request, "callbacks");
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const id = /^[1-9]\d{0,14}$/.test(params.id ?? "") ? Number(params.id) : 0;
    const body = await readJsonBody(request);
    const status =
      typeof body === "object" && body !== null ? (body as { status?: unknown }).status : undefined;
    const result = await updateCallbackStatus(id, status, admin.email);
    if (result.ok) return Response.json(result.request);
    if (result.notFound) return jsonError(404, result.error);
    return validationError(result.error, result.fields);
  });
}
