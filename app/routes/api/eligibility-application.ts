import { parseWorkUpdate, WORK_MESSAGES } from "../../domain/team/work.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import {
  deleteApplication,
  getApplication,
  isLeadStatus,
  listLeadEvents,
  updateApplicationStatus,
} from "../../modules/leads/work.server.ts";
import { listBankApplications } from "../../modules/loan-file/bank-applications.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { deleteNotes, listNotes, updateWork } from "../../modules/team/work.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/eligibility-application";

// GET / PATCH {status, assigned_to, follow_up_on} / DELETE (erasure) of one application; staff
// and admins. The guard runs before anything else, so a signed-out caller learns nothing, not
// even whether an id exists. Views and erasures go to the access log (docs/product/team.md).

const NOT_FOUND = "Application not found.";

async function withHistory(id: number) {
  const application = await getApplication(id);
  if (!application) return null;
  const [events, notes, bankApplications] = await Promise.all([
    listLeadEvents(id),
    listNotes("lead", id),
    listBankApplications(id),
  ]);
  return { ...application, events, notes, bank_applications: bankApplications };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "leads");
    const id = idParam(params.id) || null;
    const application = id === null ? null : await withHistory(id);
    if (!application || id === null) return jsonError(404, NOT_FOUND);
    await recordAccess({
      actorId: user.id,
      actorEmail: user.email,
      action: "view",
      subjectType: "lead",
      subjectId: id,
      detail: "API",
    });
    return Response.json(application, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "leads");
    if (request.method !== "PATCH" && request.method !== "DELETE") {
      return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    }
    const id = idParam(params.id) || null;
    if (id === null) return jsonError(404, NOT_FOUND);

    if (request.method === "DELETE") {
      if (!(await deleteApplication(id))) return jsonError(404, NOT_FOUND);
      await deleteNotes("lead", id);
      await recordAccess({
        actorId: user.id,
        actorEmail: user.email,
        action: "erase",
        subjectType: "lead",
        subjectId: id,
      });
      return new Response(null, { status: 204 });
    }

    const body = await readJsonBody(request);
    const record =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const hasStatus = "status" in record;
    const work = parseWorkUpdate(record);
    if (!work.ok) return validationError(work.error, work.fields);
    const hasWork = work.data.assigned_to !== undefined || work.data.follow_up_on !== undefined;
    if (!hasStatus && !hasWork) return validationError(WORK_MESSAGES.nothing);
    // Everything is checked before anything is written: a bad field changes nothing.
    if (hasStatus && !isLeadStatus(record.status)) {
      const result = await updateApplicationStatus(id, record.status, user.email);
      if (!result.ok) {
        return result.notFound
          ? jsonError(404, result.error)
          : validationError(result.error, result.fields);
      }
    }
    if (hasWork) {
      const result = await updateWork("lead", id, work.data, user);
      if (!result.ok) {
        return result.notFound
          ? jsonError(404, NOT_FOUND)
          : validationError(result.error, result.fields);
      }
    }
    if (hasStatus) {
      const result = await updateApplicationStatus(id, record.status, user.email);
      if (!result.ok) {
        return result.notFound
          ? jsonError(404, result.error)
          : validationError(result.error, result.fields);
      }
    }
    const application = await withHistory(id);
    return application ? Response.json(application) : jsonError(404, NOT_FOUND);
  });
}
