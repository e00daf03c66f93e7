import { formatInr } from "../domain/format.ts";
import type { LoanBreakdown as Breakdown } from "../domain/loan/emi.ts";
import { useI18n } from "../i18n/i18n.tsx";

// docs/product/calculators.md "Loan breakdown": donut colours.
const PRINCIPAL_COLOUR = "#517cd1";
const INTEREST_COLOUR = "#00bf63";
// A circle of this radius has a circumference of 100, so dash lengths are percentages.
const R = 15.9155;

/**
 * Loan breakdown panel: donut of principal against interest plus the figures, all from
 * `loanBreakdown` in the domain (whole rupees, Indian grouping, no decimals).
 */
export function LoanBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const { t } = useI18n();
  const { principal, totalInterest, totalAmount, emi } = breakdown;
  const principalShare = totalAmount > 0 ? Math.min(100, (principal / totalAmount) * 100) : 0;
  const interestShare = totalAmount > 0 ? 100 - principalShare : 0;
  const chartLabel =
    totalAmount > 0
      ? t("compare.breakdown.chart", {
          principal: Math.round(principalShare),
          interest: Math.round(interestShare),
        })
      : t("compare.breakdown.empty");
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[auto_1fr]" data-loan-breakdown="">
      <svg
        viewBox="0 0 42 42"
        width="176"
        height="176"
        role="img"
        aria-label={chartLabel}
        className="mx-auto -rotate-90"
      >
        <circle
          cx="21"
          cy="21"
          r={R}
          fill="none"
          stroke={totalAmount > 0 ? INTEREST_COLOUR : "#e2e8f0"}
          strokeWidth="6"
        />
        {principalShare > 0 && (
          <circle
            cx="21"
            cy="21"
            r={R}
            fill="none"
            stroke={PRINCIPAL_COLOUR}
            strokeWidth="6"
            strokeDasharray={`${principalShare} ${100 - principalShare}`}
          />
        )}
      </svg>
      <dl className="grid gap-3 text-sm">
        <div className="rounded-2xl bg-brand-50 p-4">
          <dt className="text-slate-700">{t("compare.breakdown.emi")}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-figure="emi">
            {formatInr(emi)}
          </dd>
        </div>
        <LegendRow
          colour={PRINCIPAL_COLOUR}
          label={t("compare.breakdown.principal")}
          figure="principal"
          value={formatInr(principal)}
        />
        <LegendRow
          colour={INTEREST_COLOUR}
          label={t("compare.breakdown.interest")}
          figure="interest"
          value={formatInr(totalInterest)}
          valueClassName="text-accent-700"
        />
        <LegendRow
          label={t("compare.breakdown.total")}
          figure="total"
          value={formatInr(totalAmount)}
          className="border-t border-slate-200 pt-3"
        />
      </dl>
    </div>
  );
}

/** A figure of the breakdown in a row: the donut's with their colour key, and the total. */
function LegendRow({
  colour,
  label,
  figure,
  value,
  valueClassName = "",
  className = "",
}: {
  /** The figure's colour in the donut; the total, which is not a slice, has none. */
  colour?: string;
  label: string;
  figure: string;
  value: string;
  valueClassName?: string;
  /** Extra classes of the row (the total's rule above it). */
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`.trim()}>
      <dt className={colour ? "flex items-center gap-2 text-slate-700" : "text-slate-700"}>
        {colour ? (
          <span aria-hidden="true" className="size-3 rounded-full" style={{ background: colour }} />
        ) : null}
        {label}
      </dt>
      <dd className={`font-semibold ${valueClassName}`.trim()} data-figure={figure}>
        {value}
      </dd>
    </div>
  );
}
