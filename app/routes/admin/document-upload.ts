import { redirect } from "react-router";
import { uploadAsStaff } from "../../modules/loan-file/document-uploads.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { documentsNoticeUrl } from "../../utils/documents-notice.ts";
import { idParam } from "../../utils/id-param.ts";

// POST /admin/eligibility/{id}/documents/{code}: the Documents panel's plain upload form
// (multipart, one `file` part). Answers with a redirect back to the lead's page, which shows the
// outcome by the item: no script needed.

export async function action({
  request,
  params,
}: {
  request: Request;
  params: Record<string, string | undefined>;
}) {
  const user = await requireRole(request, "leads");
  const id = idParam(params.id);
  const result = await uploadAsStaff(request, id, params.code, user.id);
  return redirect(
    documentsNoticeUrl(
      id,
      params.code ?? "",
      result.ok ? { ok: true, message: "File uploaded." } : { ok: false, message: result.error },
    ),
    303,
  );
}

export async function loader({ params }: { params: Record<string, string | undefined> }) {
  return redirect(`/admin/eligibility/${idParam(params.id)}`);
}
