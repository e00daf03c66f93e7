import { uploadAsStaff } from "../../modules/loan-file/document-uploads.server.ts";
import { failure } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leadDocumentFiles } from "../+shared/contracts/loan-file.ts";

// POST /api/eligibility-applications/{id}/documents/{code}/files (docs/product/loan-file.md
// "Documents"), staff and admins: multipart/form-data with one `file` part → 201 {id}. PDF, JPEG
// or PNG by content (else 400), at most 10 MiB (else 413); nothing is stored on a refusal.

const route = apiRoute(leadDocumentFiles, {
  POST: async ({ request, params, user }) => {
    const result = await uploadAsStaff(request, idParam(params.id), params.code, user.id);
    if (!result.ok) return failure(result);
    return Response.json({ id: result.id }, { status: 201 });
  },
});

export const loader = route.loader;
export const action = route.action;
