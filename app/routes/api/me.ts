import { apiRoute } from "../../modules/api-route.server.ts";
import { apiMe, setOwnAvailability } from "../../modules/assignment/availability.server.ts";
import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import {
  failure,
  jsonError,
  NO_STORE,
  noStoreJson,
  readJsonBody,
} from "../../utils/http.server.ts";

// GET /api/me: the signed-in user with their availability and languages. PATCH /api/me
// {available}: a staff member or admin marks themselves available or away; a customer gets 403
// (docs/product/speed-to-lead.md "Availability and automatic assignment").

/** Any signed-in user, whatever their role; else 401, kept by no cache like every answer here. */
async function signedIn(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw jsonError(401, "Sign in required.", {}, NO_STORE);
  return user;
}

const route = apiRoute({
  GET: async ({ request }) => noStoreJson({ user: await apiMe(await signedIn(request)) }),
  PATCH: async ({ request }) => {
    const user = await signedIn(request);
    const result = await setOwnAvailability(user, await readJsonBody(request));
    if (!result.ok) return failure(result, NO_STORE);
    return noStoreJson({ user: result.user });
  },
});

export const loader = route.loader;
export const action = route.action;
