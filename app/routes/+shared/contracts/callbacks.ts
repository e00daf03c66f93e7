import { z } from "zod";
import { callbackRequestSchema } from "../../../domain/callbacks/schema.ts";
import { sourceBodySchema } from "../../../domain/speed-to-lead/touch.ts";
import { workUpdateBodySchema } from "../../../domain/team/work.ts";
import * as callbacks from "../../../modules/callbacks/callbacks.server.ts";
import { clientId } from "./common.ts";
import { call, contract, json } from "./contract.ts";

// Callback requests (docs/product/borrower-journey.md, team.md): the request, the team's list and
// working one.

const callbackRequest = callbacks.callbackRequestRowSchema;

export const callbackRequests = contract("Leads", "/api/callback-requests", {
  POST: call("createCallbackRequest", "Request a callback", {
    rawBody: callbackRequestSchema
      .extend({ client_id: clientId, source: sourceBodySchema.optional() })
      .meta({
        id: "CallbackRequestInput",
        description:
          "Mobile: 10 digits starting 6–9, optional +91. Slots are IST. `otp_verification`: the token of POST /api/otp/verify.",
      }),
    201: json(
      callbacks.callbackCreatedSchema,
      "Stored, or already stored under this `client_id` (the same answer).",
    ),
  }),
  GET: call("listCallbackRequests", "List callback requests (staff, admin)", {
    role: "callbacks",
    rawQuery: callbacks.callbackListQuerySchema,
    200: json(z.array(callbackRequest), "Newest first; withdrawn ones left out."),
  }),
});

export const callbackRequestContract = contract("Leads", "/api/callback-requests/{id}", {
  role: "callbacks",
  notFound: callbacks.CALLBACK_NOT_FOUND,
  PATCH: call(
    "updateCallbackRequest",
    "Change a callback request's status, assignee or follow-up day (staff, admin)",
    {
      description: "As a lead's (`WorkUpdate`); a new assignee other than the caller is e-mailed.",
      rawBody: workUpdateBodySchema,
      200: json(callbackRequest, "Updated, with its notes; a status change is in its history."),
    },
  ),
});
