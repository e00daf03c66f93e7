import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import { toApiUser } from "../../modules/users/users.server.ts";
import { handleApiErrors, jsonError, methodNotAllowed } from "../../utils/http.server.ts";
import type { Route } from "./+types/auth-me";

// GET /api/auth/me: who the session cookie belongs to.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const user = await getSessionUser(request);
    if (!user) return jsonError(401, "Not signed in.", {}, { "Cache-Control": "no-store" });
    return Response.json({ user: toApiUser(user) }, { headers: { "Cache-Control": "no-store" } });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
