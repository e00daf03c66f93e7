// When the borrower stops sharing their file with a bank (docs/product/borrower-view.md "Stop
// sharing with a bank"): NOTIFY_EMAIL and the lead's assignee are told, and the bank's contact for
// GharSetu (banks.notify_email) is asked to stop processing and erase the file. Queued in the
// withdrawal's own transaction under one key per recipient and bank application: the outbox's
// unique key refuses a second row, and the stage (withdrawn is final) refuses a second
// withdrawal, so the bank is mailed exactly once.

import type { BankApplicationRecord } from "../../db/schema.ts";
import {
  type WithdrawalFacts,
  withdrawalBankMail,
  withdrawalKeys,
  withdrawalTeamMail,
} from "../../domain/loan-file/ledger.ts";
import { enqueueMail, type NewMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";
import type { Trx } from "./records.server.ts";

export async function tellOfWithdrawal(
  trx: Trx,
  leadId: number,
  app: BankApplicationRecord,
  now: Date,
): Promise<void> {
  const lead = await trx
    .selectFrom("eligibility_applications")
    .leftJoin("users", "users.id", "eligibility_applications.assigned_to")
    .select([
      "eligibility_applications.reference",
      "eligibility_applications.first_name",
      "eligibility_applications.last_name",
      "users.email as assignee",
    ])
    .where("eligibility_applications.id", "=", leadId)
    .executeTakeFirstOrThrow();
  const bank = await trx
    .selectFrom("banks")
    .select(["name", "notify_email"])
    .where("slug", "=", app.bank_slug)
    .executeTakeFirst();
  const facts: WithdrawalFacts = {
    reference: lead.reference,
    borrowerName: `${lead.first_name} ${lead.last_name}`.trim(),
    bankName: bank?.name ?? app.bank_slug.toUpperCase(),
    bankReference: app.bank_reference,
    stage: app.stage,
  };
  const keys = withdrawalKeys(Number(app.id));
  const team = withdrawalTeamMail(facts, publicUrl());
  const mails: NewMail[] = [];
  const notify = notifyEmail();
  if (notify) mails.push({ dedupeKey: keys.team, kind: "loan-file", to: notify, ...team });
  if (lead.assignee && lead.assignee !== notify) {
    mails.push({ dedupeKey: keys.assignee, kind: "loan-file", to: lead.assignee, ...team });
  }
  const contact = bank?.notify_email?.trim();
  if (contact) {
    mails.push({
      dedupeKey: keys.bank,
      kind: "loan-file",
      to: contact,
      ...withdrawalBankMail(facts),
    });
  }
  await enqueueMail(trx, mails, now);
}
