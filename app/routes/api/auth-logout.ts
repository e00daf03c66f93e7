import { endSession } from "../../modules/sessions/sessions.server.ts";
import { handleApiErrors, methodNotAllowed } from "../../utils/http.server.ts";
import type { Route } from "./+types/auth-logout";

// POST /api/auth/logout: deletes the session row (so a copied cookie stops working too) and
// clears the cookie. Signed-out callers get the same 204: the end state is what they asked for.

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const cookie = await endSession(request);
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
    });
  });
}
