import { getSession } from "../../modules/sessions/sessions.server.ts";
import { toApiUser } from "../../modules/users/users.server.ts";
import { jsonError, NO_STORE, noStoreJson } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { authMe } from "../+shared/contracts/auth.ts";

// GET /api/auth/me: who the session cookie belongs to. A team member who must still set up
// two-step sign-in is told so (`mfa: 'enrol'`); one who owes the code is not signed in yet.

const route = apiRoute(authMe, {
  GET: async ({ request }) => {
    const session = await getSession(request);
    if (!session || session.stage === "code") {
      const owed = session ? { mfa: "required" } : {};
      return jsonError(401, "Not signed in.", owed, NO_STORE);
    }
    const user = toApiUser(session.user);
    return noStoreJson(session.stage === "enrol" ? { user, mfa: "enrol" } : { user });
  },
});

export const loader = route.loader;
export const action = route.action;
