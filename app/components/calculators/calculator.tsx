import type { ReactNode } from "react";
import { CALCULATOR_FIELDS_COPY } from "../../content/calculators.ts";
import {
  CALCULATORS,
  type CalculatorName,
  type CalculatorResult,
} from "../../domain/calculators/index.ts";
import { pageFields } from "../../domain/calculators/query.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { CalculatorField } from "./calculator-field.tsx";
import { CalculatorPage, FixErrors } from "./calculator-page.tsx";
import { groupAmounts } from "./initial-values.ts";
import { useCalculator } from "./use-calculator.ts";

/**
 * A calculator page: its form built from the domain's field specs (which fields, in which order,
 * amount, number or select, starting values) and the copy of content/calculators.ts, with the
 * result worked out as the visitor types. The route gives only its title, intro and what it
 * shows of a result; while a field is wrong the page asks to fix it instead.
 */
export function Calculator<N extends CalculatorName>({
  name,
  loaderData,
  title,
  intro,
  result,
  details,
  notes,
}: {
  name: N;
  /** From calculatorLoader. */
  loaderData: { values: Record<string, string>; verifyPhone: boolean };
  title: string;
  intro: string;
  result: (data: CalculatorResult<N>) => ReactNode;
  /** Below the form and result, when there is a result (the EMI's schedule). */
  details?: (data: CalculatorResult<N>) => ReactNode;
  notes?: ReactNode;
}) {
  const { t } = useI18n();
  const fields = pageFields(CALCULATORS[name].fields);
  const copy = CALCULATOR_FIELDS_COPY[name];
  const amounts = fields.filter((f) => f.input === "amount").map((f) => f.name);
  const calculator = useCalculator(name, groupAmounts(loaderData.values, amounts));
  const { values, setValue } = calculator;
  const errors = calculator.result.ok ? {} : calculator.result.fields;
  const data = calculator.result.ok ? calculator.result.data : null;
  return (
    <CalculatorPage
      slug={name}
      verifyPhone={loaderData.verifyPhone}
      adoptPage={calculator.adoptPage}
      title={title}
      intro={intro}
      fields={fields.map((field) => {
        const fieldCopy = copy[field.name];
        return (
          <CalculatorField
            key={field.name}
            name={field.name}
            kind={field.input ?? "number"}
            options={field.choices?.map((value) => {
              const label = fieldCopy.options?.[value];
              return [value, label ? t(label) : `${value}${fieldCopy.unit ?? ""}`] as const;
            })}
            copy={fieldCopy}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onChange={(value) => setValue(field.name, value)}
          />
        );
      })}
      result={data ? result(data) : <FixErrors message={t("calculators.common.fixErrors")} />}
      details={data && details ? details(data) : null}
      notes={notes}
    />
  );
}
