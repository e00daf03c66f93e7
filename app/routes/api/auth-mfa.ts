import { parseSecondStep } from "../../domain/auth/two-step.ts";
import { finishSignIn } from "../../modules/two-step/sign-in.server.ts";
import { toApiUser } from "../../modules/users/users.server.ts";
import { failure, NO_STORE, readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { mfa } from "../+shared/contracts/auth.ts";

// POST /api/auth/mfa {code} | {recovery_code}: the second step of a team member's sign-in
// (docs/product/team.md "Two-step sign-in"). A code is good once; every attempt counts towards the
// sign-in limit (server/security.ts), so guessing is as slow as guessing passwords.

const route = apiRoute(mfa, {
  POST: async ({ request }) => {
    const parsed = parseSecondStep(await readJsonBody(request));
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const result = await finishSignIn(request, parsed.data);
    if (!result.ok) return failure(result, NO_STORE);
    return Response.json(
      {
        user: toApiUser(result.user),
        ...(result.recoveryCodesLeft === null
          ? {}
          : { recovery_codes_left: result.recoveryCodesLeft }),
      },
      { headers: { "Set-Cookie": result.cookie, "Cache-Control": "no-store" } },
    );
  },
});

export const loader = route.loader;
export const action = route.action;
