import { apiRoute } from "../../modules/api-route.server.ts";
import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import { toApiUser } from "../../modules/users/users.server.ts";
import { jsonError, NO_STORE, noStoreJson } from "../../utils/http.server.ts";

// GET /api/auth/me: who the session cookie belongs to.

const route = apiRoute({
  GET: async ({ request }) => {
    const user = await getSessionUser(request);
    if (!user) return jsonError(401, "Not signed in.", {}, NO_STORE);
    return noStoreJson({ user: toApiUser(user) });
  },
});

export const loader = route.loader;
export const action = route.action;
