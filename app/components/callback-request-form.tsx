import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { CALLBACK_SLOTS } from "../domain/callbacks/slots.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import type { DeliveryOutcome } from "../utils/form-outbox/form-outbox.ts";
import {
  type FormAnswer,
  type FormKind,
  getFormOutbox,
  newClientId,
} from "../utils/lead-outbox.ts";
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
} from "./forms/public-form.tsx";
import { OptionalPhoneVerification } from "./phone-verification.tsx";
import { Link } from "./router-links.tsx";

// 'Request a callback' (docs/product/borrower-journey.md "Callback requests"): a real form posting
// to /callback-request, which also answers it without JavaScript; with JavaScript the device
// outbox sends it in place as JSON, and keeps it to send later when the server or the network is
// away (docs/decisions/028-database-outages.md). Reusable on the home page, the bank pages and the
// calculators (pass the bank when there is one).

export type CallbackFormState = ReferenceFormState;

export interface CallbackRequestFormProps {
  bank?: { slug: string; name: string } | null;
  /** The server has an SMS provider: offer 'Send code' / 'Verify'. */
  verifyPhone?: boolean;
  /** The answer of a post without JavaScript (the /callback-request page). */
  serverState?: CallbackFormState | null;
  headingLevel?: "h2" | "h3";
}

export function CallbackRequestForm({
  bank = null,
  verifyPhone = false,
  serverState = null,
  headingLevel = "h2",
}: CallbackRequestFormProps) {
  const id = `cb${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const { t, href, message, lang } = useI18n();
  const { sent, formRef, onSubmit, busy, queued } = useOutboxForm("callback", { language: lang });
  const result = sentFormState(sent) ?? serverState;
  const [phone, setPhone] = useState(result && !result.ok ? (result.values.phone ?? "") : "");

  const Heading = headingLevel;
  const headingId = `${id}-heading`;
  const { errors, values, formError } = refusalOf(result);
  const field = (name: string) => controlProps(id, name, errors);
  // The name and the city: required text, given back as typed after a refusal.
  const textInput = (name: string, autoComplete: string, maxLength: number) => (
    <input
      {...field(name)}
      defaultValue={values[name] ?? ""}
      type="text"
      autoComplete={autoComplete}
      maxLength={maxLength}
      required
      className={PUBLIC_INPUT}
    />
  );

  if (result?.ok) {
    return (
      <StoredReceipt
        headingId={headingId}
        heading={t("forms.callback.done")}
        headingLevel={headingLevel}
        message={result.message}
        referenceLabel={t("forms.callback.yourReference")}
        reference={result.reference}
        testId="callback-reference"
      >
        <T
          id="forms.callback.trackHint"
          components={{ 0: <Link to={href("/track")} className="text-brand-700 underline" /> }}
        />
      </StoredReceipt>
    );
  }

  return (
    <PublicFormFrame
      formRef={formRef}
      action={href("/callback-request")}
      onSubmit={onSubmit}
      headingId={headingId}
      className="sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Heading id={headingId} className="text-xl font-bold text-ink">
          {bank
            ? t("forms.callback.headingBank", { bank: bank.name })
            : t("forms.callback.heading")}
        </Heading>
        <p className="mt-1 text-sm text-slate-700">{t("forms.callback.intro")}</p>
      </div>
      {bank ? <input type="hidden" name="bank" value={bank.slug} /> : null}
      <PublicField id={`${id}-name`} label={t("forms.callback.name")} error={errors.name}>
        {textInput("name", "name", 100)}
      </PublicField>
      <PublicField id={`${id}-phone`} label={t("forms.mobile")} error={errors.phone}>
        <input
          {...field("phone")}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          {...MOBILE_INPUT}
        />
      </PublicField>
      <PublicField id={`${id}-city`} label={t("forms.callback.city")} error={errors.city}>
        {textInput("city", "address-level2", 60)}
      </PublicField>
      <PublicField
        id={`${id}-preferred_slot`}
        label={t("forms.callback.slot")}
        error={errors.preferred_slot}
      >
        <select
          {...field("preferred_slot")}
          defaultValue={values.preferred_slot ?? ""}
          required
          className={PUBLIC_INPUT}
        >
          <option value="">{t("forms.callback.chooseSlot")}</option>
          {CALLBACK_SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {t(`forms.slot.${slot}`)}
            </option>
          ))}
        </select>
      </PublicField>
      <OptionalPhoneVerification enabled={verifyPhone} phone={phone} />
      <HoneypotField id={`${id}-website`} label={t("forms.honeypot")} />
      <ConsentCheckbox id={`${id}-consent`} error={errors.consent} className="sm:col-span-2">
        <T
          id="forms.callback.consent"
          components={{ 0: <Link to={href("/privacy")} className="text-brand-700 underline" /> }}
        />
      </ConsentCheckbox>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {message(formError)}
        </p>
      ) : null}
      <QueuedStatus queued={queued} testId="callback-queued" className="sm:col-span-2">
        {t("forms.outbox.queued")}
      </QueuedStatus>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={busy}
          label={t("forms.callback.submit")}
          busyLabel={t("forms.sending")}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        />
      </div>
    </PublicFormFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// The public forms' device outbox in React. Here, beside the callback form, rather than in a file of
// its own: the home page loads this module anyway, and one more module is one more request against
// its JavaScript budget (docs/performance.md). The contact and registration forms use it too.

// A public form sent through the device outbox (docs/decisions/028-database-outages.md): Submit
// keeps the form on the device, posts it as JSON with a client_id, and says what happened. When
// the server answers 503 or the network fails, the form is "queued": the page says it will be
// sent, the fields keep what was typed, and the outbox sends it once when it can (retries from the
// root layout); the answer then shows here as if it had come at once.

export type OutboxFormResult =
  | { phase: "sending" }
  | { phase: "queued" }
  | { phase: "stored"; answer: FormAnswer }
  | { phase: "rejected"; status: number; error: string; fields: Record<string, string> };

function toResult(outcome: DeliveryOutcome<FormAnswer>): OutboxFormResult {
  if (outcome.kind === "stored") return { phase: "stored", answer: outcome.answer };
  if (outcome.kind === "rejected") {
    return {
      phase: "rejected",
      status: outcome.status,
      error: outcome.error,
      fields: outcome.fields,
    };
  }
  return { phase: "queued" };
}

export function useFormOutbox(kind: FormKind) {
  const [result, setResult] = useState<OutboxFormResult | null>(null);
  /** The client_id this form is waiting on; null: any delivery of this kind (an earlier visit's). */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const outbox = getFormOutbox(kind);
    if (!outbox) return;
    // Sent on an earlier visit and not delivered yet: say that it will be.
    const waiting = outbox.entries();
    if (waiting.length > 0) {
      pending.current = waiting[waiting.length - 1].client_id;
      setResult({ phase: "queued" });
    }
    return outbox.subscribe((clientId, outcome) => {
      if (pending.current !== clientId || outcome.kind === "deferred") return;
      pending.current = null;
      setResult(toResult(outcome));
    });
  }, [kind]);

  /** Sends the form; false when there is no outbox (server rendering), so the browser posts it. */
  const submit = useCallback(
    async (payload: Record<string, unknown>): Promise<boolean> => {
      const outbox = getFormOutbox(kind);
      if (!outbox) return false;
      const clientId = newClientId();
      pending.current = clientId;
      setResult({ phase: "sending" });
      const { outcome } = await outbox.submit({
        client_id: clientId,
        payload,
        created_at: new Date().toISOString(),
      });
      // A delivery may already have been shown by the listener; a deferral keeps waiting.
      if (outcome.kind === "deferred") setResult({ phase: "queued" });
      else if (pending.current === clientId || pending.current === null) {
        pending.current = null;
        setResult(toResult(outcome));
      }
      return true;
    },
    [kind],
  );

  const reset = useCallback(() => setResult(null), []);
  return { result, submit, reset };
}

/**
 * A public form (callback, contact, grievance) sent through the outbox: its ref and its submit
 * handler, and what has become of it. With JavaScript (React attaches the handler at hydration) the
 * outbox sends the fields, the consent box as a boolean (its value is "yes" when ticked) and
 * `extra`; without, the browser posts the form to the page. After a refusal focus goes to the
 * first field to fix, so keyboard and screen-reader users land on the message that explains it.
 */
export function useOutboxForm(kind: FormKind, extra?: Record<string, unknown>) {
  const { result: sent, submit } = useFormOutbox(kind);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent?.phase !== "rejected") return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { consent, ...values } = formValues(event.currentTarget);
    await submit({ ...values, consent: consent === "yes", ...extra });
  }

  return {
    sent,
    formRef,
    onSubmit,
    busy: sent?.phase === "sending",
    queued: sent?.phase === "queued",
  };
}

/**
 * The outbox's answer as a form's state: the stored form's reference and message, or the refusal
 * (whose fields keep what was typed, so no values come back); null before there is one.
 */
export function sentFormState(sent: OutboxFormResult | null): ReferenceFormState | null {
  if (sent?.phase === "stored") {
    return { ok: true, reference: sent.answer.reference ?? "", message: sent.answer.message ?? "" };
  }
  if (sent?.phase === "rejected") {
    return { ok: false, error: sent.error, fields: sent.fields, values: {} };
  }
  return null;
}

/**
 * The props of a public form's control named `name`: its id, `${prefix}-${name}` (its PublicField
 * takes the same), and after a refusal its state, pointed at its error (and at its hint, when it
 * has one, so that the hint is announced with it).
 */
export function controlProps(
  prefix: string,
  name: string,
  errors: Record<string, string>,
  hint = false,
) {
  const id = `${prefix}-${name}`;
  const described = [hint ? `${id}-hint` : "", errors[name] ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described || undefined,
  };
}

/** A form's fields as strings, the password and the honeypot included (the server checks both). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}
