// "Who has my data" (docs/product/borrower-view.md): per enquiry, the dated ledger of the banks the
// file was shared with, the documents received, the notices sent, the calls the team logged, and
// how many times the team opened the file. Every query is by this lead's id (or its bank
// applications' and files' ids, and the exact outbox keys of its notices), so nothing of another
// lead can appear. The view count comes from the access log without the names in it.

import { getDb } from "../../db/db.server.ts";
import {
  LEDGER_BANK_STAGES,
  type Ledger,
  type LedgerEntry,
  noticeKeys,
  sortLedger,
} from "../../domain/loan-file/ledger.ts";
import { savedLoanLedgerEntries } from "../my-loans/ledger.server.ts";
import { ownedLeadIds } from "./records.server.ts";

async function bankEntries(leadId: number) {
  const db = getDb();
  const apps = await db
    .selectFrom("bank_applications")
    .select(["id", "bank_slug"])
    .where("application_id", "=", leadId)
    .execute();
  const ids = apps.map((a) => Number(a.id));
  if (ids.length === 0) return { apps: [], entries: [] as LedgerEntry[] };
  const [events, tranches] = await Promise.all([
    db
      .selectFrom("bank_application_events")
      .select(["bank_application_id", "stage", "created_at"])
      .where("bank_application_id", "in", ids)
      .where("stage", "in", [...LEDGER_BANK_STAGES])
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("bank_application_tranches")
      .select(["id", "bank_application_id"])
      .where("bank_application_id", "in", ids)
      .execute(),
  ]);
  const slug = new Map(apps.map((a) => [Number(a.id), a.bank_slug]));
  // A bank the borrower never approved never had the file: its withdrawal is not a "stop".
  const shared = new Set(
    events.filter((e) => e.stage === "approved").map((e) => Number(e.bank_application_id)),
  );
  const entries: LedgerEntry[] = events
    .filter((e) => shared.has(Number(e.bank_application_id)))
    .map((e) => ({
      kind: "bank",
      at: e.created_at,
      bank: slug.get(Number(e.bank_application_id)) ?? "",
      bank_application_id: Number(e.bank_application_id),
      stage: e.stage as (typeof LEDGER_BANK_STAGES)[number],
    }));
  return {
    apps: apps.map((a) => ({
      id: Number(a.id),
      bank: a.bank_slug,
      trancheIds: tranches
        .filter((t) => Number(t.bank_application_id) === Number(a.id))
        .map((t) => Number(t.id)),
    })),
    entries,
  };
}

/** How many times the team opened these rows of one kind (the access log's `view`s). */
async function viewsOf(subjectType: "lead" | "document", ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await getDb()
    .selectFrom("access_log")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("subject_type", "=", subjectType)
    .where("subject_id", "in", ids)
    .where("action", "=", "view")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ledger of one lead (the caller has established that the borrower owns it). */
export async function ledgerOf(leadId: number): Promise<Ledger> {
  const db = getDb();
  const [banks, files, calls, lead] = await Promise.all([
    bankEntries(leadId),
    db
      .selectFrom("lead_document_files")
      .select(["id", "code", "uploaded_at"])
      .where("application_id", "=", leadId)
      .execute(),
    db
      .selectFrom("lead_calls")
      .select(["outcome", "created_at"])
      .where("application_id", "=", leadId)
      .execute(),
    db
      .selectFrom("eligibility_applications")
      .select("phone_number")
      .where("id", "=", leadId)
      .executeTakeFirst(),
  ]);
  const keys = noticeKeys(leadId, banks.apps);
  const fileIds = files.map((f) => Number(f.id));
  const [sent, leadViews, downloads, savedLoans] = await Promise.all([
    db
      .selectFrom("mail_outbox")
      .select(["dedupe_key", "sent_at"])
      .where("dedupe_key", "in", [...keys.keys()])
      .where("status", "=", "sent")
      .execute(),
    viewsOf("lead", [leadId]),
    // A download of one of its documents opens the file too (loan-file.md "Download").
    viewsOf("document", fileIds),
    // Loans saved with the same mobile on /my-loan (docs/product/my-loan.md "The borrower's own
    // view"); an erased lead's mobile is gone, and so are they.
    lead?.phone_number ? savedLoanLedgerEntries(lead.phone_number) : [],
  ]);
  const entries: LedgerEntry[] = [
    ...banks.entries,
    ...files.map((f): LedgerEntry => ({ kind: "document", at: f.uploaded_at, code: f.code })),
    ...sent.flatMap((m): LedgerEntry[] => {
      const key = keys.get(m.dedupe_key);
      return key && m.sent_at ? [{ kind: "message", at: m.sent_at, ...key }] : [];
    }),
    ...calls.map((c): LedgerEntry => ({ kind: "call", at: c.created_at, outcome: c.outcome })),
    ...savedLoans,
  ];
  return {
    entries: sortLedger(entries),
    staff_views: leadViews + downloads,
  };
}

/** /account: the ledger of each of the signed-in customer's leads still held, by lead id. */
export async function ledgersOfOwner(userId: number): Promise<Map<number, Ledger>> {
  const ledgers = new Map<number, Ledger>();
  for (const id of await ownedLeadIds(userId)) ledgers.set(id, await ledgerOf(id));
  return ledgers;
}
