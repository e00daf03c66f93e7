import type { WizardField } from "../../domain/eligibility/fields.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { describedBy, errorId, FieldError, fieldId, Hint, hintId } from "./field-parts.tsx";
import { optionLabel } from "./wizard-copy.ts";

export interface RadioGroupProps {
  idPrefix: string;
  field: WizardField;
  /** The question, in the page's language. */
  legend: string;
  options: readonly string[];
  /** The chosen value ("" for none). */
  value: string;
  /** The error, already in the page's language. */
  error?: string;
  hint?: string;
  /** Present: controlled (the stepper). Absent: the no-JavaScript form's default choice. */
  onChange?: (field: WizardField, value: string) => void;
  /** Options side by side (yes/no) instead of a list. */
  inline?: boolean;
}

/**
 * A choice as a fieldset with a legend and one radio per enumeration value (docs/product/forms.md
 * "The eligibility wizard's form contract": name = the snake_case field, value = the enumeration
 * string). The fieldset carries the id that focusField() looks for.
 */
export function RadioGroup({
  idPrefix,
  field,
  legend,
  options,
  value,
  error,
  hint,
  onChange,
  inline = false,
}: RadioGroupProps) {
  const { t } = useI18n();
  const id = fieldId(idPrefix, field);
  const described = describedBy(idPrefix, field, hint, error);
  return (
    <fieldset id={id} className="min-w-0">
      <legend className="font-medium text-ink">{legend}</legend>
      <Hint id={hintId(idPrefix, field)}>{hint}</Hint>
      <div className={inline ? "mt-2 flex flex-wrap gap-3" : "mt-2 grid gap-2 sm:grid-cols-2"}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = value === option;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 ${
                error ? "border-red-700" : "border-slate-500"
              } ${inline ? "min-w-24" : ""}`}
            >
              <input
                id={optionId}
                type="radio"
                name={field}
                value={option}
                className="h-4 w-4 accent-brand-600"
                aria-describedby={described}
                aria-invalid={error ? true : undefined}
                {...(onChange
                  ? { checked, onChange: () => onChange(field, option) }
                  : { defaultChecked: checked })}
              />
              <span>{optionLabel(option, t)}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId(idPrefix, field)} message={error} />
    </fieldset>
  );
}
