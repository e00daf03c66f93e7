// Retention (docs/product/team.md "Erasure and retention"): a daily job erases the personal fields
// of leads and contact messages older than LEAD_RETENTION_DAYS (default 730), as a withdrawal of
// consent does (docs/product/borrower-journey.md): name, e-mail, phone, postal code and company go;
// the anonymous figures, status history and reference stay. Callback requests too: name and mobile
// go, as their withdrawal does.

import { getDb } from "../../db/db.server.ts";
import { log } from "../../utils/log.server.ts";
import { recordAccess } from "../access-log/access-log.server.ts";
import { ERASED_PERSONAL_FIELDS } from "../enquiries/personal-fields.server.ts";
import { eraseDocumentsOfErasedLeads } from "../loan-file/document-erasure.server.ts";

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
}

export async function runRetention(
  now: Date = new Date(),
  days: number = retentionDays(),
): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const at = now.toISOString();
  const db = getDb();
  const leads = await db
    .updateTable("eligibility_applications")
    .set({ ...ERASED_PERSONAL_FIELDS.eligibility_applications, personal_data_erased_at: at })
    .where("created_at", "<", cutoff)
    .where("personal_data_erased_at", "is", null)
    .executeTakeFirst();
  // Notes may quote the borrower: they go with the personal fields.
  await db
    .deleteFrom("work_notes")
    .where("subject_type", "=", "lead")
    .where(
      "subject_id",
      "in",
      db
        .selectFrom("eligibility_applications")
        .select("id")
        .where("personal_data_erased_at", "=", at),
    )
    .execute();
  const messages = await db
    .updateTable("contact_messages")
    .set({ ...ERASED_PERSONAL_FIELDS.contact_messages, personal_data_erased_at: at })
    .where("created_at", "<", cutoff)
    .where("personal_data_erased_at", "is", null)
    .executeTakeFirst();
  const callbacks = await db
    .updateTable("callback_requests")
    .set({ ...ERASED_PERSONAL_FIELDS.callback_requests, personal_data_erased_at: at })
    .where("created_at", "<", cutoff)
    .where("personal_data_erased_at", "is", null)
    .executeTakeFirst();
  await db
    .deleteFrom("work_notes")
    .where("subject_type", "=", "callback")
    .where(
      "subject_id",
      "in",
      db.selectFrom("callback_requests").select("id").where("personal_data_erased_at", "=", at),
    )
    .execute();
  // The documents of every erased lead leave the disk or the bucket (each lead's own log row).
  const files = await eraseDocumentsOfErasedLeads(now);
  const result = {
    leads: Number(leads.numUpdatedRows),
    messages: Number(messages.numUpdatedRows),
    callbacks: Number(callbacks.numUpdatedRows),
    files,
  };
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
