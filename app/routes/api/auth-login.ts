import { parseLogin } from "../../domain/auth/schemas.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { signInWithPassword } from "../../modules/two-step/sign-in.server.ts";
import { toApiUser, verifyLogin } from "../../modules/users/users.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";

// POST /api/auth/login: email + password → a fresh (rotated) session cookie. Wrong email and
// wrong password get the same answer, so the API does not reveal which accounts exist. A team
// member's session is limited until the second step (DECISIONS.md section 18): `mfa: 'enrol'`
// (set up the authenticator) or `mfa: 'required'` (POST /api/auth/mfa), which says nothing more
// about the account until the code is given.

const route = apiRoute({
  POST: async ({ request }) => {
    const parsed = parseLogin(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const user = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!user) return jsonError(401, "Invalid email or password.");
    const { cookie, next } = await signInWithPassword(request, user);
    const body =
      next === "done"
        ? { user: toApiUser(user) }
        : next === "enrol"
          ? { user: toApiUser(user), mfa: "enrol" }
          : { mfa: "required" };
    return Response.json(body, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
  },
});

export const loader = route.loader;
export const action = route.action;
