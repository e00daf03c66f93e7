import { enrolmentDetails, finishEnrolment } from "../../modules/two-step/sign-in.server.ts";
import { failure, NO_STORE, noStoreJson } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { mfaSetup } from "../+shared/contracts/auth.ts";

// Enrolment in two-step sign-in (docs/product/team.md "Two-step sign-in"), for a session that must
// enrol:
// GET → the secret and its otpauth URL (the same until the first code proves it);
// POST {code} → the ten recovery codes, shown this once, and a whole session (a new cookie).

const route = apiRoute(mfaSetup, {
  GET: async ({ request }) => {
    const result = await enrolmentDetails(request);
    if (!result.ok) return failure(result, NO_STORE);
    return noStoreJson({ secret: result.secret, otpauth_url: result.otpauthUrl });
  },
  POST: async ({ request, body }) => {
    const result = await finishEnrolment(request, body.code);
    if (!result.ok) return failure(result, NO_STORE);
    return Response.json(
      { recovery_codes: result.recoveryCodes },
      { headers: { "Set-Cookie": result.cookie, "Cache-Control": "no-store" } },
    );
  },
});

export const loader = route.loader;
export const action = route.action;
