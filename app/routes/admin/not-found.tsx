import { data } from "react-router";
import { adminMeta } from "../../components/admin/admin-page.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/not-found";

// Unknown /admin/… paths: the admin 404 inside the admin layout (the guard has already run).
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "team");
  throw data({ message: "Page not found." }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export const meta = () => adminMeta("Page not found");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
