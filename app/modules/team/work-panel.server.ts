import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { returningBorrower } from "../assignment/returning.server.ts";
import type { PublicUser } from "../users/users.server.ts";
import { listNotes, listTeamMembers } from "./work.server.ts";

/**
 * What the work panel of a lead's or a callback request's page shows (docs/product/team.md): who
 * has it, the next follow-up, the team it can go to and the notes, as view rows. The page's view
 * is logged by the page's load (viewLead for a lead, requireRow's logView for a callback request).
 */
export async function workPanelData(subject: EnquiryKind, id: number, user: PublicUser) {
  const [row, notes, team, returning] = await Promise.all([
    getDb()
      .selectFrom(ENQUIRY_TABLES[subject])
      .select(["assigned_to", "follow_up_on"])
      .where("id", "=", id)
      .executeTakeFirst(),
    listNotes(subject, id),
    listTeamMembers(),
    returningBorrower(subject, id),
  ]);
  return {
    currentUserId: user.id,
    assignedTo: row?.assigned_to == null ? null : Number(row.assigned_to),
    followUpOn: row?.follow_up_on ?? null,
    team: team.map((m) => ({ id: m.id, email: m.email, role: m.role })),
    returning,
    notes: notes.map((n) => ({
      id: Number(n.id),
      author: n.author_email,
      text: n.text,
      at: n.created_at,
    })),
  };
}
