import { withPmayCandidate } from "../../domain/eligibility/pmay-hint.ts";
import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { withDuplicateOf } from "../../domain/team/assignment.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { deleteLead, getLead, listLeadEvents } from "../../modules/leads/work.server.ts";
import { listBankApplications } from "../../modules/loan-file/bank-applications.server.ts";
import { listNotes } from "../../modules/team/work.server.ts";
import { patchWork } from "../../modules/team/work-patch.server.ts";
import { failure, jsonError, readJsonBody } from "../../utils/http.server.ts";

// GET / PATCH {status, assigned_to, follow_up_on} / DELETE (erasure) of one application; staff
// and admins. The guard runs before anything else, so a signed-out caller learns nothing, not
// even whether an id exists. Views and erasures go to the access log (docs/product/team.md).

const NOT_FOUND = "Application not found.";

async function withHistory(id: number) {
  const application = await getLead(id);
  if (!application) return null;
  const [events, notes, bankApplications] = await Promise.all([
    listLeadEvents(id),
    listNotes("lead", id),
    listBankApplications(id),
  ]);
  return {
    ...withPmayCandidate(withSource(withDuplicateOf(application))),
    events,
    notes,
    bank_applications: bankApplications,
  };
}

const route = apiRoute({
  role: "leads",
  notFound: NOT_FOUND,
  GET: async ({ id, user }) => {
    const application = await withHistory(id);
    if (!application) return jsonError(404, NOT_FOUND);
    await recordAccess({
      actorId: user.id,
      actorEmail: user.email,
      action: "view",
      subjectType: "lead",
      subjectId: id,
      detail: "API",
    });
    return Response.json(application);
  },
  PATCH: async ({ request, id, user }) => {
    const result = await patchWork("lead", id, await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    const application = await withHistory(id);
    return application ? Response.json(application) : jsonError(404, NOT_FOUND);
  },
  DELETE: async ({ id, user }) => {
    if (!(await deleteLead(id, user))) return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204 });
  },
});

export const loader = route.loader;
export const action = route.action;
