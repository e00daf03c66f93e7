// The bank applications as the borrower reads them on /track, /account and POST /api/track
// (docs/product/loan-file.md): the bank, its stage and the dated history, without who moved it;
// the amounts, the bank's reference and the tranches only once the mobile is verified (or for
// the signed-in owner).

import { z } from "zod";
import { enquiryLookupSchema } from "../../domain/enquiries/lookup.ts";
import { bankApplicationFiguresSchema, DECISIONS } from "../../domain/loan-file/stages.ts";
import { listBanks } from "../banks/banks.server.ts";
import { type BankApplicationView, bankApplicationSchema, viewsOf } from "./records.server.ts";

/**
 * A bank application as the borrower sees it: the amounts, the bank's reference and the tranches
 * only with a valid `otp_verification` for the enquiry's mobile.
 */
export const borrowerBankApplicationSchema = bankApplicationSchema
  .pick({ id: true, bank: true, stage: true })
  .extend({
    history: z.array(bankApplicationSchema.shape.history.element.omit({ by: true })),
    ...bankApplicationFiguresSchema.partial().shape,
    offer_id: bankApplicationSchema.shape.offer_id.optional(),
    offer: bankApplicationSchema.shape.offer.optional(),
  })
  .meta({ id: "BorrowerBankApplication" });
export type BorrowerBankApplication = z.output<typeof borrowerBankApplicationSchema>;

export function borrowerView(
  view: BankApplicationView,
  verified: boolean,
): BorrowerBankApplication {
  const base = {
    id: view.id,
    bank: view.bank,
    stage: view.stage,
    history: view.history.map(({ stage, at }) => ({ stage, at })),
  };
  if (!verified) return base;
  return {
    ...base,
    bank_reference: view.bank_reference,
    sanctioned_amount: view.sanctioned_amount,
    sanctioned_rate: view.sanctioned_rate,
    processing_fee: view.processing_fee,
    sanction_valid_until: view.sanction_valid_until,
    disbursed_amount: view.disbursed_amount,
    tranches: view.tranches,
    offer_id: view.offer_id,
    offer: view.offer,
  };
}

/** POST /api/track's `bank_applications`: a lead's banks, the amounts with a verified mobile. */
export async function bankApplicationsForTrack(
  leadId: number,
  verified: boolean,
): Promise<BorrowerBankApplication[]> {
  return (await viewsOf({ leadIds: [leadId] })).map((v) => borrowerView(v, verified));
}

/** Slug → name of every bank, for the borrower's list (names stay as they are in Hindi). */
export async function bankNames(): Promise<Record<string, string>> {
  return Object.fromEntries((await listBanks()).map((b) => [b.slug, b.name]));
}

/** The borrower's decision on a bank application as the API documents it (its contract). */
export const decisionBodySchema = enquiryLookupSchema
  .omit({ language: true })
  .extend({ decision: z.enum(DECISIONS) })
  .meta({ id: "BankApplicationDecision" });
