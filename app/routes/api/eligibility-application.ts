import {
  deleteApplication,
  getApplication,
  listLeadEvents,
  updateApplicationStatus,
} from "../../modules/leads/work.server.ts";
import { requireAdminApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/eligibility-application";

// GET / PATCH {status} / DELETE (erasure) of one application; admin only. The guard runs before
// anything else, so a signed-out caller learns nothing, not even whether an id exists.

const NOT_FOUND = "Application not found.";

function readId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) return null;
  return Number(param);
}

async function withEvents(id: number) {
  const application = await getApplication(id);
  if (!application) return null;
  return { ...application, events: await listLeadEvents(id) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireAdminApi(request);
    const id = readId(params.id);
    const application = id === null ? null : await withEvents(id);
    if (!application) return jsonError(404, NOT_FOUND);
    return Response.json(application, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const admin = await requireAdminApi(request);
    if (request.method !== "PATCH" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    }
    const id = readId(params.id);
    if (id === null) return jsonError(404, NOT_FOUND);

    if (request.method === "DELETE") {
      return (await deleteApplication(id))
        ? new Response(null, { status: 204 })
        : jsonError(404, NOT_FOUND);
    }

    const body = await readJsonBody(request);
    const status =
      typeof body === "object" && body !== null ? (body as { status?: unknown }).status : undefined;
    const result = await updateApplicationStatus(id, status, admin.email);
    if (!result.ok) {
      return result.notFound
        ? jsonError(404, result.error)
        : validationError(result.error, result.fields);
    }
    return Response.json({ ...result.application, events: await listLeadEvents(id) });
  });
}
