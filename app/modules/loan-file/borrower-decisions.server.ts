// The borrower's side of the loan file (docs/product/loan-file.md, ADR 026): which banks hold
// their file and where each stands, their decision on a proposed bank, and stopping a bank that
// holds the file (docs/product/borrower-view.md "Stop sharing with a bank"). On /track (and POST
// /api/track/bank-applications/{id}) the decision needs the mobile verified by OTP: a reference
// and a phone number may be known to others, the phone in hand is the owner's. One verification
// token serves every action on the enquiry for its 30 minutes (ADR 011). On /account the
// signed-in owner decides without a code.

import { getDb } from "../../db/db.server.ts";
import {
  canMove,
  DECISION_MESSAGES,
  type Decision,
  decisionStage,
  isDecision,
  MOVE_MESSAGES,
  moveRefusal,
} from "../../domain/loan-file/stages.ts";
import { ENQUIRY_NOT_FOUND, findEnquiry, readLookup } from "../enquiries/enquiries.server.ts";
import { phoneVerifiedBy, unverifiedPhone } from "../otp/verification.server.ts";
import type { LoanFileFailure } from "./bank-applications.server.ts";
import {
  addEvent,
  ownedLeadIds,
  refreshLeadFigures,
  underLeadLock,
  viewsOf,
} from "./records.server.ts";
import { type BorrowerBankApplication, borrowerView } from "./track-view.server.ts";
import { tellOfWithdrawal } from "./withdrawal-notify.server.ts";

/** /account: the bank applications of the signed-in customer's leads, by lead id. */
export async function bankApplicationsOfOwner(
  userId: number,
): Promise<Map<number, BorrowerBankApplication[]>> {
  const views = await viewsOf({ leadIds: await ownedLeadIds(userId) });
  const byLead = new Map<number, BorrowerBankApplication[]>();
  for (const v of views) {
    const list = byLead.get(v.application_id) ?? [];
    list.push(borrowerView(v, true));
    byLead.set(v.application_id, list);
  }
  return byLead;
}

type DecisionResult = { ok: true; bankApplication: BorrowerBankApplication } | LoanFileFailure;

/** The decision itself, behind the lead's lock: 409 when the stage no longer allows it. */
async function decide(
  leadId: number,
  id: number,
  decision: Decision,
  now: Date,
  owns: (lead: { user_id: number | null }) => boolean,
  notFound: string,
): Promise<DecisionResult> {
  const to = decisionStage(decision);
  const at = now.toISOString();
  const outcome = await underLeadLock(
    leadId,
    id,
    async (trx, lead, app): Promise<true | LoanFileFailure> => {
      if (!lead || !app || Number(app.application_id) !== leadId || !owns(lead)) {
        return { ok: false, status: 404, error: notFound };
      }
      if (lead.consent_withdrawn_at !== null) return { ok: false, status: 404, error: notFound };
      if (!canMove(app.stage, to, "borrower")) {
        return { ok: false, status: 409, error: moveRefusal(app.stage, to, "borrower") };
      }
      await trx
        .updateTable("bank_applications")
        .set({ stage: to, updated_at: at })
        .where("id", "=", id)
        .where("stage", "=", app.stage)
        .execute();
      await addEvent(trx, id, to, null, at);
      await refreshLeadFigures(trx, leadId);
      // Stopping a bank (docs/product/borrower-view.md): the team and the bank are told, once.
      if (to === "withdrawn") await tellOfWithdrawal(trx, leadId, app, now);
      return true;
    },
  );
  if (outcome !== true) return outcome;
  const [view] = await viewsOf({ ids: [id] });
  return { ok: true, bankApplication: borrowerView(view, true) };
}

/** 400: the decision is not one the borrower can make. */
function notADecision(): LoanFileFailure {
  return {
    ok: false,
    status: 400,
    error: MOVE_MESSAGES.decision,
    fields: { decision: MOVE_MESSAGES.decision },
  };
}

function fieldOf(input: unknown, name: string): unknown {
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)[name]
    : undefined;
}

/**
 * POST /api/track/bank-applications/{id} {reference, phone, otp_verification, decision}. The
 * body's shape first (400), then the verification (400 naming otp_verification), then whether
 * reference, mobile and application belong together (the tracking 404), then the stage (409).
 * The verification is checked before any enquiry is looked up, so without the phone in hand
 * nobody learns which references exist.
 */
export async function decideOnTrack(
  id: number,
  input: unknown,
  now: Date = new Date(),
): Promise<DecisionResult> {
  const read = readLookup(input);
  if (!read.ok) return read;
  const decision = fieldOf(input, "decision");
  if (!isDecision(decision)) return notADecision();
  if (!phoneVerifiedBy(read.token, read.phone, now)) return unverifiedPhone(read.token);
  const found = await findEnquiry(read.reference, read.phone);
  if (found?.kind !== "application" || !Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, status: 404, error: ENQUIRY_NOT_FOUND };
  }
  return decide(found.id, id, decision, now, () => true, ENQUIRY_NOT_FOUND);
}

/** /account: the signed-in owner's decision, no code needed (their session is the proof). */
export async function decideAsOwner(
  userId: number,
  id: number,
  decision: unknown,
  now: Date = new Date(),
): Promise<DecisionResult> {
  if (!isDecision(decision)) return notADecision();
  if (!Number.isSafeInteger(id) || id <= 0) {
    return { ok: false, status: 404, error: DECISION_MESSAGES.notOwner };
  }
  const app = await getDb()
    .selectFrom("bank_applications")
    .select("application_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!app) return { ok: false, status: 404, error: DECISION_MESSAGES.notOwner };
  return decide(
    Number(app.application_id),
    id,
    decision,
    now,
    (lead) => lead.user_id === userId,
    DECISION_MESSAGES.notOwner,
  );
}
