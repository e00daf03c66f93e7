// The wizard's result screen (docs/product/forms.md "Eligibility result screen" and "After
// Submit"): the result panel, and the modal that says whether the application reached the team.

import type { RefObject } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { ResultModal } from "./result-modal.tsx";
import { ResultPanel } from "./result-panel.tsx";
import { modalCopy, type Submission, statusLine } from "./wizard-delivery.ts";

export function WizardResult({
  submission,
  headingRef,
  onReset,
  resetHref,
  onCloseModal,
}: {
  submission: Submission;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Check Another Loan in place (after hydration); otherwise a link to resetHref. */
  onReset?: () => void;
  resetHref: string;
  onCloseModal: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const shown =
    submission.delivery.state === "stored" ? submission.delivery.answer : submission.local;
  const copy = modalCopy(submission.delivery, i18n);
  return (
    <section aria-label={t("wizard.section.result")} className="mx-auto w-full max-w-2xl">
      <ResultPanel
        result={shown}
        interestRate={submission.interestRate}
        headingRef={headingRef}
        status={statusLine(submission.delivery, i18n)}
        onReset={onReset}
        resetHref={resetHref}
        offersQuery={submission.offersQuery}
      />
      {copy ? (
        <ResultModal
          open={submission.modalOpen}
          title={copy.title}
          onClose={onCloseModal}
          fallbackFocus={() => headingRef.current}
        >
          <p>{copy.text}</p>
          {submission.delivery.state === "stored" && submission.delivery.answer.reference ? (
            <p className="mt-3">
              {t("wizard.result.reference")}{" "}
              <strong data-testid="modal-reference" className="font-mono">
                {submission.delivery.answer.reference}
              </strong>
            </p>
          ) : null}
        </ResultModal>
      ) : null}
    </section>
  );
}
