import type { FormEvent, ReactNode, Ref } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

// The pieces the public forms (callback, contact, grievance) share: a labelled field with its hint
// and error, the consent checkbox, the honeypot and the outbox's status line. Apart from form-field.tsx (the account and
// admin forms) because the home page loads these with the callback form's module, in the same
// script: form-field.tsx would be one more request against its JavaScript budget
// (docs/performance.md). Import it only from modules that import the callback form's too, or it
// becomes a script of its own on the home page again.

/** The public forms' text inputs and selects. */
export const PUBLIC_INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";

/** The public forms' mobile number input, but for its id, name and value. */
export const MOBILE_INPUT = {
  type: "tel",
  autoComplete: "tel",
  inputMode: "tel",
  maxLength: 20,
  required: true,
  className: PUBLIC_INPUT,
} as const;

/** The public forms' submit button. */
const PUBLIC_SUBMIT =
  "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-900 disabled:opacity-70";

/**
 * A public form's submit button: disabled, with its busy words, while the form is being sent, so a
 * second click cannot send it twice. `className` replaces the usual look.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = PUBLIC_SUBMIT,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A public form's refusal: its message, the fields' messages and the values sent back. */
export type FormRefusal = {
  ok: false;
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** The answer to a public form that gives a reference (callback, grievance): stored, or refused. */
export type ReferenceFormState = { ok: true; reference: string; message: string } | FormRefusal;

/**
 * What a form shows of a refusal: each field's message, the values to put back, and the message
 * that belongs to no field (spam check, rate limit), shown above the button.
 */
export function refusalOf(result: { ok: true } | FormRefusal | null | undefined): {
  errors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
} {
  const refused = result && !result.ok ? result : null;
  return {
    errors: refused?.fields ?? {},
    values: refused?.values ?? {},
    formError: refused && Object.keys(refused.fields).length === 0 ? refused.error : null,
  };
}

/**
 * A field of the public forms (callback, contact, grievance): its label, an optional hint, the
 * control (`children`, which carries `id` and points aria-describedby at `${id}-hint` and
 * `${id}-error`) and the server's error for it, translated here.
 */
export function PublicField({
  id,
  label,
  hint,
  error,
  className = "grid content-start gap-1.5",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      <PublicFieldError id={id} error={error} />
    </div>
  );
}

/** The server's message for a public form's field, translated; `${id}-error` for aria-describedby. */
function PublicFieldError({ id, error }: { id: string; error?: string }) {
  const { message } = useI18n();
  return error ? (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {message(error)}
    </p>
  ) : null;
}

/**
 * The hidden "website" field of the public forms: people never see or reach it (nor does assistive
 * technology), bots fill it in and the server then refuses the submission. The account forms have
 * theirs in form-field.tsx.
 */
export function HoneypotField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The consent checkbox of the public forms (name "consent", value "yes"), its label (`children`,
 * the form's own text with its link to the privacy notice) and the server's error for it, tied to
 * the box by `${id}-error`.
 */
export function ConsentCheckbox({
  id,
  error,
  defaultChecked,
  className,
  children,
}: {
  id: string;
  /** The server's message for the field (translated here), if it refused it. */
  error?: string;
  defaultChecked?: boolean;
  /** Added to the block's own classes ("grid gap-1.5"), e.g. its place in the form's grid. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `grid gap-1.5 ${className}` : "grid gap-1.5"}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          value="yes"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      <PublicFieldError id={id} error={error} />
    </div>
  );
}

/**
 * The status line of a public form sent through the device outbox: empty until the form waits on
 * the device to be sent, then the form's own words for that (`testId` marks them for the tests).
 */
export function QueuedStatus({
  queued,
  testId,
  className,
  children,
}: {
  queued: boolean;
  testId: string;
  /** Added to the line's own class ("empty:hidden"), e.g. its place in the form's grid. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className ? `${className} empty:hidden` : "empty:hidden"}>
      {queued ? (
        <p
          data-testid={testId}
          className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The card a public form is drawn in: a real form that posts to `action` without JavaScript and
 * calls `onSubmit` (the device outbox) with it, named by its heading (`headingId`). `className` adds
 * to the card's classes (a grid of two columns, more room).
 */
export function PublicFormFrame({
  formRef,
  action,
  onSubmit,
  headingId,
  className,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  headingId: string;
  className?: string;
  children: ReactNode;
}) {
  const card = "grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className={className ? `${card} ${className}` : card}
    >
      {children}
    </form>
  );
}

/**
 * What a public form shows once the server has stored it: a heading, the server's message (in the
 * page's language), the reference to keep (`testId` marks it for the tests) and a last line.
 */
export function StoredReceipt({
  headingId,
  heading,
  headingLevel = "h2",
  headingRef,
  message: english,
  referenceLabel,
  reference,
  testId,
  children,
}: {
  headingId: string;
  heading: string;
  headingLevel?: "h2" | "h3";
  /** Given: the heading takes focus (tabIndex -1) when the caller moves it there. */
  headingRef?: Ref<HTMLHeadingElement>;
  message: string;
  referenceLabel: string;
  reference: string;
  testId: string;
  children: ReactNode;
}) {
  const { message } = useI18n();
  const Heading = headingLevel;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-bold text-ink"
      >
        {heading}
      </Heading>
      <p role="status" className="mt-3">
        {message(english)}
      </p>
      <p className="mt-3">
        {referenceLabel}{" "}
        <strong data-testid={testId} className="font-mono text-lg">
          {reference}
        </strong>
      </p>
      <p className="mt-2 text-sm text-slate-700">{children}</p>
    </section>
  );
}
