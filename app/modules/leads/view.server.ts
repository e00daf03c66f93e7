import { z } from "zod";
import { withPmayCandidate } from "../../domain/eligibility/pmay-hint.ts";
import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { withDuplicateOf } from "../../domain/team/assignment.ts";
import { recordAccess } from "../access-log/access-log.server.ts";
import { listBankApplications } from "../loan-file/bank-applications.server.ts";
import { bankApplicationSchema } from "../loan-file/records.server.ts";
import { listNotes, noteAnswerSchema } from "../team/work.server.ts";
import type { PublicUser } from "../users/users.server.ts";
import { leadAnswerSchema, leadEventSchema } from "./answers.ts";
import type { LeadRow } from "./intake.server.ts";
import { getLead, listLeadEvents } from "./work.server.ts";

// One lead as the team reads it: the row with its hints, its status history, the notes and its
// bank applications; the answer of GET /api/eligibility-applications/{id}
// (docs/product/http-api.md) and the data of the lead's page.

export type LeadDetail = Awaited<ReturnType<typeof withHistory>>;

// The stored lead also documents `consent` (any value): the document always had it.
export const storedConsentSchema = z
  .unknown()
  .optional()
  .describe("Consent to be contacted and to the privacy notice.");

/** The answer as the API documents it (app/routes/+shared/contracts/leads.ts). */
export const leadDetailSchema = leadAnswerSchema
  .extend({
    events: z.array(leadEventSchema).describe("Status changes."),
    notes: z.array(noteAnswerSchema),
    bank_applications: z.array(bankApplicationSchema),
    consent: storedConsentSchema,
  })
  .meta({ id: "EligibilityApplicationDetail" });

/** The lead's JSON with its history (the answer to GET and PATCH). */
export async function withHistory(lead: LeadRow) {
  const id = Number(lead.id);
  const [events, notes, bankApplications] = await Promise.all([
    listLeadEvents(id),
    listNotes("lead", id),
    listBankApplications(id),
  ]);
  return {
    ...withPmayCandidate(withSource(withDuplicateOf(lead))),
    events,
    notes,
    bank_applications: bankApplications,
  };
}

/** The lead and its history, without logging a view (the answer to a PATCH). */
export async function leadDetail(id: number): Promise<LeadDetail | undefined> {
  const lead = await getLead(id);
  return lead && withHistory(lead);
}

/**
 * A team member opens a lead, on its page or through the API: the one place its view goes to the
 * access log (docs/product/team.md "The access log"), with detail "API" for the API. Nothing is
 * logged for a lead that does not exist.
 */
export async function viewLead(
  id: number,
  user: Pick<PublicUser, "id" | "email">,
  via: "page" | "api",
): Promise<LeadRow | undefined> {
  const lead = await getLead(id);
  if (!lead) return undefined;
  await recordAccess({
    actorId: user.id,
    actorEmail: user.email,
    action: "view",
    subjectType: "lead",
    subjectId: id,
    ...(via === "api" ? { detail: "API" } : {}),
  });
  return lead;
}
