import {
  getBankApplication,
  LOAN_FILE_MESSAGES,
  moveBankApplication,
} from "../../modules/loan-file/bank-applications.server.ts";
import { failure, foundOr404, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { bankApplication } from "../+shared/contracts/loan-file.ts";

// /api/bank-applications/{id} (docs/product/loan-file.md), staff and admins: GET one; PATCH
// {stage, …the fields of that stage} moves it (409 with the allowed moves, 400 naming a missing
// field); a further `disbursed` on a disbursed application adds a tranche.

const route = apiRoute(bankApplication, {
  GET: async ({ id }) => foundOr404(await getBankApplication(id), LOAN_FILE_MESSAGES.notFound),
  PATCH: async ({ request, id, user }) => {
    const result = await moveBankApplication(id, await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    return Response.json(result.bankApplication);
  },
});

export const loader = route.loader;
export const action = route.action;
