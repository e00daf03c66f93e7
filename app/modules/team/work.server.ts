// Working a lead (docs/product/team.md "Working a lead"): assignment, next follow-up date and
// notes. Keyed by subject kind and id, so callback requests (and messages) are worked with the same
// code: a new kind adds its table to ENQUIRY_TABLES (with assigned_to and follow_up_on columns) and
// nothing else.

import type { Selectable } from "kysely";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import type { WorkNotesTable } from "../../db/schema.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { assignmentMail } from "../../domain/team/mail.ts";
import { TEAM_ROLES } from "../../domain/team/roles.ts";
import { WORK_MESSAGES, type WorkUpdate } from "../../domain/team/work.ts";
import type { AnswersEvery } from "../../utils/type-checks.ts";
import { recordManualTurn } from "../assignment/rotation.server.ts";
import { enqueueMail, publicUrl } from "../outbox/outbox.server.ts";
import { stampFirstResponse } from "../speed-to-lead/first-response.server.ts";
import type { PublicUser } from "../users/users.server.ts";

export type WorkNoteRow = Selectable<WorkNotesTable>;

/** A note as the API answers it (every column; a new one fails to compile until it is here). */
export const noteAnswerSchema = z
  .object({
    id: z.number().int(),
    subject_type: z.enum(["lead", "callback"] satisfies EnquiryKind[]),
    subject_id: z.number().int(),
    author_id: z.number().int().nullable(),
    author_email: z.string(),
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Note" });
const _note: AnswersEvery<WorkNoteRow, z.output<typeof noteAnswerSchema>> = true;
void _note;

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  role: string;
}

/** Who a lead can be assigned to: staff and admins, by e-mail. */
export async function listTeamMembers(): Promise<TeamMember[]> {
  const rows = await getDb()
    .selectFrom("users")
    .select(["id", "email", "name", "surname", "role"])
    .where("role", "in", [...TEAM_ROLES])
    .orderBy("email")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    name: [r.name, r.surname].filter(Boolean).join(" "),
    role: r.role,
  }));
}

/**
 * A change of a lead, callback request or grievance that was refused: `notFound` when there is no
 * such row (404), else the input's faults by field (400). Nothing was written.
 */
export type ChangeRefused =
  | { ok: false; notFound: true; error: string }
  | { ok: false; notFound?: false; error: string; fields: Record<string, string> };

export type WorkResult = { ok: true } | ChangeRefused;

/**
 * Sets the assignee and/or the follow-up date. A new assignee who is not the actor gets an
 * e-mail, queued in the same transaction as the change.
 */
export async function updateWork(
  subject: EnquiryKind,
  id: number,
  update: WorkUpdate,
  actor: PublicUser,
  now: Date = new Date(),
): Promise<WorkResult> {
  const notFound = { ok: false as const, notFound: true as const, error: "Not found." };
  if (!Number.isSafeInteger(id) || id <= 0) return notFound;
  const table = ENQUIRY_TABLES[subject];
  return getDb()
    .transaction()
    .execute(async (trx): Promise<WorkResult> => {
      const current = await trx
        .selectFrom(table)
        .select(["id", "assigned_to"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!current) return notFound;
      let assignee: { id: number; email: string } | undefined;
      if (update.assigned_to !== undefined && update.assigned_to !== null) {
        assignee = await trx
          .selectFrom("users")
          .select(["id", "email"])
          .where("id", "=", update.assigned_to)
          .where("role", "in", [...TEAM_ROLES])
          .executeTakeFirst();
        if (!assignee) {
          return {
            ok: false,
            error: WORK_MESSAGES.notTeam,
            fields: { assigned_to: WORK_MESSAGES.notTeam },
          };
        }
      }
      const set: { assigned_to?: number | null; follow_up_on?: string | null } = {};
      if (update.assigned_to !== undefined) set.assigned_to = update.assigned_to;
      if (update.follow_up_on !== undefined) set.follow_up_on = update.follow_up_on;
      if (Object.keys(set).length === 0) return { ok: true };
      await trx.updateTable(table).set(set).where("id", "=", id).execute();
      const changed = assignee && Number(current.assigned_to ?? 0) !== Number(assignee.id);
      // The assignee's newest turn of the rotation (docs/product/speed-to-lead.md: "last
      // assignment of any kind").
      if (changed && assignee) await recordManualTurn(trx, Number(assignee.id), now);
      if (changed && assignee && Number(assignee.id) !== actor.id) {
        const reference = await leadReference(trx, subject, id);
        await enqueueMail(
          trx,
          [
            {
              ...assignmentMail({ id, reference }, actor.email, publicUrl(), subject),
              dedupeKey: `${subject}:${id}:assign:${assignee.id}:${now.toISOString()}`,
              kind: "assignment",
              to: assignee.email,
            },
          ],
          now,
        );
      }
      return { ok: true };
    });
}

// biome-ignore lint/suspicious/noExplicitAny: the reference column arrives with issue 12's migration
async function leadReference(trx: any, subject: EnquiryKind, id: number): Promise<string | null> {
  const row = await trx
    .selectFrom(ENQUIRY_TABLES[subject])
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return (row as { reference?: string | null } | undefined)?.reference ?? null;
}

export async function addNote(
  subject: EnquiryKind,
  id: number,
  text: string,
  author: PublicUser,
  now: Date = new Date(),
): Promise<WorkNoteRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const exists = await getDb()
    .selectFrom(ENQUIRY_TABLES[subject])
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!exists) return null;
  const at = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const note = await trx
        .insertInto("work_notes")
        .values({
          subject_type: subject,
          subject_id: id,
          author_id: author.id,
          author_email: author.email,
          text,
          created_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The first note is the first response (docs/product/speed-to-lead.md "First response").
      await stampFirstResponse(trx, subject, id, at);
      return note;
    });
}

/** Notes on one subject, oldest first (they read as a conversation). */
export async function listNotes(subject: EnquiryKind, id: number): Promise<WorkNoteRow[]> {
  return getDb()
    .selectFrom("work_notes")
    .selectAll()
    .where("subject_type", "=", subject)
    .where("subject_id", "=", id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** Erasure of a subject takes its notes with it (they may quote the borrower). */
export async function deleteNotes(subject: EnquiryKind | "message", id: number): Promise<void> {
  await getDb()
    .deleteFrom("work_notes")
    .where("subject_type", "=", subject)
    .where("subject_id", "=", id)
    .execute();
}
