import { reviewDocument } from "../../modules/loan-file/documents.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leadDocument } from "../+shared/contracts/loan-file.ts";

// PATCH /api/eligibility-applications/{id}/documents/{code} {status: verified|rejected, reason}
// (docs/product/loan-file.md "Documents"), staff and admins: a reason is required to reject.

const route = apiRoute(leadDocument, {
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
