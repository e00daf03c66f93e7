import { endSession } from "../../modules/sessions/sessions.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { logout } from "../+shared/contracts/auth.ts";

// POST /api/auth/logout: deletes the session row (so a copied cookie stops working too) and
// clears the cookie. Signed-out callers get the same 204: the end state is what they asked for.

const route = apiRoute(logout, {
  POST: async ({ request }) => {
    const cookie = await endSession(request);
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
