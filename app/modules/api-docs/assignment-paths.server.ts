// Speed to lead (docs/product/speed-to-lead.md): availability and languages of the team. The
// bodies are the zod schemas the server parses with; the lists' `duplicates` filter and the rows'
// `duplicate_of` are described with the lists (leads-paths, borrower-paths).

import { z } from "zod";
import { LANGUAGES } from "../../domain/enums.ts";
import { meUpdateSchema, userWorkUpdateSchema } from "../../domain/team/assignment.ts";
import type { ApiTeamUser } from "../assignment/availability.server.ts";
import { userSchema } from "./common.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

const teamUserSchema = userSchema.extend({
  available: z.boolean().describe("Takes new enquiries now; everyone starts away."),
  languages: z
    .array(z.enum(LANGUAGES))
    .describe("Languages they take enquiries in; Hindi enquiries go to `hi` speakers first."),
});

const _teamUser: Same<z.output<typeof teamUserSchema>, ApiTeamUser> = true;
void _teamUser;

const answer = (description: string) =>
  json({ type: "object", required: ["user"], properties: { user: ref("TeamUser") } }, description);

export const schemas: Record<string, Schema> = {
  TeamUser: fromZod(teamUserSchema),
  AvailabilityUpdate: fromZod(meUpdateSchema, "input"),
  UserWorkUpdate: {
    ...fromZod(userWorkUpdateSchema, "input"),
    minProperties: 1,
  },
};

export const paths: PathItems = {
  "/api/me": {
    get: operation("Auth", {
      summary: "The signed-in user with their availability and languages",
      operationId: "getMe",
      access: "signed-in",
      responses: { 200: answer("Signed in.") },
    }),
    patch: operation("Auth", {
      summary: "Mark yourself available or away for new enquiries (staff, admin)",
      description:
        "Only an available staff member or admin is given new leads and callback requests by the rotation (docs/product/speed-to-lead.md).",
      operationId: "setMyAvailability",
      access: "role",
      body: ref("AvailabilityUpdate"),
      responses: { 200: answer("Saved.") },
    }),
  },
  "/api/users/{id}": {
    parameters: [idParameter()],
    patch: operation("Auth", {
      summary: "Set a team member's availability and languages (admin)",
      description:
        "A customer's account takes no enquiries: 400. Unknown fields, a non-boolean `available` or a language list other than `en`/`hi` (each once, at least one): 400, nothing changed.",
      operationId: "setUserWork",
      access: "role",
      body: ref("UserWorkUpdate"),
      responses: { 200: answer("Saved.") },
      errors: [404],
    }),
  },
};
