import { useId, useRef, useState } from "react";

import { Link } from "react-router";
import { FALLBACK_CALCULATOR_RATE } from "../domain/enums.ts";
import { loanBreakdown, parseAmount } from "../domain/loan/emi.ts";
import { usePageFormState } from "../utils/page-form-state.ts";
import { LoanBreakdown } from "./loan-breakdown.tsx";

interface EmiCalculatorProps {
  defaultPrincipal?: number;
  defaultRate?: number;
  defaultYears?: number;
  /**
   * When this value changes the rate goes back to `defaultRate` (SPEC.md 4: the bank-page
   * calculator resets the rate when the bank changes). Pass the bank slug.
   */
  rateResetKey?: string;
}

// Bounds of the hints. SPEC.md 9 limits tenure to 1–50 years; the others keep the figures sane.
const MAX_PRINCIPAL = 1_000_000_000; // ₹100 crore
const MAX_RATE = 30;
const MIN_YEARS = 1;
const MAX_YEARS = 50;

type Hint = string | null;

function principalHint(text: string): Hint {
  if (text.trim() === "") return "Enter the loan amount in rupees.";
  const value = parseAmount(text);
  if (value === null || value <= 0) return "Enter a loan amount above ₹0.";
  if (value > MAX_PRINCIPAL) return "Enter a loan amount up to ₹100,00,00,000 (₹100 crore).";
  return null;
}

function rateHint(text: string): Hint {
  if (text.trim() === "") return "Enter the yearly interest rate, for example 8.5.";
  const value = parseAmount(text);
  if (value === null || value > MAX_RATE) return `Enter a rate between 0 and ${MAX_RATE}%.`;
  return null;
}

function yearsHint(text: string): Hint {
  if (text.trim() === "") return "Enter the loan tenure in years.";
  const value = parseAmount(text);
  if (value === null || value < MIN_YEARS || value > MAX_YEARS) {
    return `Enter a tenure between ${MIN_YEARS} and ${MAX_YEARS} years.`;
  }
  return null;
}

/**
 * EMI calculator: three labelled inputs held as text (SPEC.md 3 "Calculator form") and the loan
 * breakdown panel. While an input is empty or out of range it shows a hint under the field and the
 * panel shows ₹0, never NaN.
 */
export function EmiCalculator({
  defaultPrincipal = 1_000_000,
  defaultRate = FALLBACK_CALCULATOR_RATE,
  defaultYears = 5,
  rateResetKey,
}: EmiCalculatorProps) {
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
    principal: principalHint(principal),
    rate: rateHint(rate),
    years: yearsHint(years),
  };
  const valid = !hints.principal && !hints.rate && !hints.years;
  const breakdown = loanBreakdown(
    valid ? { principal, annualRate: rate, years } : { principal: "", annualRate: "", years: "" },
  );

  const fields = [
    {
      key: "principal",
      label: "Loan amount (₹)",
      value: principal,
      set: setPrincipal,
      hint: hints.principal,
      attrs: { min: 1, max: MAX_PRINCIPAL, step: "any", inputMode: "numeric" as const },
    },
    {
      key: "rate",
      label: "Interest rate (% per year)",
      value: rate,
      set: setRate,
      hint: hints.rate,
      attrs: { min: 0, max: MAX_RATE, step: 0.1, inputMode: "decimal" as const },
    },
    {
      key: "years",
      label: "Loan tenure (years)",
      value: years,
      set: setYears,
      hint: hints.years,
      attrs: { min: MIN_YEARS, max: MAX_YEARS, step: 1, inputMode: "numeric" as const },
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
                  {field.hint}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-sm text-slate-600">
          Figures are indicative. Your bank's rate depends on your profile and the loan.
        </p>
        {valid ? (
          <Link
            to={`/calculators/emi?${new URLSearchParams({
              amount: String(parseAmount(principal) ?? ""),
              rate: String(parseAmount(rate) ?? ""),
              years: String(parseAmount(years) ?? ""),
            }).toString()}`}
            className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-700 underline"
            data-full-schedule=""
          >
            See the full repayment schedule
          </Link>
        ) : null}
      </div>
      <LoanBreakdown breakdown={breakdown} />
    </div>
  );
}
