import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { withDuplicateOf } from "../../domain/team/assignment.ts";
import { contactMasker } from "../../domain/team/masking.ts";
import { parseAssignedFilter } from "../../domain/team/work.ts";
import * as callbacks from "../../modules/callbacks/callbacks.server.ts";
import { overdueBefore, resolveAssigned } from "../../modules/team/views.server.ts";
import { booleanParam, invalidParam, validationError } from "../../utils/http.server.ts";
import { apiRoute, enquiryPost } from "../+shared/api-route.server.ts";
import { callbackRequests } from "../+shared/contracts/callbacks.ts";

// POST (public): 'Request a callback' → 201 {reference}. GET (team): the requests, newest first
// (?status=, ?assigned=me|none|ID and ?overdue=true filter), withdrawn ones left out, the mobile
// masked for staff.

const route = apiRoute(callbackRequests, {
  GET: async ({ request, user }) => {
    const params = new URL(request.url).searchParams;
    const status = params.get("status") || null;
    if (status !== null && !(LEAD_STATUSES as readonly string[]).includes(status)) {
      invalidParam("status", callbacks.CALLBACK_STATUS_MESSAGE);
    }
    const assigned = parseAssignedFilter(params.get("assigned"));
    if (!assigned.ok) return validationError(assigned.error, assigned.fields);
    const overdue = booleanParam("overdue", params.get("overdue"));
    const escalated = booleanParam("escalated", params.get("escalated") || null);
    const duplicates = booleanParam("duplicates", params.get("duplicates"));
    const rows = await callbacks.listCallbackRequests({
      escalated,
      status: status as LeadStatus | null,
      assigned: resolveAssigned(assigned.data, user.id),
      overdueBefore: overdueBefore(overdue === true),
      duplicates,
    });
    // Staff see the mobile number masked in the list, as in the leads' list (docs/product/team.md
    // "Masking").
    const mask = contactMasker(user.role);
    return Response.json(
      rows.map((row) => withSource(withDuplicateOf(mask(row)))),
      { headers: { "X-Total-Count": String(rows.length) } },
    );
  },
  POST: enquiryPost(callbacks.submitCallbackRequest, callbacks.CALLBACK_THANKS),
});

export const loader = route.loader;
export const action = route.action;
