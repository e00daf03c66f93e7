import { setUserWork } from "../../modules/assignment/availability.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { user } from "../+shared/contracts/team.ts";

// PATCH /api/users/{id} {available, languages} (admin): a team member's availability and the
// languages they take enquiries in (docs/product/speed-to-lead.md).

const route = apiRoute(user, {
  PATCH: async ({ request, params }) => {
    const result = await setUserWork(idParam(params.id), await readJsonBody(request));
    if (!result.ok) return failure(result);
    return Response.json({ user: result.user });
  },
});

export const loader = route.loader;
export const action = route.action;
