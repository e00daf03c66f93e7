import { useEffect } from "react";
import { useActionData } from "react-router";
import { T, useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { useRootData } from "../../root.tsx";
import { controlProps, sentFormState, useOutboxForm } from "../callback-request-form.tsx";
import {
  ConsentCheckbox,
  HoneypotField,
  PUBLIC_INPUT,
  PublicField,
  PublicFormFrame,
  refusalOf,
  SubmitButton,
} from "../forms/public-form.tsx";
import { Link } from "../router-links.tsx";

/** What the home route's action answers for the contact form. */
export type ContactFormState =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

/** Shown when the message could not be sent at all (offline, rate limit, server trouble). */
export const CONTACT_UNAVAILABLE =
  "We could not send your message just now. Please try again in a few minutes, or call us.";

/**
 * Section 10: contact details from the site configuration and the message form. A real form that
 * posts to the home route's action: with JavaScript the device outbox sends it in place as JSON,
 * and keeps it to send later when the server or the network is away
 * (docs/decisions/028-database-outages.md); without, the browser posts it and the page comes back
 * with the same messages (useActionData).
 */
/** The contact form's one-line inputs, in the order they are shown. */
const CONTACT_INPUTS: readonly {
  name: string;
  label: MessageId;
  type: "text" | "email" | "tel";
  autoComplete: string;
  required?: boolean;
  maxLength?: number;
}[] = [
  {
    name: "first_name",
    label: "forms.contact.firstName",
    type: "text",
    autoComplete: "given-name",
    maxLength: 100,
  },
  {
    name: "last_name",
    label: "forms.contact.lastName",
    type: "text",
    autoComplete: "family-name",
    maxLength: 100,
  },
  {
    name: "email",
    label: "forms.contact.email",
    type: "email",
    autoComplete: "email",
    required: true,
  },
  { name: "phone", label: "forms.contact.phone", type: "tel", autoComplete: "tel", required: true },
];

export function GetInTouch() {
  const site = useRootData()?.site;
  const { t, href, message } = useI18n();
  const { sent, formRef, onSubmit, busy, queued } = useOutboxForm("contact");
  const actionData = useActionData<ContactFormState>();
  const result = sentFormState(sent) ?? actionData;

  // After a sent message the form starts afresh; a queued message keeps the fields as typed.
  useEffect(() => {
    if (sent?.phase === "stored") formRef.current?.reset();
  }, [sent, formRef]);

  const { errors, values, formError } = refusalOf(result);

  const field = (name: string) => ({
    ...controlProps("contact", name, errors),
    defaultValue: values[name] ?? "",
  });
  // A required field's label: its name, then "(required)" in lighter type.
  const requiredLabel = (label: string) => (
    <>
      {label} <span className="font-normal text-slate-600">{t("forms.contact.required")}</span>
    </>
  );

  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-20 bg-slate-50 py-16"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2
            id="contact-heading"
            className="text-2xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {t("forms.contact.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t("forms.contact.intro")}</p>
          {site && (
            <dl className="mt-8 grid gap-5 text-base">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("forms.contact.phone")}</dt>
                <dd>
                  <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("forms.contact.email")}</dt>
                <dd>
                  <a
                    href={`mailto:${site.email}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {site.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">
                  {t("forms.contact.office")}
                </dt>
                <dd className="text-slate-700">{site.address}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t("forms.contact.hours")}</dt>
                {site.hours.map((line) => (
                  <dd key={line} className="text-slate-700">
                    {line}
                  </dd>
                ))}
              </div>
            </dl>
          )}
        </div>

        <PublicFormFrame
          formRef={formRef}
          // Without JavaScript the answer is a new page: the fragment brings the visitor back here.
          action={href("/?index#contact")}
          onSubmit={onSubmit}
          headingId="contact-form-heading"
          className="sm:grid-cols-2 sm:p-8"
        >
          <h3 id="contact-form-heading" className="text-lg font-semibold text-ink sm:col-span-2">
            {t("forms.contact.formHeading")}
          </h3>
          {CONTACT_INPUTS.map(({ name, label, type, autoComplete, required, maxLength }) => (
            <PublicField
              key={name}
              id={`contact-${name}`}
              label={required ? requiredLabel(t(label)) : t(label)}
              error={errors[name]}
            >
              <input
                {...field(name)}
                type={type}
                autoComplete={autoComplete}
                required={required}
                maxLength={maxLength}
                className={PUBLIC_INPUT}
              />
            </PublicField>
          ))}
          <PublicField
            id="contact-message"
            label={t("forms.contact.message")}
            error={errors.message}
            className="grid gap-1.5 sm:col-span-2"
          >
            <textarea {...field("message")} rows={4} maxLength={2000} className={PUBLIC_INPUT} />
          </PublicField>
          <HoneypotField id="contact-website" label={t("forms.honeypot")} />
          <ConsentCheckbox
            id="contact-consent"
            error={errors.consent}
            defaultChecked={values.consent === "yes"}
            className="sm:col-span-2"
          >
            <T
              id="forms.contact.consent"
              values={{ siteName: site?.name ?? t("forms.contact.theTeam") }}
              components={{
                0: (
                  <Link to={href("/privacy")} className="font-semibold text-brand-700 underline" />
                ),
              }}
            />
          </ConsentCheckbox>
          <div className="sm:col-span-2">
            <div role="alert">
              {formError && (
                <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                  {message(formError)}
                </p>
              )}
            </div>
            <div role="status">
              {result?.ok && (
                <p className="mb-3 rounded-xl bg-accent-500/10 p-3 text-base font-semibold text-accent-700">
                  {message(result.message)}
                </p>
              )}
              {queued && (
                <p
                  data-testid="contact-queued"
                  className="mb-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900"
                >
                  {t("forms.outbox.queued")}
                </p>
              )}
            </div>
            <SubmitButton
              busy={busy}
              label={t("forms.contact.submit")}
              busyLabel={t("forms.sending")}
            />
          </div>
        </PublicFormFrame>
      </div>
    </section>
  );
}
