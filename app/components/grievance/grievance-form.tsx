import { type FormEvent, useEffect, useRef } from "react";
import { Link } from "react-router";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { formValues, sentFormState, useFormOutbox } from "../callback-request-form.tsx";
import {
  ConsentCheckbox,
  HoneypotField,
  MOBILE_INPUT,
  PUBLIC_INPUT,
  PublicField,
  QueuedStatus,
  type ReferenceFormState,
  refusalOf,
  StoredReceipt,
} from "../forms/public-form.tsx";

// The grievance form (docs/product/borrower-view.md "Grievances"): a real form posting to
// /grievance, which answers it without JavaScript; with JavaScript the device outbox sends it as
// JSON to POST /api/grievances with a client_id, and keeps it to send later when the server or the
// network is away (docs/decisions/028-database-outages.md), as the callback and contact forms do.

export type GrievanceFormState = ReferenceFormState;

export function GrievanceForm({ serverState }: { serverState: GrievanceFormState | null }) {
  const { t, href, message, lang } = useI18n();
  const siteName = useRootData()?.site.name ?? "GharSetu";
  const { result: sent, submit } = useFormOutbox("grievance");
  const result = sentFormState(sent) ?? serverState;
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent?.phase === "rejected") {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    } else if (sent?.phase === "stored") doneRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { consent, ...values } = formValues(event.currentTarget);
    await submit({ ...values, consent: consent === "yes", language: lang });
  }

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
  const field = (name: string, hint?: boolean) => {
    const described = [
      hint ? `grievance-${name}-hint` : "",
      errors[name] ? `grievance-${name}-error` : "",
    ]
      .filter(Boolean)
      .join(" ");
    return {
      id: `grievance-${name}`,
      name,
      defaultValue: values[name] ?? "",
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };
  return (
    <form
      ref={formRef}
      method="post"
      action={href("/grievance")}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="grievance-form-heading"
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="grievance-form-heading" className="text-xl font-bold text-ink">
        {t("grievance.form.heading")}
      </h2>
      <PublicField
        id="grievance-reference"
        label={t("grievance.form.reference")}
        hint={t("grievance.form.referenceHint")}
        error={errors.reference}
      >
        <input
          {...field("reference", true)}
          type="text"
          autoComplete="off"
          maxLength={40}
          className={PUBLIC_INPUT}
        />
      </PublicField>
      <PublicField id="grievance-phone" label={t("grievance.form.phone")} error={errors.phone}>
        <input {...field("phone")} {...MOBILE_INPUT} />
      </PublicField>
      <PublicField
        id="grievance-email"
        label={t("grievance.form.email")}
        hint={t("grievance.form.emailHint")}
        error={errors.email}
      >
        <input
          {...field("email", true)}
          type="email"
          autoComplete="email"
          className={PUBLIC_INPUT}
        />
      </PublicField>
      <PublicField id="grievance-text" label={t("grievance.form.text")} error={errors.text}>
        <textarea {...field("text")} rows={6} maxLength={4000} required className={PUBLIC_INPUT} />
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
        <button
          type="submit"
          disabled={sent?.phase === "sending"}
          className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {sent?.phase === "sending" ? t("grievance.form.sending") : t("grievance.form.submit")}
        </button>
      </div>
    </form>
  );
}
