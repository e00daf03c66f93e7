import { apiRoute } from "../../modules/api-route.server.ts";
import { LOAN_FILE_MESSAGES } from "../../modules/loan-file/bank-applications.server.ts";
import { documentsOfLead } from "../../modules/loan-file/documents.server.ts";
import { jsonError } from "../../utils/http.server.ts";

// GET /api/eligibility-applications/{id}/documents (docs/product/loan-file.md "Documents"), staff
// and admins: the lead's checklist, each item with its status, reason and files.

const route = apiRoute({
  role: "leads",
  notFound: LOAN_FILE_MESSAGES.leadNotFound,
  GET: async ({ id }) => {
    const list = await documentsOfLead(id);
    if (!list) return jsonError(404, LOAN_FILE_MESSAGES.leadNotFound);
    return Response.json(list);
  },
});

export const loader = route.loader;
export const action = route.action;
