// Where a submitted application stands (sending, stored, kept on the device, refused) and what
// the result screen says about it (docs/product/forms.md "After Submit").

import type { EligibilityValues } from "../../domain/eligibility/fields.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import type { ApplicationAnswer } from "../../utils/lead-outbox.ts";
import type { ShownResult } from "./result-panel.tsx";

/** What the no-JavaScript post answered (the route's action data). */
export type WizardServerState =
  | {
      ok: true;
      result: ShownResult;
      interestRate: number;
      /** The /offers query from the answers sent (`offersQuery`), for the result's link. */
      offersQuery?: string;
    }
  | { ok: false; error: string; fields: Record<string, string>; values: EligibilityValues };

export type Delivery =
  | { state: "sending" }
  | { state: "stored"; answer: ShownResult; later: boolean }
  | { state: "deferred"; persisted: boolean }
  | { state: "refused"; error: string };

export interface Submission {
  clientId: string;
  /**
   * The /offers form's query with what the wizard knows (docs/product/offers.md "Pages"), when the
   * browser worked the result out; empty after a post without JavaScript.
   */
  offersQuery?: string;
  /** The browser's own result, shown at once. */
  local: ShownResult;
  delivery: Delivery;
  interestRate: number;
  modalOpen: boolean;
}

export type Texts = Pick<I18nApi, "t" | "message">;

export function modalCopy(
  delivery: Delivery,
  { t }: Texts,
): { title: string; text: string } | null {
  switch (delivery.state) {
    case "stored":
      return delivery.answer.is_eligible === 1
        ? { title: t("wizard.modal.successTitle"), text: t("wizard.status.recorded") }
        : { title: t("wizard.modal.receivedTitle"), text: t("wizard.status.received") };
    case "deferred":
      return delivery.persisted
        ? { title: t("wizard.modal.savedTitle"), text: t("wizard.modal.savedText") }
        : { title: t("wizard.modal.notSentTitle"), text: t("wizard.modal.notSentText") };
    default:
      return null;
  }
}

export function statusLine(delivery: Delivery, { t, message }: Texts): string {
  switch (delivery.state) {
    case "sending":
      return t("wizard.status.sending");
    case "stored":
      if (delivery.later) return t("wizard.status.reachedLater");
      return delivery.answer.is_eligible === 1
        ? t("wizard.status.recorded")
        : t("wizard.status.received");
    case "deferred":
      return delivery.persisted ? t("wizard.status.savedOnDevice") : t("wizard.status.keepTrying");
    case "refused":
      return t("wizard.status.refused", { error: message(delivery.error) });
  }
}

export function answerToResult(answer: ApplicationAnswer): ShownResult {
  return {
    is_eligible: answer.is_eligible === 1 ? 1 : 0,
    eligibility_message: answer.eligibility_message,
    calculated_emi: answer.calculated_emi,
    reference: answer.reference,
    ...(answer.pmay_candidate === undefined ? {} : { pmay_candidate: answer.pmay_candidate }),
  };
}

/** Digits of an amount as typed ("25,00,000" → "2500000"), or "" when there are none. */
const rupees = (typed: string) => typed.split(".")[0].replace(/\D/g, "").replace(/^0+/, "");

/**
 * What the wizard knows of the loan, as the /offers form's query (docs/product/offers.md "Pages"):
 * loan_amount = borrow_amount, property_value = property_worth, tenure_months = loan_tenure × 12.
 * A field not answered is left out; the form asks for it.
 */
export function offersQuery(
  values: Pick<EligibilityValues, "borrow_amount" | "property_worth" | "loan_tenure">,
): string {
  const query = new URLSearchParams();
  const loan = rupees(values.borrow_amount);
  const worth = rupees(values.property_worth);
  const years = Number(values.loan_tenure.trim());
  if (loan) query.set("loan_amount", loan);
  if (worth) query.set("property_value", worth);
  if (values.loan_tenure.trim() !== "" && Number.isFinite(years) && years > 0) {
    query.set("tenure_months", String(Math.round(years * 12)));
  }
  return query.toString();
}
