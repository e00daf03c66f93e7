// The loan file's rows, shared by the team's moves and the borrower's decisions: reading a bank
// application with its history and tranches, locking a lead for a move, and keeping the lead's
// three figures in step (ADR 026). Every move runs in one transaction that first locks the lead
// (FOR UPDATE on PostgreSQL; SQLite runs one write transaction at a time), then re-reads the bank
// application: two submits of the same move queue behind each other, and the second finds the
// stage already moved.

import type { Transaction } from "kysely";
import { z } from "zod";
import { getDb, getDialect } from "../../db/db.server.ts";
import type { BankApplicationRecord, Database } from "../../db/schema.ts";
import {
  BANK_APPLICATION_STAGES,
  bankApplicationFiguresSchema,
  leadLoanSummary,
  type Stage,
  type Tranche,
} from "../../domain/loan-file/stages.ts";
import { type Offer, offerSchema } from "../../domain/offers/match.ts";

export type Trx = Transaction<Database>;

const stage = z.enum(BANK_APPLICATION_STAGES);

/** A bank application as the team's API answers it (docs/product/loan-file.md). */
export const bankApplicationSchema = z
  .object({
    id: z.number().int(),
    application_id: z.number().int().describe("The lead."),
    bank: z.string().describe("The bank's slug."),
    stage,
    ...bankApplicationFiguresSchema.shape,
    reason: z.string().nullable().describe("Why it was rejected or withdrawn."),
    history: z
      .array(
        z.object({
          stage,
          at: z.iso.datetime(),
          by: z
            .union([z.number().int(), z.literal("borrower")])
            .describe("The team member's user id, or `borrower` for the borrower's decisions."),
        }),
      )
      .describe("Oldest first; starts with `proposed`. Each tranche is a `disbursed` entry."),
    // The offer a borrower chose the bank from (docs/product/offers.md "Choosing a lender"); both
    // null for a bank the team proposed.
    offer_id: z
      .string()
      .nullable()
      .describe("The offer snapshot the borrower chose this bank from."),
    offer: offerSchema
      .nullable()
      .describe("The chosen offer's figures as the snapshot showed them."),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "BankApplication" });
export type BankApplicationView = z.output<typeof bankApplicationSchema>;
export type HistoryEntry = BankApplicationView["history"][number];

export type { Tranche };

/** The lead's columns a move reads: the lock's row. */
export interface LockedLead {
  id: number;
  reference: string;
  first_name: string;
  email: string;
  phone_number: string;
  language: "en" | "hi";
  status: string;
  loan_purpose: string | null;
  applicant_type: string | null;
  user_id: number | null;
  consent_withdrawn_at: string | null;
}

const money = (value: unknown): number | null => (value === null ? null : Number(value));

/** Locks the lead's row for the rest of the transaction and reads it; undefined when absent. */
export async function lockLead(trx: Trx, leadId: number): Promise<LockedLead | undefined> {
  let query = trx
    .selectFrom("eligibility_applications")
    .select([
      "id",
      "reference",
      "first_name",
      "email",
      "phone_number",
      "language",
      "status",
      "loan_purpose",
      "applicant_type",
      "user_id",
      "consent_withdrawn_at",
    ])
    .where("id", "=", leadId);
  if (getDialect() === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return (
    row && {
      ...row,
      id: Number(row.id),
      user_id: row.user_id === null ? null : Number(row.user_id),
    }
  );
}

/** The lead a bank application belongs to, read before the lock (the lock needs its id). */
export async function leadOf(bankApplicationId: number): Promise<number | undefined> {
  if (!Number.isSafeInteger(bankApplicationId) || bankApplicationId <= 0) return undefined;
  const row = await getDb()
    .selectFrom("bank_applications")
    .select("application_id")
    .where("id", "=", bankApplicationId)
    .executeTakeFirst();
  return row ? Number(row.application_id) : undefined;
}

export async function readBankApplication(
  trx: Trx,
  id: number,
): Promise<BankApplicationRecord | undefined> {
  return trx.selectFrom("bank_applications").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Runs `work` in one transaction holding the lead's lock (lockLead), with the lead and the bank
 * application as they are under it, each undefined when absent: so two moves on one lead's file
 * never interleave.
 */
export async function underLeadLock<T>(
  leadId: number,
  id: number,
  work: (
    trx: Trx,
    lead: LockedLead | undefined,
    app: BankApplicationRecord | undefined,
  ) => Promise<T>,
): Promise<T> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await lockLead(trx, leadId);
      return work(trx, lead, await readBankApplication(trx, id));
    });
}

/** Rewrites the lead's furthest stage, standing sanction and rupees paid from its applications. */
export async function refreshLeadFigures(trx: Trx, leadId: number): Promise<void> {
  const rows = await trx
    .selectFrom("bank_applications")
    .select(["stage", "sanctioned_amount", "disbursed_amount"])
    .where("application_id", "=", leadId)
    .execute();
  const summary = leadLoanSummary(
    rows.map((r) => ({
      stage: r.stage,
      sanctioned_amount: money(r.sanctioned_amount),
      disbursed_amount: money(r.disbursed_amount),
    })),
  );
  await trx.updateTable("eligibility_applications").set(summary).where("id", "=", leadId).execute();
}

export async function addEvent(
  trx: Trx,
  bankApplicationId: number,
  stage: Stage,
  byUserId: number | null,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto("bank_application_events")
    .values({ bank_application_id: bankApplicationId, stage, by_user_id: byUserId, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The applications of some leads with their history and tranches, oldest first. */
export async function viewsOf(
  where: { leadIds: number[] } | { ids: number[] },
  db: Trx | ReturnType<typeof getDb> = getDb(),
): Promise<BankApplicationView[]> {
  const list = "leadIds" in where ? where.leadIds : where.ids;
  if (list.length === 0) return [];
  const rows = await db
    .selectFrom("bank_applications")
    .selectAll()
    .where("leadIds" in where ? "application_id" : "id", "in", list)
    .orderBy("id", "asc")
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [events, tranches] = await Promise.all([
    db
      .selectFrom("bank_application_events")
      .select(["bank_application_id", "stage", "by_user_id", "created_at"])
      .where("bank_application_id", "in", ids)
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("bank_application_tranches")
      .select(["bank_application_id", "amount", "disbursed_on"])
      .where("bank_application_id", "in", ids)
      .orderBy("id", "asc")
      .execute(),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      application_id: Number(r.application_id),
      bank: r.bank_slug,
      stage: r.stage,
      bank_reference: r.bank_reference,
      sanctioned_amount: money(r.sanctioned_amount),
      sanctioned_rate: money(r.sanctioned_rate),
      processing_fee: money(r.processing_fee),
      sanction_valid_until: r.sanction_valid_until,
      disbursed_amount: money(r.disbursed_amount),
      tranches: tranches
        .filter((t) => Number(t.bank_application_id) === id)
        .map((t) => ({ amount: Number(t.amount), on: t.disbursed_on })),
      reason: r.reason,
      history: events
        .filter((e) => Number(e.bank_application_id) === id)
        .map((e) => ({
          stage: e.stage,
          at: e.created_at,
          by: e.by_user_id === null ? ("borrower" as const) : Number(e.by_user_id),
        })),
      offer_id: r.offer_id ?? null,
      offer: r.offer ? (JSON.parse(r.offer) as Offer) : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

/** The bank's display name from the catalogue (its slug when the bank is not there). */
export async function bankName(trx: Trx, slug: string): Promise<string> {
  const row = await trx
    .selectFrom("banks")
    .select("name")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.name ?? slug.toUpperCase();
}

/** /account: the ids of the signed-in customer's leads still held (consent not withdrawn). */
export async function ownedLeadIds(userId: number): Promise<number[]> {
  const leads = await getDb()
    .selectFrom("eligibility_applications")
    .select("id")
    .where("user_id", "=", userId)
    .where("consent_withdrawn_at", "is", null)
    .execute();
  return leads.map((l) => Number(l.id));
}
