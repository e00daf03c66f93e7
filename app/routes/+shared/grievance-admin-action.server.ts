import { setGrievanceStatus } from "../../modules/grievances/list.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";

// The status form of the grievance list and of a grievance's page (docs/product/team.md
// "Grievances"): one action for both, admins only. The id comes from the page's path, or from the
// list row's hidden field.

export type GrievanceActionResult = { ok: true; error: null } | { ok: false; error: string };

export async function grievanceStatusAction(
  request: Request,
  pathId?: string,
): Promise<{ result: GrievanceActionResult; status: number }> {
  const admin = await requireRole(request, "grievances");
  const form = await request.formData();
  const id = idParam(pathId ?? String(form.get("id") ?? ""));
  const result = await setGrievanceStatus(id, form.get("status"), admin.email);
  if (result.ok) return { result: { ok: true, error: null }, status: 200 };
  return { result: { ok: false, error: result.error }, status: result.notFound ? 404 : 400 };
}
