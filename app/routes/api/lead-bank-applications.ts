import { getLead } from "../../modules/leads/work.server.ts";
import {
  createBankApplication,
  LOAN_FILE_MESSAGES,
  listBankApplications,
} from "../../modules/loan-file/bank-applications.server.ts";
import { created, failure, jsonError, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leadBankApplications } from "../+shared/contracts/loan-file.ts";

// /api/eligibility-applications/{id}/bank-applications (docs/product/loan-file.md), staff and
// admins: GET the lead's bank applications; POST {bank} proposes one → 201, a second for the same
// bank → 409.

const route = apiRoute(leadBankApplications, {
  GET: async ({ id }) => {
    if (!(await getLead(id))) return jsonError(404, LOAN_FILE_MESSAGES.leadNotFound);
    return Response.json(await listBankApplications(id));
  },
  POST: async ({ request, id, user }) => {
    const result = await createBankApplication(id, await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    return created(result.bankApplication);
  },
});

export const loader = route.loader;
export const action = route.action;
