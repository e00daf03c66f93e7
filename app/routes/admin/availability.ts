import { redirect } from "react-router";
import { setOwnAvailability } from "../../modules/assignment/availability.server.ts";
import { requireRole, safeRedirect } from "../../modules/sessions/sessions.server.ts";

// POST /admin/availability {available: true|false, redirectTo}: the admin header's toggle
// (docs/product/speed-to-lead.md). A plain form first: it redirects back to the page it was sent
// from, which then shows the new state.

export async function action({ request }: { request: Request }) {
  const user = await requireRole(request, "team");
  const form = await request.formData().catch(() => new FormData());
  const back = safeRedirect(form.get("redirectTo"), "/admin");
  const available = form.get("available");
  if (available === "true" || available === "false") {
    await setOwnAvailability(user, { available: available === "true" });
  }
  return redirect(back.startsWith("/admin") ? back : "/admin", 303);
}

export async function loader() {
  return redirect("/admin");
}
