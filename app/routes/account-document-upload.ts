import { redirect } from "react-router";
import { langOfRequest } from "../i18n/catalogues.server.ts";
import { uploadAsOwner } from "../modules/loan-file/document-uploads.server.ts";
import { requireUser } from "../modules/sessions/sessions.server.ts";
import { documentsNoticeQuery } from "../utils/documents-notice.ts";
import { idParam } from "../utils/id-param.ts";

// POST /account/documents/{leadId}/{code} (and /hi/…): the signed-in owner's upload form on
// /account (docs/product/loan-file.md "Documents"), a plain multipart post; their session is the
// proof, no code needed. Answers with a redirect back to /account, which shows the outcome.

type Args = { request: Request; params: Record<string, string | undefined> };

const accountPath = (request: Request) =>
  langOfRequest(request) === "hi" ? "/hi/account" : "/account";

export async function action({ request, params }: Args) {
  const user = await requireUser(request);
  const leadId = idParam(params.leadId);
  const code = params.code ?? "";
  const result = await uploadAsOwner(request, user.id, leadId, code);
  const outcome = result.ok
    ? { ok: true, message: "File uploaded." }
    : { ok: false, message: result.error };
  return redirect(
    `${accountPath(request)}?${documentsNoticeQuery(code, outcome, leadId)}#documents-${leadId}`,
    303,
  );
}

export async function loader({ request }: Args) {
  return redirect(accountPath(request));
}
