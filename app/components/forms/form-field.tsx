import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { useI18n } from "../../i18n/i18n.tsx";

// Labelled form controls with their error message beside them. Used by the sign-in screens, the
// admin forms and (PublicField, ConsentCheckbox, HoneypotField) the public forms: every control has a visible label, and an error is tied to its control with
// aria-describedby so screen readers announce it with the field.

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-700";

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, hint, required, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {/* Outside the label so the accessible name stays "Surname", not "Surname *". */}
        {required ? (
          <span className="text-sm font-semibold text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(
  id: string,
  error?: string | null,
  hint?: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

type ShellProps = Omit<FieldShellProps, "id" | "children">;

/**
 * Splits a field's props into its shell's (label, hint, error) and its control's; the control gets
 * the shell's id, `required`, and aria-invalid and aria-describedby that take the error and the
 * hint into account besides what the caller passed.
 */
function useField<C extends { "aria-invalid"?: unknown; "aria-describedby"?: string }>({
  label,
  error,
  hint,
  required,
  className,
  ...control
}: ShellProps & C) {
  const id = useId();
  return {
    shell: { id, label, error, hint, required, className },
    control: {
      id,
      required,
      ...control,
      "aria-invalid": error || control["aria-invalid"] ? true : undefined,
      "aria-describedby": describedBy(id, error, hint, control["aria-describedby"]),
    },
    controlClass: `${controlClass} ${error ? "border-red-700" : "border-slate-400"}`,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> &
  ShellProps & { name: string; inputRef?: Ref<HTMLInputElement> };

export function TextField({ inputRef, ...props }: TextFieldProps) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      {/* An explicit type (WCAG 1.3.5: autocomplete purposes are checked against it); callers may
          pass another. */}
      <input ref={inputRef} type="text" {...field.control} className={field.controlClass} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> &
  ShellProps & { name: string; textareaRef?: Ref<HTMLTextAreaElement>; monospace?: boolean };

export function TextAreaField({ textareaRef, monospace, ...props }: TextAreaFieldProps) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <textarea
        ref={textareaRef}
        {...field.control}
        className={`${field.controlClass} ${monospace ? "font-mono text-sm" : ""}`}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> &
  ShellProps & { name: string; options: readonly { value: string; label: string }[] };

export function SelectField({ options, ...props }: SelectFieldProps) {
  const field = useField(props);
  return (
    <FieldShell {...field.shell}>
      <select {...field.control} className={field.controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
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
 * The hidden "website" field of public forms: people never see or reach it, bots fill it in and
 * the server then refuses the submission. The public forms give it an id and their label, and hide
 * it from assistive technology too; without them (the registration form) the label wraps the field.
 */
export function HoneypotField({ id, label }: { id?: string; label?: string }) {
  const { t } = useI18n();
  if (id !== undefined) {
    return (
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    );
  }
  const text = t("auth.honeypot");
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {text === "auth.honeypot" ? "Website (leave empty)" : text}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
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

/** A message region for a form-level result: role=alert for errors, role=status for success. */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: "error" | "success";
  children: ReactNode;
  id?: string;
}) {
  return kind === "error" ? (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {children}
    </div>
  ) : (
    <div
      id={id}
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
    >
      {children}
    </div>
  );
}

/**
 * The primary submit button of the account forms: disabled, with its busy label, while the form is
 * being sent, so a second click cannot post it twice. `layout` sizes it in its row.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  layout,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  layout: "w-full" | "flex-1";
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`${layout} rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-70`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
