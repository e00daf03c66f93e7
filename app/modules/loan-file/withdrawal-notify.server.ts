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
import { enqueueMail, publicUrl } from "../outbox/outbox.server.ts";
import { teamMails } from "./notify.server.ts";
import type { Trx } from "./records.server.ts";

export async function tellOfWithdrawal(
  trx: Trx,
  leadId: number,
  app: BankApplicationRecord,
  now: Date,
): Promise<void> {
  const lead = await trx
    .selectFrom("eligibility_applications")
    .select(["reference", "first_name", "last_name"])
    .where("id", "=", leadId)
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
  const mails = await teamMails(trx, leadId, keys, withdrawalTeamMail(facts, publicUrl()));
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
