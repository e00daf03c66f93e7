import { signInWithPassword } from "../../modules/two-step/sign-in.server.ts";
import { toApiUser, verifyLogin } from "../../modules/users/users.server.ts";
import { jsonError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { login } from "../+shared/contracts/auth.ts";

// POST /api/auth/login: email + password → a fresh (rotated) session cookie. Wrong email and
// wrong password get the same answer, so the API does not reveal which accounts exist. A team
// member's session is limited until the second step (docs/product/team.md "Two-step sign-in"):
// `mfa: 'enrol'` (set up the authenticator) or `mfa: 'required'` (POST /api/auth/mfa), which says
// nothing more about the account until the code is given.

const route = apiRoute(login, {
  POST: async ({ request, body }) => {
    const user = await verifyLogin(body.email, body.password);
    if (!user) return jsonError(401, "Invalid email or password.");
    const { cookie, next } = await signInWithPassword(request, user);
    const answer =
      next === "done"
        ? { user: toApiUser(user) }
        : next === "enrol"
          ? { user: toApiUser(user), mfa: "enrol" }
          : { mfa: "required" };
    return Response.json(answer, {
      headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
