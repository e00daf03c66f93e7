import { z } from "zod";
import { grievanceSchema } from "../../../domain/grievances/schema.ts";
import { grievanceAnswerSchema } from "../../../modules/grievances/list.server.ts";
import { grievanceCreatedSchema } from "../../../modules/grievances/submit.server.ts";
import { clientId } from "./common.ts";
import { call, contract, json } from "./contract.ts";

// Grievances (docs/product/borrower-view.md "Grievances"): the public form and the grievance
// officer's list.

export const grievances = contract("Leads", "/api/grievances", {
  POST: call("createGrievance", "Send a grievance to the Grievance Officer", {
    rawBody: grievanceSchema
      .extend({ client_id: clientId })
      .describe("A grievance to the Grievance Officer."),
    201: json(
      grievanceCreatedSchema,
      "Stored; acknowledged by e-mail (to `email`, else to the named enquiry's).",
    ),
  }),
  GET: call("listGrievances", "List grievances with their 30-day clock (admins)", {
    role: "grievances",
    200: json(
      z.array(grievanceAnswerSchema),
      "Open ones first, oldest first; then the resolved ones, newest first.",
    ),
  }),
});
