import { useEffect, useRef } from "react";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { controlProps, sentFormState, useOutboxForm } from "../callback-request-form.tsx";
import {
  ConsentCheckbox,
  HoneypotField,
  MOBILE_INPUT,
  PUBLIC_INPUT,
  PublicField,
  PublicFormFrame,
  QueuedStatus,
  type ReferenceFormState,
  refusalOf,
  StoredReceipt,
  SubmitButton,
} from "../forms/public-form.tsx";
import { Link } from "../router-links.tsx";

// The grievance form (docs/product/borrower-view.md "Grievances"): a real form posting to
// /grievance, which answers it without JavaScript; with JavaScript the device outbox sends it as
// JSON to POST /api/grievances with a client_id, and keeps it to send later when the server or the
// network is away (docs/decisions/028-database-outages.md), as the callback and contact forms do.

export type GrievanceFormState = ReferenceFormState;

export function GrievanceForm({ serverState }: { serverState: GrievanceFormState | null }) {
  const { t, href, message, lang } = useI18n();
  const siteName = useRootData()?.site.name ?? "GharSetu";
  const { sent, formRef, onSubmit } = useOutboxForm("grievance", { language: lang });
  const result = sentFormState(sent) ?? serverState;
  // Once stored, focus goes to the receipt's heading that replaces the form.
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent?.phase === "stored") doneRef.current?.focus();
  }, [sent]);

  if (result?.ok) {
    return (
      <StoredReceipt
        headingId="grievance-done"
        heading={t("grievance.done.heading")}
        headingRef={doneRef}
        message={result.message}
        referenceLabel={t("grievance.done.reference")}
        reference={result.reference}
        testId="grievance-reference"
      >
        {t("grievance.done.keep")}
      </StoredReceipt>
    );
  }

  const { errors, values, formError } = refusalOf(result);
  // A field's block (label, hint, error) and its control's props, both named after it; the hint,
  // when there is one, is announced with the control.
  const field = (name: string, label: string, hint?: string) => {
    const control = controlProps("grievance", name, errors, Boolean(hint));
    return {
      block: { id: control.id, label, hint, error: errors[name] },
      control: { ...control, defaultValue: values[name] ?? "" },
    };
  };
  const reference = field(
    "reference",
    t("grievance.form.reference"),
    t("grievance.form.referenceHint"),
  );
  const phone = field("phone", t("grievance.form.phone"));
  const email = field("email", t("grievance.form.email"), t("grievance.form.emailHint"));
  const text = field("text", t("grievance.form.text"));
  return (
    <PublicFormFrame
      formRef={formRef}
      action={href("/grievance")}
      onSubmit={onSubmit}
      headingId="grievance-form-heading"
    >
      <h2 id="grievance-form-heading" className="text-xl font-bold text-ink">
        {t("grievance.form.heading")}
      </h2>
      <PublicField {...reference.block}>
        <input
          {...reference.control}
          type="text"
          autoComplete="off"
          maxLength={40}
          className={PUBLIC_INPUT}
        />
      </PublicField>
      <PublicField {...phone.block}>
        <input {...phone.control} {...MOBILE_INPUT} />
      </PublicField>
      <PublicField {...email.block}>
        <input {...email.control} type="email" autoComplete="email" className={PUBLIC_INPUT} />
      </PublicField>
      <PublicField {...text.block}>
        <textarea {...text.control} rows={6} maxLength={4000} required className={PUBLIC_INPUT} />
      </PublicField>
      <HoneypotField id="grievance-website" label={t("grievance.form.honeypot")} />
      <ConsentCheckbox
        id="grievance-consent"
        error={errors.consent}
        defaultChecked={values.consent === "yes"}
      >
        <T
          id="grievance.form.consent"
          values={{ siteName }}
          components={{
            0: <Link to={href("/privacy")} className="font-semibold text-brand-700 underline" />,
          }}
        />
      </ConsentCheckbox>
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{message(formError)}</p>
        ) : null}
      </div>
      <QueuedStatus queued={sent?.phase === "queued"} testId="grievance-queued">
        {t("grievance.form.queued")}
      </QueuedStatus>
      <div>
        <SubmitButton
          busy={sent?.phase === "sending"}
          label={t("grievance.form.submit")}
          busyLabel={t("grievance.form.sending")}
        />
      </div>
    </PublicFormFrame>
  );
}
