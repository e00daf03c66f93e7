// The team's side of the loan file (docs/product/loan-file.md, ADR 026): proposing a bank for a
// lead, moving its application through the banks' stages, and reading them. Each call is one
// transaction behind the lead's lock (records.server.ts): the move, its history entry, the lead's
// figures and the borrower's notices are stored together or not at all.

import { getDb } from "../../db/db.server.ts";
import { buildChecklist } from "../../domain/loan-file/checklist.ts";
import type { LoanFileStep } from "../../domain/loan-file/notices.ts";
import {
  canMove,
  isStaffTarget,
  MOVE_MESSAGES,
  type MoveFields,
  moveRefusal,
  parseCreate,
  parseMoveFields,
  readTargetStage,
  roundPaise,
  type Stage,
  trancheFits,
} from "../../domain/loan-file/stages.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { changeStatus } from "../team/status.server.ts";
import { tellBorrower } from "./notify.server.ts";
import {
  addEvent,
  type BankApplicationView,
  bankName,
  type LockedLead,
  leadOf,
  lockLead,
  refreshLeadFigures,
  type Trx,
  underLeadLock,
  viewsOf,
} from "./records.server.ts";

export const LOAN_FILE_MESSAGES = {
  leadNotFound: "Application not found.",
  notFound: "Bank application not found.",
  withdrawn: "The borrower withdrew consent: this lead's file cannot go to a bank.",
  duplicate: (bank: string) => `This lead already has a bank application with ${bank}.`,
  trancheTwice: "This tranche (the same amount on the same day) is already recorded.",
} as const;

export interface Actor {
  id: number;
  email: string;
}

export type LoanFileFailure = {
  ok: false;
  status: 400 | 404 | 409;
  error: string;
  fields?: Record<string, string>;
};
export type LoanFileResult = { ok: true; bankApplication: BankApplicationView } | LoanFileFailure;

/** A refusal of a loan-file write; choosing an offer (offers/choose.server.ts) refuses alike. */
export const loanFileFailure = (
  status: LoanFileFailure["status"],
  error: string,
  fields?: Record<string, string>,
): LoanFileFailure => ({ ok: false, status, error, ...(fields ? { fields } : {}) });
const fail = loanFileFailure;

/** Every bank application of a lead, oldest first, with history and tranches. */
export async function listBankApplications(leadId: number): Promise<BankApplicationView[]> {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return [];
  return viewsOf({ leadIds: [leadId] });
}

/** One bank application, or undefined (also for an id that no row can have). */
export async function getBankApplication(id: number): Promise<BankApplicationView | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [view] = await viewsOf({ ids: [id] });
  return view;
}

async function viewOf(id: number): Promise<BankApplicationView> {
  const [view] = await viewsOf({ ids: [id] });
  return view;
}

/** A bank application about to be opened on a lead (by the team, or by the borrower's choice). */
export interface Opening {
  bank: string;
  /** How the bank is named in the 409 when the lead already has it. */
  label: string;
  /** The moves it starts with, oldest first: by the team member's id, or null for the borrower. */
  moves: { stage: Stage; by: number | null }[];
  /** Who the lead's status change is written as, when this is its first bank. */
  actorEmail: string;
  /** The offer the borrower chose it from (docs/product/offers.md "Choosing a lender"). */
  offer?: { id: string; figures: Offer };
}

/**
 * Opens a bank application on a lead locked by the caller's transaction: one per bank per lead
 * (the database's unique key decides, not a prior read: 409), its first moves in its history, the
 * lead `converted` with its first bank (docs/product/loan-file.md), the lead's figures refreshed.
 * `first` says whether it is the lead's first bank, when the borrower is asked for the documents.
 */
export async function openBankApplication(
  trx: Trx,
  lead: LockedLead,
  opening: Opening,
  at: string,
): Promise<{ ok: true; id: number; first: boolean } | LoanFileFailure> {
  const inserted = await trx
    .insertInto("bank_applications")
    .values({
      application_id: lead.id,
      bank_slug: opening.bank,
      stage: opening.moves[opening.moves.length - 1].stage,
      bank_reference: null,
      sanctioned_amount: null,
      sanctioned_rate: null,
      processing_fee: null,
      sanction_valid_until: null,
      disbursed_amount: null,
      reason: null,
      offer_id: opening.offer?.id ?? null,
      offer: opening.offer ? JSON.stringify(opening.offer.figures) : null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["application_id", "bank_slug"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return fail(409, LOAN_FILE_MESSAGES.duplicate(opening.label));
  const id = Number(inserted.id);
  for (const move of opening.moves) await addEvent(trx, id, move.stage, move.by, at);
  const { n } = await trx
    .selectFrom("bank_applications")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("application_id", "=", lead.id)
    .executeTakeFirstOrThrow();
  const first = Number(n) === 1;
  if (first && lead.status !== "converted") {
    // The lead's own status moves on: it now has a file with the banks
    // (docs/product/loan-file.md).
    await changeStatus(trx, "lead", lead.id, "converted", opening.actorEmail, at);
  }
  await refreshLeadFigures(trx, lead.id);
  return { ok: true, id, first };
}

/**
 * POST …/bank-applications {bank}: a proposed application. A second for the same bank is a 409
 * (the database's unique key decides, not a prior read); the lead's first moves it to converted
 * and asks the borrower for the documents.
 */
export async function createBankApplication(
  leadId: number,
  input: unknown,
  actor: Actor,
  now: Date = new Date(),
): Promise<LoanFileResult> {
  const parsed = parseCreate(input);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) {
    return fail(404, LOAN_FILE_MESSAGES.leadNotFound);
  }
  if (!parsed.ok) return fail(400, parsed.error, parsed.fields);
  const bank = parsed.data.bank;
  const at = now.toISOString();
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<{ id: number } | LoanFileFailure> => {
      const lead = await lockLead(trx, leadId);
      if (!lead) return fail(404, LOAN_FILE_MESSAGES.leadNotFound);
      if (lead.consent_withdrawn_at !== null) return fail(409, LOAN_FILE_MESSAGES.withdrawn);
      const opened = await openBankApplication(
        trx,
        lead,
        {
          bank,
          label: bank,
          moves: [{ stage: "proposed", by: actor.id }],
          actorEmail: actor.email,
        },
        at,
      );
      if (!opened.ok) return opened;
      const { id, first } = opened;
      const steps: LoanFileStep[] = [];
      if (first) steps.push({ kind: "documents", codes: buildChecklist(lead) });
      steps.push({ kind: "proposed", applicationId: id, bank: await bankName(trx, bank) });
      await tellBorrower(trx, lead, steps, now);
      return { id };
    });
  if ("ok" in outcome) return outcome;
  return { ok: true, bankApplication: await viewOf(outcome.id) };
}

/** The columns a move writes, and the step the borrower is told of (none for a withdrawal). */
function changesOf(fields: Exclude<MoveFields, { stage: "disbursed" }>) {
  switch (fields.stage) {
    case "logged_in":
      return { stage: fields.stage, bank_reference: fields.bank_reference };
    case "sanctioned":
      return {
        stage: fields.stage,
        sanctioned_amount: fields.sanctioned_amount,
        sanctioned_rate: fields.sanctioned_rate,
        processing_fee: fields.processing_fee,
        sanction_valid_until: fields.sanction_valid_until,
      };
    case "rejected":
    case "withdrawn":
      return { stage: fields.stage, reason: fields.reason };
  }
}

/**
 * PATCH /api/bank-applications/{id} {stage, …}: a move by the team. The stage decides first (409
 * with the allowed moves), then the fields (400 naming each one missing or wrong). A further
 * `disbursed` on a disbursed application adds a tranche.
 */
export async function moveBankApplication(
  id: number,
  input: unknown,
  actor: Actor,
  now: Date = new Date(),
): Promise<LoanFileResult> {
  const leadId = await leadOf(id);
  if (leadId === undefined) return fail(404, LOAN_FILE_MESSAGES.notFound);
  const target = readTargetStage(input);
  if (!target.ok) return fail(400, target.error, target.fields);
  const to = target.data;
  const at = now.toISOString();
  const outcome = await underLeadLock(
    leadId,
    id,
    async (trx, lead, app): Promise<true | LoanFileFailure> => {
      if (!lead || !app) return fail(404, LOAN_FILE_MESSAGES.notFound);
      if (!canMove(app.stage, to, "staff") || !isStaffTarget(to)) {
        return fail(409, moveRefusal(app.stage, to, "staff"));
      }
      const parsed = parseMoveFields(to, input);
      if (!parsed.ok) return fail(400, parsed.error, parsed.fields);
      const fields = parsed.data;
      const bank = await bankName(trx, app.bank_slug);
      let step: LoanFileStep | null = null;
      if (fields.stage === "disbursed") {
        const paid = app.disbursed_amount === null ? 0 : Number(app.disbursed_amount);
        const sanctioned = app.sanctioned_amount === null ? null : Number(app.sanctioned_amount);
        const twice = await trx
          .selectFrom("bank_application_tranches")
          .select("id")
          .where("bank_application_id", "=", id)
          .where("disbursed_on", "=", fields.disbursed_on)
          .where("amount", "=", fields.disbursed_amount)
          .executeTakeFirst();
        if (twice) return fail(409, LOAN_FILE_MESSAGES.trancheTwice);
        if (!trancheFits(sanctioned, paid, fields.disbursed_amount)) {
          return fail(400, MOVE_MESSAGES.overSanction, {
            disbursed_amount: MOVE_MESSAGES.overSanction,
          });
        }
        const total = roundPaise(paid + fields.disbursed_amount);
        const eventId = await addEvent(trx, id, "disbursed", actor.id, at);
        const tranche = await trx
          .insertInto("bank_application_tranches")
          .values({
            bank_application_id: id,
            amount: fields.disbursed_amount,
            disbursed_on: fields.disbursed_on,
            event_id: eventId,
            created_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("bank_applications")
          .set({ stage: "disbursed", disbursed_amount: total, updated_at: at })
          .where("id", "=", id)
          .execute();
        step = {
          kind: "disbursed",
          applicationId: id,
          trancheId: Number(tranche.id),
          bank,
          amount: fields.disbursed_amount,
          on: fields.disbursed_on,
          total,
          sanctioned,
        };
      } else {
        // Guarded by the stage read under the lock: a concurrent move of the same application
        // waited for the lock and now finds this one's stage.
        await trx
          .updateTable("bank_applications")
          .set({ ...changesOf(fields), updated_at: at })
          .where("id", "=", id)
          .where("stage", "=", app.stage)
          .execute();
        await addEvent(trx, id, fields.stage, actor.id, at);
        if (fields.stage === "logged_in") {
          step = {
            kind: "logged_in",
            applicationId: id,
            bank,
            bankReference: fields.bank_reference,
          };
        } else if (fields.stage === "sanctioned") {
          step = {
            kind: "sanctioned",
            applicationId: id,
            bank,
            amount: fields.sanctioned_amount,
            rate: fields.sanctioned_rate,
            fee: fields.processing_fee,
            validUntil: fields.sanction_valid_until,
          };
        } else if (fields.stage === "rejected") {
          step = { kind: "rejected", applicationId: id, bank };
        }
      }
      await refreshLeadFigures(trx, leadId);
      if (step) await tellBorrower(trx, lead, [step], now);
      return true;
    },
  );
  if (outcome !== true) return outcome;
  return { ok: true, bankApplication: await viewOf(id) };
}
