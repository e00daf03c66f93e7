// Choosing a lender from an offer snapshot (docs/product/offers.md "Choosing a lender"): the
// borrower names their enquiry (reference and mobile, verified by OTP as on /track) and one offer
// of the snapshot; the lead gets a bank application already approved by the borrower, carrying the
// offer, and the team is told. One transaction behind the lead's lock, as every loan-file write.

import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import { enquiryLookupSchema } from "../../domain/enquiries/lookup.ts";
import { buildChecklist } from "../../domain/loan-file/checklist.ts";
import { type ChosenOfferFacts, chosenOfferTeamMail } from "../../domain/loan-file/ledger.ts";
import type { Offer } from "../../domain/offers/match.ts";
import {
  BORROWER_ACTOR,
  ENQUIRY_NOT_FOUND,
  findEnquiry,
  readLookup,
} from "../enquiries/enquiries.server.ts";
import {
  loanFileFailure as fail,
  type LoanFileFailure,
  openBankApplication,
} from "../loan-file/bank-applications.server.ts";
import { teamMails, tellBorrower } from "../loan-file/notify.server.ts";
import {
  type BankApplicationView,
  lockLead,
  type Trx,
  viewsOf,
} from "../loan-file/records.server.ts";
import { phoneVerifiedBy, unverifiedPhone } from "../otp/verification.server.ts";
import { enqueueMail, publicUrl } from "../outbox/outbox.server.ts";
import { getSnapshot } from "./snapshots.server.ts";

/** A snapshot may be chosen from for this long (docs/product/offers.md "Choosing a lender"). */
export const CHOOSE_WITHIN_DAYS = 30;

/** POST /api/track/offers/{id}/choose's body as documented (the API's contract). */
export const offerChoiceSchema = enquiryLookupSchema
  .omit({ language: true })
  .extend({
    bank: z.string().meta({ description: "The slug of the lender whose offer is chosen." }),
  })
  .meta({
    id: "OfferChoice",
    description:
      "The enquiry's reference and mobile, the token of POST /api/otp/verify for that mobile, and the lender.",
  });

export const CHOOSE_MESSAGES = {
  bank: "Choose the lender whose offer you want.",
  expired: "This offer has expired. Check your offers again.",
  notMatched: (bankName: string) =>
    `${bankName} did not match your answers, so it has no offer to choose.`,
  notInSnapshot: "That lender is not in these offers.",
} as const;

/** The chosen bank application as the borrower is answered: the history says who moved it. */
export type ChosenBankApplication = BankApplicationView;

/**
 * A refusal naming the lender ("HDFC Bank did not match…"): `refusal` says which, so a page words
 * it in its own language with the name instead of matching the English text.
 */
export type ChooseFailure = LoanFileFailure & {
  refusal?: { kind: "not_matched" | "duplicate"; bankName: string };
};

export type ChooseResult = { ok: true; bankApplication: ChosenBankApplication } | ChooseFailure;

/**
 * POST /api/track/offers/{id}/choose {reference, phone, otp_verification, bank}. The body's shape
 * first (400), then the verification (400 naming otp_verification, before any enquiry is looked
 * up, as on /track), then whether reference, mobile and snapshot belong together (404), then the
 * offer itself: expired, not matched or not in the snapshot (409), and a bank the lead already
 * has (409, the database's unique key decides).
 */
export async function chooseOffer(
  snapshotId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<ChooseResult> {
  const read = readLookup(input);
  if (!read.ok) return fail(400, read.error, read.fields);
  const bank =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>).bank : null;
  if (typeof bank !== "string" || bank.trim() === "") {
    return fail(400, CHOOSE_MESSAGES.bank, { bank: CHOOSE_MESSAGES.bank });
  }
  if (!phoneVerifiedBy(read.token, read.phone, now)) return unverifiedPhone(read.token);
  const [found, snapshot] = await Promise.all([
    findEnquiry(read.reference, read.phone),
    getSnapshot(snapshotId),
  ]);
  if (found?.kind !== "application" || !snapshot) return fail(404, ENQUIRY_NOT_FOUND);

  const age = now.getTime() - Date.parse(snapshot.created_at);
  if (age > CHOOSE_WITHIN_DAYS * 86_400_000) return fail(409, CHOOSE_MESSAGES.expired);
  const slug = bank.trim().toLowerCase();
  const offer = snapshot.offers.find((o) => o.bank === slug);
  if (!offer) {
    const missed = snapshot.not_matched.find((n) => n.bank === slug);
    if (!missed) return fail(409, CHOOSE_MESSAGES.notInSnapshot);
    return {
      ...fail(409, CHOOSE_MESSAGES.notMatched(missed.bank_name)),
      refusal: { kind: "not_matched", bankName: missed.bank_name },
    };
  }
  const created = await createChosen(found.id, snapshot.id, offer, now);
  if (!created.ok && created.status === 409) {
    return { ...created, refusal: { kind: "duplicate", bankName: offer.bank_name } };
  }
  if (!created.ok) return created;
  const [view] = await viewsOf({ ids: [created.id] });
  return { ok: true, bankApplication: view };
}

async function createChosen(
  leadId: number,
  snapshotId: string,
  offer: Offer,
  now: Date,
): Promise<{ ok: true; id: number } | LoanFileFailure> {
  const at = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await lockLead(trx, leadId);
      if (!lead || lead.consent_withdrawn_at !== null) return fail(404, ENQUIRY_NOT_FOUND);
      // The borrower proposed the bank to themselves and approved it in one step: both moves are
      // theirs (docs/product/loan-file.md "Stages").
      const opened = await openBankApplication(
        trx,
        lead,
        {
          bank: offer.bank,
          label: offer.bank_name,
          moves: [
            { stage: "proposed", by: null },
            { stage: "approved", by: null },
          ],
          actorEmail: BORROWER_ACTOR,
          offer: { id: snapshotId, figures: offer },
        },
        at,
      );
      if (!opened.ok) return opened;
      const { id, first } = opened;
      // The documents the banks need are asked for with the lead's first bank, as when the team
      // proposes one; the borrower chose this bank, so it is not announced to them again.
      if (first) {
        await tellBorrower(trx, lead, [{ kind: "documents", codes: buildChecklist(lead) }], now);
      }
      await tellTeam(trx, leadId, lead.reference, snapshotId, offer, now);
      return { ok: true as const, id };
    });
}

async function tellTeam(
  trx: Trx,
  leadId: number,
  reference: string,
  snapshotId: string,
  offer: Offer,
  now: Date,
): Promise<void> {
  const facts: ChosenOfferFacts = {
    reference,
    bankName: offer.bank_name,
    amount: offer.amount,
    rate: offer.rate,
    tenureMonths: offer.tenure_months,
    emi: offer.emi,
    apr: offer.apr,
    offerId: snapshotId,
  };
  const key = `offer-chosen:${leadId}:${offer.bank}`;
  const keys = { team: `${key}:team`, assignee: `${key}:assignee` };
  await enqueueMail(
    trx,
    await teamMails(trx, leadId, keys, chosenOfferTeamMail(facts, publicUrl())),
    now,
  );
}
