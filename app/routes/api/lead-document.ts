import { apiRoute } from "../../modules/api-route.server.ts";
import { reviewDocument } from "../../modules/loan-file/documents.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";

// PATCH /api/eligibility-applications/{id}/documents/{code} {status: verified|rejected, reason}
// (docs/product/loan-file.md "Documents"), staff and admins: a reason is required to reject.

const route = apiRoute({
  role: "leads",
  PATCH: async ({ request, params, user }) => {
    const result = await reviewDocument(
      idParam(params.id),
      params.code,
      await readJsonBody(request),
      user,
    );
    if (!result.ok) return failure(result);
    return Response.json(result.item);
  },
});

export const loader = route.loader;
export const action = route.action;
