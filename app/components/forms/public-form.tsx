import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

// The pieces the public forms (callback, contact, grievance) share: a labelled field with its hint
// and error, the consent checkbox and the honeypot. Apart from form-field.tsx (the account and
// admin forms) because the home page loads these with the callback form's module, in the same
// script: form-field.tsx would be one more request against its JavaScript budget
// (docs/performance.md).

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
