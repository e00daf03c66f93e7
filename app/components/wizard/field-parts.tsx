// Small shared pieces of the wizard's controls: ids, the describedby wiring, hint and error lines,
// and the Tailwind classes every control uses.

import type { ReactNode } from "react";
import type { WizardField } from "../../domain/eligibility/fields.ts";

export const inputClass =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

export const labelClass = "block font-medium text-ink";

export function fieldId(prefix: string, field: WizardField): string {
  return `${prefix}-${field}`;
}
export function hintId(prefix: string, field: WizardField): string {
  return `${prefix}-${field}-hint`;
}
export function errorId(prefix: string, field: WizardField): string {
  return `${prefix}-${field}-error`;
}

/** aria-describedby for a control: its hint, then its error; undefined when neither shows. */
export function describedBy(
  prefix: string,
  field: WizardField,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? hintId(prefix, field) : null, error ? errorId(prefix, field) : null].filter(
    Boolean,
  );
  return ids.length ? ids.join(" ") : undefined;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.2h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

/**
 * Moves focus to a field: its input, or for a radio group (a fieldset) its chosen option or its
 * first one. Used for "focus the first invalid field" on Next.
 */
export function focusField(prefix: string, field: WizardField): void {
  const element = document.getElementById(fieldId(prefix, field));
  if (!element) return;
  if (element instanceof HTMLFieldSetElement) {
    const target =
      element.querySelector<HTMLInputElement>("input:checked") ??
      element.querySelector<HTMLInputElement>("input");
    target?.focus();
    return;
  }
  element.focus();
}
