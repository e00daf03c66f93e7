import { redirect } from "react-router";
import { reviewDocument } from "../../modules/loan-file/documents.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { documentsNoticeUrl } from "../../utils/documents-notice.ts";
import { idParam } from "../../utils/id-param.ts";

// POST /admin/eligibility/{id}/documents/{code}/review {status, reason}: the Documents panel's
// Verify and Reject forms; a redirect back to the lead's page with the outcome by the item.

export async function action({
  request,
  params,
}: {
  request: Request;
  params: Record<string, string | undefined>;
}) {
  const user = await requireRole(request, "leads");
  const id = idParam(params.id);
  const form = Object.fromEntries(
    [...(await request.formData().catch(() => new FormData())).entries()].map(([k, v]) => [
      k,
      typeof v === "string" ? v : "",
    ]),
  );
  const result = await reviewDocument(id, params.code, form, user);
  const message = result.ok
    ? result.item.status === "verified"
      ? "Verified."
      : "Rejected."
    : result.error;
  return redirect(documentsNoticeUrl(id, params.code ?? "", { ok: result.ok, message }), 303);
}

export async function loader({ params }: { params: Record<string, string | undefined> }) {
  return redirect(`/admin/eligibility/${idParam(params.id)}`);
}
