import { apiMe, setOwnAvailability } from "../../modules/assignment/availability.server.ts";
import { requireUserApi } from "../../modules/sessions/sessions.server.ts";
import { failure, NO_STORE, noStoreJson, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { me } from "../+shared/contracts/team.ts";

// GET /api/me: the signed-in user with their availability and languages. PATCH /api/me
// {available}: a staff member or admin marks themselves available or away; a customer gets 403
// (docs/product/speed-to-lead.md "Availability and automatic assignment"). Any signed-in user,
// whatever their role; a team member who owes two-step sign-in is answered as every team call.

const route = apiRoute(me, {
  GET: async ({ request }) => noStoreJson({ user: await apiMe(await requireUserApi(request)) }),
  PATCH: async ({ request }) => {
    const user = await requireUserApi(request);
    const result = await setOwnAvailability(user, await readJsonBody(request));
    if (!result.ok) return failure(result, NO_STORE);
    return noStoreJson({ user: result.user });
  },
});

export const loader = route.loader;
export const action = route.action;
