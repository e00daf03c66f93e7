import { z } from "zod";
import {
  type EnquiryKind,
  meUpdateSchema,
  userWorkUpdateSchema,
} from "../../../domain/team/assignment.ts";
import { ENQUIRY_MESSAGES, noteSchema } from "../../../domain/team/work.ts";
import { teamUserSchema } from "../../../modules/assignment/availability.server.ts";
import { noteAnswerSchema } from "../../../modules/team/work.server.ts";
import { call, contract, json } from "./contract.ts";

// The team's own calls (docs/product/team.md, speed-to-lead.md): notes on a lead or a callback
// request, and availability and languages for the rotation.

const noteInput = noteSchema.meta({ id: "NoteInput" });

/** POST a note: `/api/eligibility-applications/{id}/notes`, `/api/callback-requests/{id}/notes`. */
const notes = (kind: EnquiryKind, path: string, role: "leads" | "callbacks", op: string) => {
  const what = kind === "lead" ? "a lead" : "a callback request";
  return contract("Leads", `/api/${path}/{id}/notes`, {
    role,
    notFound: ENQUIRY_MESSAGES[kind].notFound,
    POST: call(op, `Add a note to ${what} (staff, admin)`, {
      body: noteInput,
      201: json(noteAnswerSchema, "The note, with its author and time."),
      errors: [405],
    }),
  });
};

export const leadNotes = notes("lead", "eligibility-applications", "leads", "addLeadNote");
export const callbackNotes = notes("callback", "callback-requests", "callbacks", "addCallbackNote");

const teamUser = z.object({ user: teamUserSchema.meta({ id: "TeamUser" }) });

export const me = contract("Auth", "/api/me", {
  GET: call("getMe", "The signed-in user with their availability and languages", {
    access: "signed-in",
    200: json(teamUser, "Signed in."),
  }),
  PATCH: call(
    "setMyAvailability",
    "Mark yourself available or away for new enquiries (staff, admin)",
    {
      description: "Only an available team member is given new enquiries by the rotation.",
      access: "signed-in",
      rawBody: meUpdateSchema.meta({ id: "AvailabilityUpdate" }),
      200: json(teamUser, "Saved."),
    },
  ),
});

export const user = contract("Auth", "/api/users/{id}", {
  role: "users",
  params: z.object({ id: z.number().int().min(1) }),
  PATCH: call("setUserWork", "Set a team member's availability and languages (admin)", {
    description: "A customer's account takes no enquiries (400).",
    rawBody: userWorkUpdateSchema.meta({ id: "UserWorkUpdate", minProperties: 1 }),
    200: json(teamUser, "Saved."),
  }),
});
