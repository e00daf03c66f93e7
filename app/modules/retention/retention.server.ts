// Retention (docs/product/team.md "Erasure and retention"): a daily job erases the personal fields
// of leads and contact messages older than LEAD_RETENTION_DAYS (default 730), as a withdrawal of
// consent does (docs/product/borrower-journey.md): name, e-mail, phone, postal code and company go;
// the anonymous figures, status history and reference stay. Callback requests too: name and mobile
// go, as their withdrawal does.

import { getDb } from "../../db/db.server.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { log } from "../../utils/log.server.ts";
import { recordAccess } from "../access-log/access-log.server.ts";
import { ERASED_PERSONAL_FIELDS } from "../enquiries/personal-fields.server.ts";
import { eraseDocumentsOfErasedLeads } from "../loan-file/document-erasure.server.ts";
import { eraseLoansBefore } from "../my-loans/erase.server.ts";
import { eraseSnapshotsBefore } from "../offers/snapshots.server.ts";

export const DEFAULT_RETENTION_DAYS = 730;

export function retentionDays(): number {
  const n = Number(process.env.LEAD_RETENTION_DAYS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_RETENTION_DAYS;
}

export interface RetentionResult {
  leads: number;
  messages: number;
  callbacks: number;
  /** Document files deleted (of these leads, and any an earlier erasure could not delete). */
  files: number;
  /** Offer snapshots deleted (docs/product/offers.md "Snapshots"). */
  offer_snapshots: number;
  /** Saved loans deleted (docs/product/my-loan.md "The borrower's own view"). */
  saved_loans: number;
}

export async function runRetention(
  now: Date = new Date(),
  days: number = retentionDays(),
): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const at = now.toISOString();
  const db = getDb();
  /** Erases one table's personal fields older than the cutoff, and the notes on those rows. */
  const erase = async (
    table: keyof typeof ERASED_PERSONAL_FIELDS,
    notesOf?: EnquiryKind,
  ): Promise<number> => {
    const values = { ...ERASED_PERSONAL_FIELDS[table], personal_data_erased_at: at };
    const result = await db
      .updateTable(table)
      .set(values)
      .where("created_at", "<", cutoff)
      .where("personal_data_erased_at", "is", null)
      .executeTakeFirst();
    // Notes may quote the borrower: they go with the personal fields.
    if (notesOf) {
      await db
        .deleteFrom("work_notes")
        .where("subject_type", "=", notesOf)
        .where(
          "subject_id",
          "in",
          db.selectFrom(table).select("id").where("personal_data_erased_at", "=", at),
        )
        .execute();
    }
    return Number(result.numUpdatedRows);
  };
  const leads = await erase("eligibility_applications", "lead");
  // The notes of the team's calls may quote the borrower too; the outcome and time stay, for the
  // call limits and the anonymous history (docs/product/team.md "Erasure and retention").
  await db
    .updateTable("lead_calls")
    .set({ note: null })
    .where("note", "is not", null)
    .where(
      "application_id",
      "in",
      db
        .selectFrom("eligibility_applications")
        .select("id")
        .where("personal_data_erased_at", "=", at),
    )
    .execute();
  const messages = await erase("contact_messages");
  const callbacks = await erase("callback_requests", "callback");
  // The documents of every erased lead leave the disk or the bucket (each lead's own log row).
  const files = await eraseDocumentsOfErasedLeads(now);
  // Snapshots hold no name or contact, but what a borrower earns and owes is theirs all the same:
  // they go after the same time (docs/product/offers.md "Snapshots").
  const offer_snapshots = await eraseSnapshotsBefore(cutoff);
  const saved_loans = await eraseLoansBefore(cutoff);
  const result = { leads, messages, callbacks, files, offer_snapshots, saved_loans };
  log("info", "retention erased personal data", { days, ...result });
  if (result.leads + result.messages + result.callbacks > 0) {
    await recordAccess({
      actorId: null,
      actorEmail: "retention job",
      action: "retention",
      subjectType: "leads",
      detail: `older than ${days} days: ${result.leads} leads, ${result.messages} messages, ${result.callbacks} callbacks`,
    });
  }
  return result;
}
