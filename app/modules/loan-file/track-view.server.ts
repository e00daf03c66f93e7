// The bank applications as the borrower reads them on /track, /account and POST /api/track
// (docs/product/loan-file.md): the bank, its stage and the dated history, without who moved it;
// the amounts, the bank's reference and the tranches only once the mobile is verified (or for
// the signed-in owner).

import type { BankApplicationFigures, Stage } from "../../domain/loan-file/stages.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { listBanks } from "../banks/banks.server.ts";
import { type BankApplicationView, viewsOf } from "./records.server.ts";

/** A bank application as the borrower sees it: amounts only once the mobile is verified. */
export interface BorrowerBankApplication extends Partial<BankApplicationFigures> {
  id: number;
  bank: string;
  stage: Stage;
  history: { stage: Stage; at: string }[];
  /** The offer the borrower chose this bank from (docs/product/offers.md), when verified. */
  offer_id?: string | null;
  offer?: Offer | null;
}

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
