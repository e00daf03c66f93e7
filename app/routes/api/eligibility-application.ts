import { leadDetail, viewLead, withHistory } from "../../modules/leads/view.server.ts";
import { deleteLead } from "../../modules/leads/work.server.ts";
import { patchWork } from "../../modules/team/work-patch.server.ts";
import { failure, jsonError, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { lead } from "../+shared/contracts/leads.ts";

// GET / PATCH {status, assigned_to, follow_up_on} / DELETE (erasure) of one application; staff
// and admins. The guard runs before anything else, so a signed-out caller learns nothing, not
// even whether an id exists. Views and erasures go to the access log (docs/product/team.md).

const NOT_FOUND = lead.notFound;

const route = apiRoute(lead, {
  GET: async ({ id, user }) => {
    const lead = await viewLead(id, user, "api");
    if (!lead) return jsonError(404, NOT_FOUND);
    return Response.json(await withHistory(lead));
  },
  PATCH: async ({ request, id, user }) => {
    const result = await patchWork("lead", id, await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    const application = await leadDetail(id);
    return application ? Response.json(application) : jsonError(404, NOT_FOUND);
  },
  DELETE: async ({ id, user }) => {
    if (!(await deleteLead(id, user))) return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204 });
  },
});

export const loader = route.loader;
export const action = route.action;
