import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useSubmittingTo } from "../auth/use-submitting.tsx";
import { Form } from "../router-links.tsx";

// Labelled form controls with their error message beside them. Used by the sign-in screens and the
// admin forms: every control has a visible label, and an error is tied to its control with
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

/**
 * The code an authenticator app shows (a sign-in's second step, and turning it on): digits, filled
 * in from the phone's one-time-code suggestion, never spell-checked.
 */
export function AuthenticatorCodeField(props: Omit<TextFieldProps, "name">) {
  return (
    <TextField
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      required
      {...props}
    />
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
 * The hidden "website" field of public forms: people never see or reach it, bots fill it in and
 * the server then refuses the submission.
 */
export function HoneypotField() {
  const { t } = useI18n();
  const label = t("auth.honeypot");
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {label === "auth.honeypot" ? "Website (leave empty)" : label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
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

/**
 * A form of the sign-in screens (the password, the two-step code): a plain post to `action`, so it
 * works before (and without) the page's script, that carries where to go afterwards (`redirectTo`)
 * and ends in the full-width submit button, busy while this post is on its way.
 */
export function SignInForm({
  action,
  redirectTo,
  label,
  busyLabel,
  className = "space-y-4",
  children,
  ...form
}: {
  action: string;
  redirectTo: string;
  label: string;
  busyLabel: string;
  className?: string;
  "aria-describedby"?: string;
  children: ReactNode;
}) {
  const busy = useSubmittingTo(action);
  return (
    <Form method="post" action={action} className={className} {...form}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} layout="w-full" />
    </Form>
  );
}
