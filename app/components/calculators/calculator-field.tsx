import { useId } from "react";
import type { FieldCopy } from "../../content/calculators.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { AmountInput } from "../wizard/amount-input.tsx";

const inputClass =
  "block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 aria-invalid:border-red-600";

export type FieldKind = "amount" | "number" | "select" | "date";

/**
 * One labelled input of a calculator form. Its name is the API's query parameter, so the form
 * submits to the page (and the page's URL works with the API) without JavaScript. The label and
 * hint are message ids; `error` is the domain's English message, shown in the page's language
 * (errors-calculators), or a message the page has already translated. Select options come
 * translated, their values never are.
 */
export function CalculatorField({
  name,
  kind,
  copy,
  value,
  error,
  onChange,
  options,
}: {
  name: string;
  kind: FieldKind;
  copy: FieldCopy;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  options?: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  const { t, message } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [copy.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t(copy.label)}
      </label>
      {kind === "amount" ? (
        <AmountInput {...common} value={value} onValueChange={onChange} className={inputClass} />
      ) : kind === "select" ? (
        <select
          {...common}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          {options?.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </select>
      ) : kind === "date" ? (
        // The browser's date picker sends YYYY-MM-DD, the API's form, with or without JavaScript.
        <input
          {...common}
          type="date"
          min="2000-01-01"
          max="2099-12-31"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
      {copy.hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {t(copy.hint)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
