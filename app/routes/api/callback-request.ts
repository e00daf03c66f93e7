import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { withDuplicateOf } from "../../domain/team/assignment.ts";
import {
  CALLBACK_NOT_FOUND,
  getCallbackRequest,
} from "../../modules/callbacks/callbacks.server.ts";
import { listNotes } from "../../modules/team/work.server.ts";
import { patchWork } from "../../modules/team/work-patch.server.ts";
import { failure, jsonError, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { callbackRequestContract } from "../+shared/contracts/callbacks.ts";

// PATCH {status, assigned_to, follow_up_on} of one callback request, worked like a lead's
// (docs/product/team.md "Working a lead"); staff and admins, guard first. Answers the row with its
// notes.

const route = apiRoute(callbackRequestContract, {
  PATCH: async ({ request, id, user }) => {
    const result = await patchWork("callback", id, await readJsonBody(request), user);
    if (!result.ok) return failure(result);
    const row = await getCallbackRequest(id);
    if (!row) return jsonError(404, CALLBACK_NOT_FOUND);
    return Response.json({
      ...withSource(withDuplicateOf(row)),
      notes: await listNotes("callback", id),
    });
  },
});

export const loader = route.loader;
export const action = route.action;
