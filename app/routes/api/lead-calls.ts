import { logCall } from "../../modules/calls/calls.server.ts";
import { created, failure, readJsonBody } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leadCalls } from "../+shared/contracts/leads.ts";

// POST /api/eligibility-applications/{id}/calls {outcome, note?} (staff, admin): one call attempt
// → 201; a fourth attempt in an IST day, or one outside 08:00–19:00 IST → 409 with the reason
// (docs/product/borrower-view.md "Calls the team logs").

const route = apiRoute(leadCalls, {
  POST: async ({ request, params, user }) => {
    const result = await logCall(idParam(params.id), await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    return created(result.call);
  },
});

export const loader = route.loader;
export const action = route.action;
