import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { formValues, useFormOutbox } from "../callback-request-form.tsx";

// The grievance form (docs/product/borrower-view.md "Grievances"): a real form posting to
// /grievance, which answers it without JavaScript; with JavaScript the device outbox sends it as
// JSON to POST /api/grievances with a client_id, and keeps it to send later when the server or the
// network is away (docs/decisions/028-database-outages.md), as the callback and contact forms do.

export type GrievanceFormState =
  | { ok: true; reference: string; message: string }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

const INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";
const LABEL = "text-sm font-semibold text-ink";
const HINT = "text-sm text-slate-700";

export function GrievanceForm({ serverState }: { serverState: GrievanceFormState | null }) {
  const { t, href, message, lang } = useI18n();
  const siteName = useRootData()?.site.name ?? "GharSetu";
  const { result: sent, submit } = useFormOutbox("grievance");
  const sentState: GrievanceFormState | null =
    sent?.phase === "stored"
      ? { ok: true, reference: sent.answer.reference ?? "", message: sent.answer.message ?? "" }
      : sent?.phase === "rejected"
        ? { ok: false, error: sent.error, fields: sent.fields, values: {} }
        : null;
  const result = sentState ?? serverState;
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
      <section
        aria-labelledby="grievance-done"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="grievance-done" ref={doneRef} tabIndex={-1} className="text-xl font-bold text-ink">
          {t("grievance.done.heading")}
        </h2>
        <p role="status" className="mt-3">
          {message(result.message)}
        </p>
        <p className="mt-3">
          {t("grievance.done.reference")}{" "}
          <strong data-testid="grievance-reference" className="font-mono text-lg">
            {result.reference}
          </strong>
        </p>
        <p className="mt-2 text-sm text-slate-700">{t("grievance.done.keep")}</p>
      </section>
    );
  }

  const errors = result && !result.ok ? result.fields : {};
  const values = result && !result.ok ? result.values : {};
  const formError =
    result && !result.ok && Object.keys(result.fields).length === 0 ? result.error : null;
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
  const row = (name: string, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <div className="grid content-start gap-1.5">
      <label htmlFor={`grievance-${name}`} className={LABEL}>
        {label}
      </label>
      {hint ? (
        <p id={`grievance-${name}-hint`} className={HINT}>
          {hint}
        </p>
      ) : null}
      {control}
      {errors[name] ? (
        <p id={`grievance-${name}-error`} className="text-sm text-red-700">
          {message(errors[name])}
        </p>
      ) : null}
    </div>
  );

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
      {row(
        "reference",
        t("grievance.form.reference"),
        <input
          {...field("reference", true)}
          type="text"
          autoComplete="off"
          maxLength={40}
          className={INPUT}
        />,
        t("grievance.form.referenceHint"),
      )}
      {row(
        "phone",
        t("grievance.form.phone"),
        <input
          {...field("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          required
          className={INPUT}
        />,
      )}
      {row(
        "email",
        t("grievance.form.email"),
        <input {...field("email", true)} type="email" autoComplete="email" className={INPUT} />,
        t("grievance.form.emailHint"),
      )}
      {row(
        "text",
        t("grievance.form.text"),
        <textarea {...field("text")} rows={6} maxLength={4000} required className={INPUT} />,
      )}
      {/* Honeypot: people never see it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="grievance-website">{t("grievance.form.honeypot")}</label>
        <input
          id="grievance-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="grievance-consent"
            name="consent"
            type="checkbox"
            value="yes"
            required
            defaultChecked={values.consent === "yes"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "grievance-consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="grievance-consent" className="text-sm text-slate-700">
            <T
              id="grievance.form.consent"
              values={{ siteName }}
              components={{
                0: (
                  <Link to={href("/privacy")} className="font-semibold text-brand-700 underline" />
                ),
              }}
            />
          </label>
        </div>
        {errors.consent ? (
          <p id="grievance-consent-error" className="text-sm text-red-700">
            {message(errors.consent)}
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{message(formError)}</p>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {sent?.phase === "queued" ? (
          <p
            data-testid="grievance-queued"
            className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            {t("grievance.form.queued")}
          </p>
        ) : null}
      </div>
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
