// Telling the borrower of a step of their loan file (ADR 026): by e-mail when they gave one, by
// SMS when a provider is configured, in the language they applied in. Queued in the move's own
// transaction under the step's key: the outbox's unique key refuses a second row for the same
// step and channel, so a step is told once, and only if the move itself was stored.

import { normaliseIndianMobile } from "../../domain/auth/schemas.ts";
import { type LoanFileStep, loanFileNotice, stepKey } from "../../domain/loan-file/notices.ts";
import type { MailContent } from "../../domain/team/mail.ts";
import { enqueueMail, type NewMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";
import { enqueueSms, smsConfigured } from "../outbox/sms-outbox.server.ts";
import type { LockedLead, Trx } from "./records.server.ts";

/** The outbox label of an SMS (its subject column): what it is, without personal data. */
function smsLabel(step: LoanFileStep): string {
  return step.kind === "documents" ? "Loan file: documents requested" : `Loan file: ${step.kind}`;
}

export async function tellBorrower(
  trx: Trx,
  lead: LockedLead,
  steps: LoanFileStep[],
  now: Date,
): Promise<void> {
  if (lead.consent_withdrawn_at !== null || steps.length === 0) return;
  const phone = normaliseIndianMobile(lead.phone_number);
  const sms = smsConfigured() && phone !== null;
  const url = publicUrl();
  for (const step of steps) {
    const key = stepKey(lead, step);
    const notice = loanFileNotice(lead, step, url);
    if (lead.email.trim() !== "") {
      await enqueueMail(
        trx,
        [{ dedupeKey: `${key}:email`, kind: "loan-file", to: lead.email, ...notice.mail }],
        now,
      );
    }
    if (sms) {
      await enqueueSms(
        trx,
        [
          {
            dedupeKey: `${key}:sms`,
            kind: "loan-file",
            to: `+91${phone}`,
            label: smsLabel(step),
            message: notice.sms,
          },
        ],
        now,
      );
    }
  }
}

/**
 * The team's copies of a loan-file mail: to NOTIFY_EMAIL and to the lead's assignee (once when
 * they are the same address), under the keys given for each, so a retry queues neither again.
 */
export async function teamMails(
  trx: Trx,
  leadId: number,
  keys: { team: string; assignee: string },
  mail: MailContent,
): Promise<NewMail[]> {
  const assignee = await trx
    .selectFrom("eligibility_applications")
    .innerJoin("users", "users.id", "eligibility_applications.assigned_to")
    .select("users.email")
    .where("eligibility_applications.id", "=", leadId)
    .executeTakeFirst();
  const mails: NewMail[] = [];
  const notify = notifyEmail();
  if (notify) mails.push({ dedupeKey: keys.team, kind: "loan-file", to: notify, ...mail });
  if (assignee && assignee.email !== notify) {
    mails.push({ dedupeKey: keys.assignee, kind: "loan-file", to: assignee.email, ...mail });
  }
  return mails;
}
