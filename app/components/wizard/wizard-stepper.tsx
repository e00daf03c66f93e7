// The hydrated wizard: one step at a time, with its progress bar (docs/product/forms.md "The
// wizard's steps"). The parent owns the state; this draws the step and reports the user's actions.

import type { FormEvent, RefObject } from "react";
import type { EligibilityValues, WizardField } from "../../domain/eligibility/fields.ts";
import { LAST_STEP, STEPS, visibleFields } from "../../domain/eligibility/steps.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PhoneVerification } from "../phone-verification.tsx";
import { primaryButton, secondaryButton } from "./wizard-buttons.ts";
import { STEP_TITLE_KEYS } from "./wizard-copy.ts";
import { WizardFieldControls } from "./wizard-field.tsx";

export function WizardStepper({
  formRef,
  headingRef,
  idPrefix,
  step,
  values,
  errors,
  formError,
  verifyPhone,
  onChange,
  onSubmit,
  onBack,
  onVerified,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  idPrefix: string;
  step: number;
  values: EligibilityValues;
  errors: FieldErrors;
  formError: string | null;
  verifyPhone: boolean;
  onChange: (field: WizardField, value: string | boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  onVerified: (token: string | null) => void;
}) {
  const { t } = useI18n();
  const title = t(STEP_TITLE_KEYS[step]);
  const progressId = `${idPrefix}-progress`;
  return (
    <section aria-label={t("wizard.section.check")} className="mx-auto w-full max-w-2xl">
      <div className="mb-6">
        <p
          id={progressId}
          className="flex justify-between gap-4 text-sm font-medium text-slate-700"
        >
          <span>{t("wizard.progress.step", { step: step + 1, total: STEPS.length })}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {title}
          </span>
        </p>
        <div
          role="progressbar"
          aria-label={t("wizard.progress.label")}
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={t("wizard.progress.stepTitle", {
            step: step + 1,
            total: STEPS.length,
            title,
          })}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
        {formError ? (
          <div
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-4 font-medium text-red-800"
          >
            {formError}
          </div>
        ) : null}
        <h2
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={progressId}
          className="text-xl font-bold text-ink"
        >
          {title}
        </h2>
        <WizardFieldControls
          fields={visibleFields(step, values)}
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          onChange={onChange}
        />
        {verifyPhone && step === LAST_STEP ? (
          <PhoneVerification phone={values.phone_number} onVerified={onVerified} />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          {step > 0 ? (
            <button type="button" onClick={onBack} className={secondaryButton}>
              {t("wizard.button.back")}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={primaryButton}>
            {step === LAST_STEP ? t("wizard.button.submit") : t("wizard.button.next")}
          </button>
        </div>
      </form>
    </section>
  );
}
