import { data } from "react-router";
import type { Permission } from "../../domain/team/roles.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";

// The first lines of every admin page of one row
// (/admin/eligibility/{id}, /admin/callbacks/{id}, /admin/grievances/{id}, /admin/messages/{id}).

/**
 * The role guard, the path's `:id` through idParam, the row, or the page's 404 with `notFound`.
 * `logView` writes the view to the access log (docs/product/team.md "The access log"); the lead's
 * page loads with modules/leads/view.server.ts's viewLead, which logs it.
 */
export async function requireRow<Row>(
  { request, params }: { request: Request; params: { id?: string } },
  options: {
    role: Permission;
    load: (id: number, user: Awaited<ReturnType<typeof requireRole>>) => Promise<Row | undefined>;
    notFound: string;
    logView?: "grievance" | "message" | "callback";
  },
) {
  const user = await requireRole(request, options.role);
  const id = idParam(params.id);
  const row = id ? await options.load(id, user) : undefined;
  if (!row) throw data({ message: options.notFound }, { status: 404 });
  if (options.logView) {
    await recordAccess({
      actorId: user.id,
      actorEmail: user.email,
      action: "view",
      subjectType: options.logView,
      subjectId: id,
    });
  }
  return { user, id, row };
}
