import { useEffect, useState } from "react";
import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figures } from "../../components/calculators/calculator-page.tsx";
import { BalanceChart, SplitChart } from "../../components/calculators/charts.tsx";
import type { EmiResult } from "../../domain/calculators/emi.ts";
import { formatInr } from "../../domain/format.ts";
import { type I18nApi, useI18n } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/emi";

export const loader = calculatorLoader("emi");

/** The API's CSV of the schedule shown (months, so any tenure the page took comes back). */
function csvHref(r: EmiResult): string {
  const query = new URLSearchParams({
    amount: String(r.amount),
    rate: String(r.rate),
    months: String(r.months),
    format: "csv",
  });
  return `/api/calculators/emi?${query.toString()}`;
}

/** /calculators/emi: the EMI with its schedule, charts and CSV (docs/product/calculators.md). */
export default function EmiPage({ loaderData }: Route.ComponentProps) {
  return <Calculator name="emi" loaderData={loaderData} result={figures} details={schedule} />;
}

/** The EMI, the totals, and the two charts of the loan's years. */
function figures(r: EmiResult, { t }: I18nApi) {
  return (
    <>
      <Figures
        columns={3}
        items={[
          ["calculators.emi.emi", formatInr(r.emi), "emi"],
          ["calculators.emi.totalInterest", formatInr(r.total_interest), "total_interest"],
          ["calculators.emi.totalPayment", formatInr(r.total_payment), "total_payment"],
        ]}
      />
      <h3 className="font-semibold text-ink">{t("calculators.emi.balanceChart")}</h3>
      <BalanceChart
        amount={r.amount}
        yearly={r.yearly}
        label={t("calculators.emi.balanceLabel", {
          amount: formatInr(r.amount),
          years: r.yearly.length,
        })}
      />
      <h3 className="font-semibold text-ink">{t("calculators.emi.splitChart")}</h3>
      <SplitChart
        yearly={r.yearly}
        label={t("calculators.emi.splitLabel", {
          interest: formatInr(r.yearly[0]?.interest ?? 0),
          principal: formatInr(r.yearly[0]?.principal ?? 0),
        })}
        principalText={t("calculators.emi.principal")}
        interestText={t("calculators.emi.interest")}
      />
    </>
  );
}

function schedule(r: EmiResult) {
  return <Schedule result={r} csvHref={csvHref(r)} />;
}

const cell = "px-3 py-2 text-right tabular-nums";
const head = "px-3 py-2 text-right font-semibold";

/** The yearly table; each year opens onto its months (<details>: no JavaScript needed). */
function Schedule({ result, csvHref }: { result: EmiResult; csvHref: string }) {
  const { t } = useI18n();
  // Months are drawn only for years that were opened, so a 30-year loan does not put 360 rows
  // into every keystroke's render; without JavaScript the server sends them all.
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => setOpen((current) => current ?? new Set()), []);
  return (
    <section aria-labelledby="schedule-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="schedule-heading" className="text-xl font-bold text-ink">
          {t("calculators.emi.schedule")}
        </h2>
        <a
          href={csvHref}
          download="emi-schedule.csv"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("calculators.emi.csv")}
        </a>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("calculators.emi.scheduleHelp")}</p>
      {/* A labelled, focusable region: the table scrolls sideways on phones, and a scrollable
          area must be reachable by keyboard (WCAG 2.1.1). Its name differs from the section's:
          two regions of one name are one landmark twice to a screen reader. */}
      <section
        aria-label={t("calculators.emi.scheduleTable")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        className="mt-3 overflow-x-auto"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-schedule="">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t("calculators.emi.year")}
              </th>
              <th scope="col" className={head}>
                {t("calculators.emi.principal")}
              </th>
              <th scope="col" className={head}>
                {t("calculators.emi.interest")}
              </th>
              <th scope="col" className={head}>
                {t("calculators.emi.closing")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.yearly.map((year) => (
              <YearRows
                key={year.year}
                year={year}
                months={result.schedule.filter((row) => Math.ceil(row.month / 12) === year.year)}
                expanded={open === null ? null : open.has(year.year)}
                onToggle={(isOpen) =>
                  setOpen((current) => {
                    const next = new Set(current ?? []);
                    if (isOpen) next.add(year.year);
                    else next.delete(year.year);
                    return next;
                  })
                }
              />
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function YearRows({
  year,
  months,
  expanded,
  onToggle,
}: {
  year: EmiResult["yearly"][number];
  months: EmiResult["schedule"];
  /** null before hydration: render every month so the server's page is complete. */
  expanded: boolean | null;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <tr className="border-b border-slate-200" data-year={year.year}>
        <th scope="row" className="px-3 py-2 text-left font-semibold">
          {year.year}
        </th>
        <td className={cell}>{formatInr(year.principal)}</td>
        <td className={cell}>{formatInr(year.interest)}</td>
        <td className={cell}>{formatInr(year.closing_balance)}</td>
      </tr>
      <tr className="border-b border-slate-200">
        <td colSpan={4} className="px-3 py-1">
          <details
            onToggle={(e) => onToggle(e.currentTarget.open)}
            open={expanded === true ? true : undefined}
          >
            <summary className="min-h-11 cursor-pointer py-2 text-brand-700 underline">
              {t("calculators.emi.monthsOfYear", { year: year.year })}
            </summary>
            {expanded !== false ? (
              // The months as markup, not elements: hydration then adopts the server's table as
              // one node instead of building ~1,700 fibers for 240 rows nobody opened (TBT).
              // The server sends the same HTML, so the page is complete without JavaScript.
              <table
                className="mb-2 w-full text-sm"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: built by monthsHtml, every text escaped.
                dangerouslySetInnerHTML={{
                  __html: monthsHtml(months, [
                    t("calculators.emi.month"),
                    t("calculators.emi.opening"),
                    t("calculators.emi.emiShort"),
                    t("calculators.emi.interest"),
                    t("calculators.emi.principal"),
                    t("calculators.emi.closing"),
                  ]),
                }}
              />
            ) : null}
          </details>
        </td>
      </tr>
    </>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One year's month rows as HTML (thead and tbody), the same cells the yearly rows use. `headings`
 * are the six column headings in the page's language: month, opening balance, EMI, interest,
 * principal, closing balance.
 */
function monthsHtml(months: EmiResult["schedule"], headings: readonly string[]): string {
  const th = (text: string, className: string) =>
    `<th scope="col" class="${className}">${escapeHtml(text)}</th>`;
  const td = (amount: number) => `<td class="${cell}">${escapeHtml(formatInr(amount))}</td>`;
  const headCell = "px-3 py-1 text-left font-semibold";
  const cells = headings.map((text, i) => th(text, i === 0 ? headCell : head)).join("");
  let html = `<thead><tr>${cells}</tr></thead><tbody>`;
  for (const row of months) {
    html += `<tr><th scope="row" class="px-3 py-1 text-left font-normal">${row.month}</th>${td(row.opening_balance)}${td(row.emi)}${td(row.interest)}${td(row.principal)}${td(row.closing_balance)}</tr>`;
  }
  return `${html}</tbody>`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
