import { redirect } from "react-router";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { PublicUser } from "../../modules/users/users.server.ts";
import { documentsNoticeUrl } from "../../utils/documents-notice.ts";
import { idParam } from "../../utils/id-param.ts";

// The team's Documents panel (docs/product/loan-file.md "Documents") posts plain HTML forms, one
// route per form. Each answers the same way: the team member is checked, the form is handled, and
// a redirect back to the lead's page carries the outcome by the item, so no script is needed. A
// GET of such a route (a reload of the redirect's target gone wrong, a pasted link) goes to the
// lead's page.

type Outcome = { ok: boolean; message: string };
type Handler = (
  request: Request,
  leadId: number,
  code: string | undefined,
  user: PublicUser,
) => Promise<Outcome>;
type Args = { request: Request; params: Record<string, string | undefined> };

export function documentPanelRoute(handle: Handler) {
  return {
    loader: ({ params }: Pick<Args, "params">) =>
      redirect(`/admin/eligibility/${idParam(params.id)}`),
    action: async ({ request, params }: Args) => {
      const user = await requireRole(request, "leads");
      const id = idParam(params.id);
      const outcome = await handle(request, id, params.code, user);
      return redirect(documentsNoticeUrl(id, params.code ?? "", outcome), 303);
    },
  };
}
