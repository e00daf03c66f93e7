import { resetTwoStep } from "../../modules/two-step/two-step.server.ts";
import { failure } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { mfaReset } from "../+shared/contracts/auth.ts";

// POST /api/users/{id}/mfa-reset (admin): the member lost their phone. Their second factor,
// recovery codes and sessions go; they enrol again at their next sign-in (docs/product/team.md
// "Two-step sign-in").

const route = apiRoute(mfaReset, {
  POST: async ({ user, id }) => {
    const result = await resetTwoStep(user, id);
    if (!result.ok) return failure(result);
    return Response.json({ user: result.user });
  },
});

export const loader = route.loader;
export const action = route.action;
