// The wizard without JavaScript (and until hydration): every question in one plain HTML form that
// posts to the server (docs/product/forms.md "The eligibility wizard's form contract").

import type { RefObject } from "react";
import type { EligibilityValues, WizardField } from "../../domain/eligibility/fields.ts";
import { STEPS } from "../../domain/eligibility/steps.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { fieldId } from "./field-parts.tsx";
import { primaryButton } from "./wizard-buttons.ts";
import { STEP_TITLE_KEYS } from "./wizard-copy.ts";
import type { WizardServerState } from "./wizard-delivery.ts";
import { WizardFieldControls } from "./wizard-field.tsx";

export function StaticWizardForm({
  formRef,
  action,
  idPrefix,
  bankSlug,
  prefill,
  serverState,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  idPrefix: string;
  bankSlug: string | null;
  prefill: EligibilityValues;
  serverState: WizardServerState | null;
}) {
  const { t, message } = useI18n();
  const staticErrors = serverState && !serverState.ok ? serverState.fields : {};
  const staticValues = serverState && !serverState.ok ? serverState.values : prefill;
  const errorList = Object.entries(staticErrors);
  return (
    <section aria-label={t("wizard.section.check")} className="mx-auto w-full max-w-2xl">
      <form ref={formRef} method="post" action={action} noValidate className="space-y-10">
        {serverState && !serverState.ok ? (
          <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{message(serverState.error)}</p>
            {errorList.length > 1 ? (
              <ul className="mt-2 list-disc pl-5">
                {errorList.map(([field, text]) => (
                  <li key={field}>
                    <a className="underline" href={`#${fieldId(idPrefix, field as WizardField)}`}>
                      {message(text)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <input type="hidden" name="bank_slug" value={bankSlug ?? ""} />
        {/* Only bots fill this in; the leads module refuses such posts. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>{t("wizard.static.honeypot")}</label>
          <input
            id={`${idPrefix}-website`}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {STEPS.map((s, index) => (
          <section
            key={s.title}
            aria-labelledby={`${idPrefix}-static-${index}`}
            className="space-y-6"
          >
            <div>
              <p className="text-sm font-medium text-slate-600">
                {t("wizard.progress.step", { step: index + 1, total: STEPS.length })}
              </p>
              <h2 id={`${idPrefix}-static-${index}`} className="text-xl font-bold text-ink">
                {t(STEP_TITLE_KEYS[index])}
              </h2>
            </div>
            <WizardFieldControls
              fields={s.fields}
              idPrefix={idPrefix}
              values={staticValues}
              errors={staticErrors}
            />
          </section>
        ))}
        <div>
          <button type="submit" className={primaryButton}>
            {t("wizard.button.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
