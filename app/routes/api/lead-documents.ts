import { apiRoute } from "../../modules/api-route.server.ts";
import { LOAN_FILE_MESSAGES } from "../../modules/loan-file/bank-applications.server.ts";
import { documentsOfLead } from "../../modules/loan-file/documents.server.ts";
import { jsonError } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";

// GET /api/eligibility-applications/{id}/documents (docs/product/loan-file.md "Documents"), staff
// and admins: the lead's checklist, each item with its status, reason and files.

const route = apiRoute({
  role: "leads",
  GET: async ({ params }) => {
    const list = await documentsOfLead(idParam(params.id));
    if (!list) return jsonError(404, LOAN_FILE_MESSAGES.leadNotFound);
    return Response.json(list, { headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = route.loader;
export const action = route.action;
