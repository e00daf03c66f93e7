// Telling the borrower of a step of their loan file (ADR 026): by e-mail when they gave one, by
// SMS when a provider is configured, in the language they applied in. Queued in the move's own
// transaction under the step's key: the outbox's unique key refuses a second row for the same
// step and channel, so a step is told once, and only if the move itself was stored.

import { normaliseIndianMobile } from "../../domain/auth/schemas.ts";
import { type LoanFileStep, loanFileNotice, stepKey } from "../../domain/loan-file/notices.ts";
import { enqueueMail, publicUrl } from "../outbox/outbox.server.ts";
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
