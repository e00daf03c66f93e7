// Working one lead: reading it with its history, status changes, erasure, and a customer's own
// applications (docs/product/team.md and docs/product/http-api.md).

import { getDb } from "../../db/db.server.ts";
import { recordAccess } from "../access-log/access-log.server.ts";
import { deletedRows } from "../deleted-rows.server.ts";
import { eraseLeadDocuments } from "../loan-file/document-erasure.server.ts";
import { rowById } from "../row-by-id.server.ts";
import { statusEvents, statusPatch } from "../team/status.server.ts";
import { deleteNotes } from "../team/work.server.ts";
import type { PublicUser } from "../users/users.server.ts";
import { LEAD_MESSAGES, type LeadEventRow, type LeadRow } from "./intake.server.ts";

export async function getLead(id: number): Promise<LeadRow | undefined> {
  return rowById("eligibility_applications", id);
}

/** Status history of one application, oldest first. */
export async function listLeadEvents(applicationId: number): Promise<LeadEventRow[]> {
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) return [];
  return statusEvents(getDb(), "lead", applicationId);
}

/** Moves a lead through new → contacted → converted / closed and records who did it. */
export const updateLeadStatus = statusPatch("lead", "application", LEAD_MESSAGES);
export type UpdateStatusResult = Awaited<ReturnType<typeof updateLeadStatus>>;

/**
 * Erasure (DPDP Act): an admin deletes a lead (the lead page's Delete, DELETE
 * /api/eligibility-applications/{id}): the lead, its history, its documents and the team's notes
 * on it go, and the access log keeps who erased it (docs/product/team.md). Without `by` (tests,
 * the system) nobody is logged. False when there was no such lead.
 */
export async function deleteLead(
  id: number,
  by?: Pick<PublicUser, "id" | "email">,
): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  // The documents' bytes first: the rows go with the lead, the disk or the bucket would not.
  await eraseLeadDocuments([id], {
    id: by?.id ?? null,
    email: by?.email ?? "system",
    action: "erase",
    why: "lead deleted",
  });
  const deleted = await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("lead_events").where("application_id", "=", id).execute();
      return (
        (await deletedRows(trx.deleteFrom("eligibility_applications").where("id", "=", id))) > 0
      );
    });
  if (!deleted) return false;
  await deleteNotes("lead", id);
  if (by) {
    await recordAccess({
      actorId: by.id,
      actorEmail: by.email,
      action: "erase",
      subjectType: "lead",
      subjectId: id,
    });
  }
  return true;
}

/** A signed-in customer's own applications, newest first (the account page). */
export async function listLeadsForUser(userId: number): Promise<LeadRow[]> {
  return getDb()
    .selectFrom("eligibility_applications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
