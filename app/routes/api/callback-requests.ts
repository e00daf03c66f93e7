import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import {
  CALLBACK_STATUS_MESSAGE,
  listCallbackRequests,
  submitCallbackRequest,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/callback-requests";

// POST (public): 'Request a callback' → 201 {reference}. GET (admin): the requests, newest first
// (?status= filters), withdrawn ones left out.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireRoleApi(request, "callbacks");
    const status = new URL(request.url).searchParams.get("status") || null;
    if (status !== null && !(LEAD_STATUSES as readonly string[]).includes(status)) {
      return validationError(CALLBACK_STATUS_MESSAGE, { status: CALLBACK_STATUS_MESSAGE });
    }
    const rows = await listCallbackRequests({ status: status as LeadStatus | null });
    return Response.json(rows, {
      headers: { "X-Total-Count": String(rows.length), "Cache-Control": "no-store" },
    });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const result = await submitCallbackRequest(await readJsonBody(request));
    if (!result.ok) return validationError(result.error, result.fields);
    return Response.json(
      { id: result.id, reference: result.reference, phone_verified: result.phone_verified },
      { status: 201 },
    );
  });
}
