import { parseLogin } from "../../domain/auth/schemas.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { startSession } from "../../modules/sessions/sessions.server.ts";
import { toApiUser, verifyLogin } from "../../modules/users/users.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";

// POST /api/auth/login: email + password → a fresh (rotated) session cookie. Wrong email and
// wrong password get the same answer, so the API does not reveal which accounts exist.

const route = apiRoute({
  POST: async ({ request }) => {
    const parsed = parseLogin(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const user = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!user) return jsonError(401, "Invalid email or password.");
    const cookie = await startSession(request, user.id);
    return Response.json(
      { user: toApiUser(user) },
      { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
    );
  },
});

export const loader = route.loader;
export const action = route.action;
