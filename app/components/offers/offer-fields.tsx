import type { InputHTMLAttributes, ReactNode } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

// The labelled controls of the fair-offers forms (docs/product/offers.md "Pages"): a field with its
// hint and the server's message beside it, tied to the control by aria-describedby, and a group
// of radio buttons under a legend. Uncontrolled: each control carries its default as an attribute,
// so what is typed before the script starts stays (docs/decisions/019-forms-adopt-the-page-state-
// at-hydration.md). Kept apart from forms/public-form.tsx, which the home page loads with the
// callback form in one script: importing it here would split it into a script of its own there.

export const OFFER_INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";

/**
 * A form's submit button in its own line: disabled, with its busy words, while the form is being
 * sent, so a second click cannot send it twice. The public forms' look (forms/public-form.tsx).
 */
export function OfferSubmit({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div>
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** The ids a control names in aria-describedby: its hint and its error, when there are. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The server's message for a field in the page's language; `${id}-error`. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { message } = useI18n();
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {message(error)}
    </p>
  ) : null;
}

/** A label, its hint, the control (`children`, with `id`) and the server's message for it. */
export function OfferField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A text control of the offers' forms: invalid while the server names it, and tied by
 * aria-describedby to its hint and its message (`OfferField` shows them).
 */
export function OfferInput({
  id,
  hint,
  error,
  ...attributes
}: { id: string; hint?: ReactNode; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className"
>) {
  return (
    <input
      id={id}
      {...attributes}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={OFFER_INPUT}
    />
  );
}

/** One radio button per option under a legend: every choice in words, none hidden in a list. */
export function ChoiceGroup({
  id,
  name,
  legend,
  hint,
  error,
  options,
  checked,
  className = "",
}: {
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: ReactNode }[];
  /** The value checked by default (the server's, or what the page was sent). */
  checked: string | undefined;
  className?: string;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      className={`grid content-start gap-1.5 ${className}`}
    >
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="grid gap-2">
        <ChoiceOptions name={name} options={options} checked={checked} error={error} filled />
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * The radio buttons of a group, one row to press per option, its words beside it: ChoiceGroup's,
 * and the offers of "Choose a lender" (choose-lender.tsx). `filled` gives each row a white ground.
 */
export function ChoiceOptions({
  name,
  options,
  checked,
  error,
  filled = false,
}: {
  name: string;
  options: readonly { value: string; label: ReactNode }[];
  checked: string | undefined;
  error?: string;
  filled?: boolean;
}) {
  return options.map((option) => (
    <label
      key={option.value}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 ${filled ? "bg-white " : ""}px-4 py-2 has-checked:border-brand-600 has-checked:bg-brand-50`}
    >
      <input
        type="radio"
        name={name}
        value={option.value}
        defaultChecked={checked === option.value}
        aria-invalid={error ? true : undefined}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <span>{option.label}</span>
    </label>
  ));
}
