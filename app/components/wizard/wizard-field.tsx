// One wizard control, chosen by field name. Options and limits come from the domain
// (choiceOptions, FIELD_MAX_LENGTHS), labels and hints from the "wizard" catalogue, the domain's
// English error messages are shown in the page's language (errors-wizard); this only decides how
// each is drawn.

import type { InputHTMLAttributes, ReactNode } from "react";
import {
  AMOUNT_FOR_FLAG,
  type EligibilityValues,
  FIELD_MAX_LENGTHS,
  MAX_TENURE_YEARS,
  MIN_TENURE_YEARS,
  TAX_BRACKET_FLAG,
  type WizardField,
} from "../../domain/eligibility/fields.ts";
import { choiceOptions } from "../../domain/eligibility/steps.ts";
import {
  RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
  RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  YES_NO,
} from "../../domain/enums.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { AmountInput } from "./amount-input.tsx";
import {
  describedBy,
  errorId,
  FieldError,
  fieldId,
  Hint,
  hintId,
  inputClass,
  labelClass,
} from "./field-parts.tsx";
import { RadioGroup } from "./radio-group.tsx";
import { fieldHint, fieldLabel, isAmountField, optionLabel, staticHint } from "./wizard-copy.ts";

const RADIO_FIELDS = new Set<WizardField>([
  "loan_purpose",
  "property_use",
  "when_to_buy",
  "applicant_type",
  "relationship_status",
  "second_borrower_relation_status",
]);

/** Every relationship answer, for the one-page form where the applicant type is not known yet. */
const ALL_RELATIONSHIP_STATUSES = [
  ...new Set<string>([
    ...RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
    ...RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  ]),
];

function isYesNo(field: WizardField): boolean {
  return field in AMOUNT_FOR_FLAG || field === TAX_BRACKET_FLAG || field === "found_property";
}

/** The attributes of the fields drawn as an <input>; any other field is plain text. */
const INPUTS: Partial<Record<WizardField, InputHTMLAttributes<HTMLInputElement>>> = {
  company_name: { type: "text", autoComplete: "organization" },
  occupation: { type: "text", autoComplete: "organization-title" },
  first_name: { type: "text", autoComplete: "given-name" },
  last_name: { type: "text", autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email", inputMode: "email", spellCheck: false },
  phone_number: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  loan_tenure: {
    type: "number",
    inputMode: "numeric",
    min: MIN_TENURE_YEARS,
    max: MAX_TENURE_YEARS,
    step: 1,
  },
  postal_code: {
    type: "text",
    inputMode: "numeric",
    autoComplete: "postal-code",
    pattern: "[0-9]*",
  },
};

/** Fields whose answer is a few characters: a narrow box. */
const SHORT_INPUTS = new Set<WizardField>(["loan_tenure", "postal_code"]);

export interface WizardFieldProps {
  idPrefix: string;
  field: WizardField;
  values: EligibilityValues;
  /** The domain's English message; shown in the page's language. */
  error?: string;
  /** Present: the stepper (controlled). Absent: the no-JavaScript form (defaults only). */
  onChange?: (field: WizardField, value: string | boolean) => void;
}

/** The fields of a step, in order, each with its error (the stepper's or the server's). */
export function WizardFieldControls({
  fields,
  errors,
  ...shared
}: Omit<WizardFieldProps, "field" | "error"> & {
  fields: readonly WizardField[];
  errors: Partial<Record<WizardField, string>>;
}) {
  return fields.map((field) => (
    <WizardFieldControl key={field} field={field} error={errors[field]} {...shared} />
  ));
}

export function WizardFieldControl({
  idPrefix,
  field,
  values,
  error: englishError,
  onChange,
}: WizardFieldProps) {
  const { t, href, message } = useI18n();
  const isStatic = onChange === undefined;
  const hint = [fieldHint(field, t), isStatic ? staticHint(field, t) : undefined]
    .filter(Boolean)
    .join(" ");
  const error = englishError ? message(englishError) : undefined;
  const label = fieldLabel(field, t);
  const value = field === "consent" ? "" : values[field];
  const id = fieldId(idPrefix, field);
  const described = describedBy(idPrefix, field, hint || undefined, error);
  const invalid = error ? true : undefined;

  if (field === "consent") {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            name="consent"
            value="yes"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
            aria-describedby={described}
            aria-invalid={invalid}
            {...(onChange
              ? {
                  checked: values.consent,
                  onChange: (e) => onChange("consent", e.currentTarget.checked),
                }
              : { defaultChecked: values.consent })}
          />
          <label htmlFor={id} className="text-ink">
            <T
              id="wizard.field.consent"
              components={{
                0: (
                  // biome-ignore lint/a11y/useAnchorContent: <T> fills in the link text from the catalogue
                  <a
                    href={href("/privacy")}
                    className="font-medium text-brand-700 underline"
                    target="_blank"
                    rel="noopener"
                  />
                ),
                1: <span className="sr-only" />,
              }}
            />
          </label>
        </div>
        <FieldError id={errorId(idPrefix, field)} message={error} />
      </div>
    );
  }

  if (isYesNo(field) || RADIO_FIELDS.has(field)) {
    // A yes/no question is two radios side by side, "yes" and "no" (docs/product/forms.md "The
    // eligibility wizard's form contract").
    const options = isYesNo(field)
      ? YES_NO
      : isStatic && field === "relationship_status"
        ? ALL_RELATIONSHIP_STATUSES
        : choiceOptions(field, values);
    return (
      <RadioGroup
        idPrefix={idPrefix}
        field={field}
        legend={label}
        options={options}
        value={value}
        error={error}
        hint={hint || undefined}
        onChange={onChange}
        inline={isYesNo(field)}
      />
    );
  }

  const common = {
    id,
    name: field,
    "aria-describedby": described,
    "aria-invalid": invalid,
  };
  const controlled = (v: string) =>
    onChange
      ? {
          value: v,
          onChange: (e: { currentTarget: { value: string } }) =>
            onChange(field, e.currentTarget.value),
        }
      : { defaultValue: v };
  // The label above the control, the hint and the error below it.
  const labelled = (control: ReactNode) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control}
      <Hint id={hintId(idPrefix, field)}>{hint || undefined}</Hint>
      <FieldError id={errorId(idPrefix, field)} message={error} />
    </div>
  );

  if (field === "dependents" || field === "company_type") {
    const options = choiceOptions(field, values);
    return labelled(
      <select {...common} {...controlled(value)} className={`${inputClass} mt-1`}>
        <option value="">
          {field === "dependents"
            ? t("wizard.option.chooseNumber")
            : t("wizard.option.notSpecified")}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option, t)}
          </option>
        ))}
      </select>,
    );
  }

  if (isAmountField(field)) {
    return labelled(
      <AmountInput
        {...common}
        {...(onChange
          ? { value, onValueChange: (v: string) => onChange(field, v) }
          : { defaultValue: value })}
        className={inputClass}
      />,
    );
  }

  return labelled(
    <input
      {...common}
      {...controlled(value)}
      {...(INPUTS[field] ?? { type: "text", autoComplete: "off" })}
      maxLength={FIELD_MAX_LENGTHS[field as keyof typeof FIELD_MAX_LENGTHS]}
      className={`${inputClass} mt-1${SHORT_INPUTS.has(field) ? " max-w-40" : ""}`}
    />,
  );
}
