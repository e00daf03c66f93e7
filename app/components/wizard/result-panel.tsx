import type { ReactNode, Ref } from "react";
import { formatInr } from "../../domain/format.ts";

export interface ShownResult {
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
  /** The enquiry's reference (DECISIONS.md 8), once the server has stored it. */
  reference?: string;
}

export interface ResultPanelProps {
  result: ShownResult;
  interestRate: number;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Delivery news ("Sending…", "Saved on this device…"), announced politely. */
  status?: ReactNode;
  /** The stepper resets in place; without JavaScript a link starts a fresh form. */
  onReset?: () => void;
  resetHref?: string;
}

export const RESULT_HEADINGS = {
  eligible: "Congratulations!",
  other: "Eligibility Status",
} as const;

/** The reference to quote, with where to use it. */
export function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p className="mt-4 rounded-md border border-slate-300 p-4">
      Your reference:{" "}
      <strong data-testid="reference" className="font-mono text-lg">
        {reference}
      </strong>
      <span className="mt-1 block text-sm text-slate-700">
        Quote it when we call, or{" "}
        <a href="/track" className="text-brand-700 underline">
          track your enquiry
        </a>{" "}
        with it and your mobile number.
      </span>
    </p>
  );
}

/** SPEC.md 2 "Eligibility result screen": the verdict, the EMI and Check Another Loan. */
export function ResultPanel({
  result,
  interestRate,
  headingRef,
  status,
  onReset,
  resetHref,
}: ResultPanelProps) {
  const eligible = result.is_eligible === 1;
  const emi = result.calculated_emi === null ? null : Number(result.calculated_emi);
  const buttonClass =
    "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700";
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-5 shadow-sm sm:p-8">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold ${eligible ? "text-accent-700" : "text-ink"}`}
      >
        {eligible ? RESULT_HEADINGS.eligible : RESULT_HEADINGS.other}
      </h2>
      <p className="mt-3 text-lg">{result.eligibility_message}</p>
      {emi !== null && Number.isFinite(emi) ? (
        <p className="mt-4 rounded-md bg-brand-50 p-4">
          <span className="block text-sm text-slate-700">Estimated EMI</span>
          <strong className="text-2xl text-brand-900">{formatInr(emi, { decimals: 2 })}</strong>{" "}
          <span className="text-slate-700">per month</span>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        Indicative figures at {interestRate}% a year interest. The bank's offer depends on its own
        checks.
      </p>
      {result.reference ? <ReferenceLine reference={result.reference} /> : null}
      <div role="status" className="mt-4 text-base">
        {status}
      </div>
      <div className="mt-6">
        {onReset ? (
          <button type="button" onClick={onReset} className={buttonClass}>
            Check Another Loan
          </button>
        ) : (
          <a href={resetHref ?? "/eligibility-form"} className={buttonClass}>
            Check Another Loan
          </a>
        )}
      </div>
    </div>
  );
}
