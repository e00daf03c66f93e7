import type { ReactNode } from "react";
import { CALCULATOR_FIELDS_COPY } from "../../content/calculators.ts";
import type {
  CalculatorInput,
  CalculatorOutcome,
  CalculatorRefusal,
  CalculatorResult,
} from "../../domain/calculators/compute.ts";
import {
  CALCULATOR_FIELDS,
  type CalculatorName,
  pageFields,
} from "../../domain/calculators/fields.ts";
import { type I18nApi, useI18n } from "../../i18n/i18n.tsx";
import { CalculatorField } from "./calculator-field.tsx";
import { CalculatorPage, FixErrors } from "./calculator-page.tsx";
import { groupAmounts } from "./initial-values.ts";
import { type CalculatorValues, useCalculator } from "./use-calculator.ts";

/** What a route gives: what it shows of a result, below it (the EMI's schedule) and its notes. */
export interface CalculatorParts<N extends CalculatorName> {
  /** `values`: the inputs as typed, which the result was worked out from. */
  result: (data: CalculatorResult<N>, i18n: I18nApi, values: CalculatorValues) => ReactNode;
  /** Below the form and result, when there is a result. */
  details?: (data: CalculatorResult<N>, i18n: I18nApi) => ReactNode;
  notes?: (i18n: I18nApi) => ReactNode;
  /**
   * A field's message the page words itself, in its language, when the domain's names a figure
   * (cost-of-buying's largest loan); undefined leaves the domain's message.
   */
  fieldMessage?: (field: string, refusal: CalculatorRefusal, i18n: I18nApi) => string | undefined;
}

/** The page's title and intro: calculators.<key>.title and calculators.<key>.intro. */
const COPY_KEY = {
  emi: "emi",
  eligibility: "eligibility",
  prepayment: "prepayment",
  "balance-transfer": "balanceTransfer",
  "tax-benefit": "taxBenefit",
  pmay: "pmay",
  "cost-of-buying": "costOfBuying",
} as const satisfies Record<CalculatorName, string>;

/** From calculatorLoader. */
interface CalculatorLoaderData<N extends CalculatorName> {
  values: Record<string, string>;
  /** The values read with the API's schema (page.server.ts). */
  parsed: CalculatorOutcome<CalculatorInput<N>>;
  verifyPhone: boolean;
}

/**
 * A calculator page: its form built from the domain's field specs (which fields, in which order,
 * amount, number or select, starting values) and the copy of content/calculators.ts, with the
 * result worked out as the visitor types. The route gives only what it shows of a result (title
 * and intro are calculators.<key>.title and .intro); while a field is wrong the page asks to fix
 * it instead.
 */
export function Calculator<N extends CalculatorName>({
  name,
  loaderData,
  result,
  details,
  notes,
  fieldMessage,
}: CalculatorParts<N> & { name: N; loaderData: CalculatorLoaderData<N> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const fields = pageFields(CALCULATOR_FIELDS[name]);
  const copy = CALCULATOR_FIELDS_COPY[name];
  const amounts = fields.filter((f) => f.input === "amount").map((f) => f.name);
  const calculator = useCalculator(
    name,
    groupAmounts(loaderData.values, amounts),
    loaderData.parsed,
  );
  const { values, setValue } = calculator;
  const refusal = calculator.result.ok ? null : calculator.result;
  const errors: Record<string, string> = refusal ? refusal.fields : {};
  const data = calculator.result.ok ? calculator.result.data : null;
  return (
    <CalculatorPage
      slug={name}
      verifyPhone={loaderData.verifyPhone}
      adoptPage={calculator.adoptPage}
      title={t(`calculators.${COPY_KEY[name]}.title` as const)}
      intro={t(`calculators.${COPY_KEY[name]}.intro` as const)}
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
            error={
              refusal && errors[field.name] !== undefined
                ? (fieldMessage?.(field.name, refusal, i18n) ?? errors[field.name])
                : undefined
            }
            onChange={(value) => setValue(field.name, value)}
          />
        );
      })}
      result={
        data ? (
          result(data, i18n, values)
        ) : (
          <FixErrors message={t("calculators.common.fixErrors")} />
        )
      }
      details={data && details ? details(data, i18n) : null}
      notes={notes?.(i18n)}
    />
  );
}
