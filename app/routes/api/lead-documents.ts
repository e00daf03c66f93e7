import { LOAN_FILE_MESSAGES } from "../../modules/loan-file/bank-applications.server.ts";
import { documentsOfLead } from "../../modules/loan-file/documents.server.ts";
import { foundOr404 } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leadDocuments } from "../+shared/contracts/loan-file.ts";

// GET /api/eligibility-applications/{id}/documents (docs/product/loan-file.md "Documents"), staff
// and admins: the lead's checklist, each item with its status, reason and files.

const route = apiRoute(leadDocuments, {
  GET: async ({ id }) => foundOr404(await documentsOfLead(id), LOAN_FILE_MESSAGES.leadNotFound),
});

export const loader = route.loader;
export const action = route.action;
