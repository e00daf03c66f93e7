// Where a submitted application stands (sending, stored, kept on the device, refused) and what
// the result screen says about it (docs/product/forms.md "After Submit").

import type { EligibilityValues } from "../../domain/eligibility/fields.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import type { ApplicationAnswer } from "../../utils/lead-outbox.ts";
import type { ShownResult } from "./result-panel.tsx";

/** What the no-JavaScript post answered (the route's action data). */
export type WizardServerState =
  | { ok: true; result: ShownResult; interestRate: number }
  | { ok: false; error: string; fields: Record<string, string>; values: EligibilityValues };

export type Delivery =
  | { state: "sending" }
  | { state: "stored"; answer: ShownResult; later: boolean }
  | { state: "deferred"; persisted: boolean }
  | { state: "refused"; error: string };

export interface Submission {
  clientId: string;
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
