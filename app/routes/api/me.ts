import { apiRoute } from "../../modules/api-route.server.ts";
import { apiMe, setOwnAvailability } from "../../modules/assignment/availability.server.ts";
import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import { failure, jsonError, readJsonBody } from "../../utils/http.server.ts";

// GET /api/me: the signed-in user with their availability and languages. PATCH /api/me
// {available}: a staff member or admin marks themselves available or away; a customer gets 403
// (docs/product/speed-to-lead.md "Availability and automatic assignment").

const route = apiRoute({
  GET: async ({ request }) => {
    const user = await getSessionUser(request);
    if (!user) return jsonError(401, "Sign in required.", {}, { "Cache-Control": "no-store" });
    return Response.json({ user: await apiMe(user) }, { headers: { "Cache-Control": "no-store" } });
  },
  PATCH: async ({ request }) => {
    const user = await getSessionUser(request);
    if (!user) return jsonError(401, "Sign in required.", {}, { "Cache-Control": "no-store" });
    const result = await setOwnAvailability(user, await readJsonBody(request));
    const headers = { "Cache-Control": "no-store" };
    if (!result.ok) return failure(result, headers);
    return Response.json({ user: result.user }, { headers });
  },
});

export const loader = route.loader;
export const action = route.action;
