import { useId, useRef, useState } from "react";
import { LIMITS } from "../domain/calculators/limits.ts";
import { FALLBACK_CALCULATOR_RATE } from "../domain/enums.ts";
import { formatInr } from "../domain/format.ts";
import { loanBreakdown, parseAmount } from "../domain/loan/emi.ts";
import { useI18n, type Values } from "../i18n/i18n.tsx";
import type { MessageId } from "../i18n/types.ts";
import { usePageFormState } from "../utils/page-form-state.ts";
import { LoanBreakdown } from "./loan-breakdown.tsx";
import { Link } from "./router-links.tsx";

interface EmiCalculatorProps {
  defaultPrincipal?: number;
  defaultRate?: number;
  defaultYears?: number;
  /**
   * When this value changes the rate goes back to `defaultRate` (docs/product/calculators.md: the
   * bank-page calculator resets the rate when the bank changes). Pass the bank slug.
   */
  rateResetKey?: string;
}

// The ranges of /calculators/emi (docs/product/calculators.md), so that every EMI input on the site
// takes the same figures and the "full schedule" link never opens a page that refuses them.
const { amountMin, amountMax, rateMin, rateMax, yearsMin, yearsMax } = LIMITS;

/** A hint's message (the "compare" catalogue) and its figures; null when the field is fine. */
type Hint = { id: MessageId; values?: Values } | null;

/** The hint of an input held as `text`: empty, outside `min`–`max` (written by `show`), or none. */
function rangeHint(
  field: "principal" | "rate" | "years",
  text: string,
  min: number,
  max: number,
  show: (n: number) => string | number = (n) => n,
): Hint {
  if (text.trim() === "") return { id: `compare.emi.${field}Empty` };
  const value = parseAmount(text);
  if (value === null || value < min || value > max) {
    return { id: `compare.emi.${field}Range`, values: { min: show(min), max: show(max) } };
  }
  return null;
}

/**
 * EMI calculator: three labelled inputs held as text (docs/product/calculators.md "Calculator
 * form") and the loan breakdown panel. While an input is empty or out of range it shows a hint
 * under the field and the panel shows ₹0, never NaN.
 */
export function EmiCalculator({
  defaultPrincipal = 1_000_000,
  defaultRate = FALLBACK_CALCULATOR_RATE,
  defaultYears = 5,
  rateResetKey,
}: EmiCalculatorProps) {
  const { t, href } = useI18n();
  const id = useId();
  const [principal, setPrincipal] = useState(String(defaultPrincipal));
  const [rate, setRate] = useState(String(defaultRate));
  const [years, setYears] = useState(String(defaultYears));
  // Resetting state from a changed prop during render (react.dev "adjusting state when a prop
  // changes") avoids one frame with the old bank's rate that an effect would show.
  const [seenResetKey, setSeenResetKey] = useState(rateResetKey);
  if (seenResetKey !== rateResetKey) {
    setSeenResetKey(rateResetKey);
    setRate(String(defaultRate));
  }
  // Figures typed before the script started are the calculator's starting figures (ADR 019).
  const rootRef = useRef<HTMLDivElement>(null);
  usePageFormState(rootRef, (page) => {
    setPrincipal((v) => page.get("principal") ?? v);
    setRate((v) => page.get("rate") ?? v);
    setYears((v) => page.get("years") ?? v);
  });

  const hints = {
    principal: rangeHint("principal", principal, amountMin, amountMax, formatInr),
    rate: rangeHint("rate", rate, rateMin, rateMax),
    years: rangeHint("years", years, yearsMin, yearsMax),
  };
  const valid = !hints.principal && !hints.rate && !hints.years;
  const breakdown = loanBreakdown(
    valid ? { principal, annualRate: rate, years } : { principal: "", annualRate: "", years: "" },
  );

  const fields = [
    {
      key: "principal",
      label: t("compare.emi.principal"),
      value: principal,
      set: setPrincipal,
      hint: hints.principal,
      attrs: { min: amountMin, max: amountMax, step: "any", inputMode: "numeric" as const },
    },
    {
      key: "rate",
      label: t("compare.emi.rate"),
      value: rate,
      set: setRate,
      hint: hints.rate,
      attrs: { min: rateMin, max: rateMax, step: 0.1, inputMode: "decimal" as const },
    },
    {
      key: "years",
      label: t("compare.emi.years"),
      value: years,
      set: setYears,
      hint: hints.years,
      attrs: { min: yearsMin, max: yearsMax, step: 1, inputMode: "numeric" as const },
    },
  ];

  return (
    <div ref={rootRef} className="grid gap-8 lg:grid-cols-2" data-emi-calculator="">
      <div className="grid content-start gap-5">
        {fields.map((field) => {
          const inputId = `${id}-${field.key}`;
          const hintId = `${inputId}-hint`;
          return (
            <div key={field.key} className="grid gap-1.5">
              <label htmlFor={inputId} className="text-sm font-semibold text-ink">
                {field.label}
              </label>
              <input
                id={inputId}
                name={field.key}
                type="number"
                value={field.value}
                onChange={(event) => field.set(event.target.value)}
                aria-invalid={field.hint ? true : undefined}
                aria-describedby={field.hint ? hintId : undefined}
                className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink focus:border-brand-600 aria-invalid:border-red-600"
                {...field.attrs}
              />
              {field.hint && (
                <p id={hintId} className="text-sm text-red-700">
                  {t(field.hint.id, field.hint.values)}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-sm text-slate-600">{t("compare.emi.note")}</p>
        {valid ? (
          <Link
            to={href(
              `/calculators/emi?${new URLSearchParams({
                amount: String(parseAmount(principal) ?? ""),
                rate: String(parseAmount(rate) ?? ""),
                years: String(parseAmount(years) ?? ""),
              }).toString()}`,
            )}
            className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-700 underline"
            data-full-schedule=""
          >
            {t("compare.emi.schedule")}
          </Link>
        ) : null}
      </div>
      <LoanBreakdown breakdown={breakdown} />
    </div>
  );
}
