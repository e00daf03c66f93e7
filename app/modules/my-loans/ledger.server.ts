// Saved loans in "who has my data" (docs/product/my-loan.md "The borrower's own view",
// docs/product/borrower-view.md): the enquiry's ledger lists each loan saved with the same mobile
// and each message sent about it. Read by the mobile and the loans' exact outbox keys, so nothing
// of another mobile can appear.

import { getDb } from "../../db/db.server.ts";
import type { LedgerEntry } from "../../domain/loan-file/ledger.ts";

/** The ledger entries of the loans saved with this mobile (10 digits). */
export async function savedLoanLedgerEntries(phone: string): Promise<LedgerEntry[]> {
  const db = getDb();
  const loans = await db
    .selectFrom("saved_loans")
    .select(["id", "bank", "lender_name", "created_at"])
    .where("phone", "=", phone)
    .execute();
  if (loans.length === 0) return [];
  const byId = new Map(loans.map((l) => [Number(l.id), l]));
  const notices = await db
    .selectFrom("my_loan_notices")
    .select(["loan_id", "key"])
    .where(
      "loan_id",
      "in",
      loans.map((l) => l.id),
    )
    .execute();
  // The outbox keys of notices.server.ts: `my-loan:<key>` (e-mail) and `my-loan:<key>:sms`.
  const keys = new Map<string, { loanId: number; channel: "email" | "sms" }>();
  for (const n of notices) {
    keys.set(`my-loan:${n.key}`, { loanId: Number(n.loan_id), channel: "email" });
    keys.set(`my-loan:${n.key}:sms`, { loanId: Number(n.loan_id), channel: "sms" });
  }
  const sent =
    keys.size === 0
      ? []
      : await db
          .selectFrom("mail_outbox")
          .select(["dedupe_key", "sent_at"])
          .where("dedupe_key", "in", [...keys.keys()])
          .where("status", "=", "sent")
          .execute();
  const entries: LedgerEntry[] = loans.map((l) => ({
    kind: "saved_loan",
    at: l.created_at,
    bank: l.bank,
    lender_name: l.lender_name,
  }));
  for (const m of sent) {
    const key = keys.get(m.dedupe_key);
    const loan = key ? byId.get(key.loanId) : undefined;
    if (!key || !loan || !m.sent_at) continue;
    entries.push({
      kind: "saved_loan_message",
      at: m.sent_at,
      channel: key.channel,
      bank: loan.bank,
      lender_name: loan.lender_name,
    });
  }
  return entries;
}
