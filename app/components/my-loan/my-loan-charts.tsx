import { scaleLinear } from "d3-scale";
import { formatDay, formatInr } from "../../domain/format.ts";
import type { BalanceSeries, RateStep } from "../../domain/my-loan/charts.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  ChartFrame,
  FigureTable,
  LeftAxis,
  MARGIN,
  PLOT_BOTTOM,
  PLOT_RIGHT,
} from "../reports/chart-frame.tsx";

// The /my-loan page's two charts (docs/product/my-loan.md "Pages"): drawn on the server as SVG in
// the funnel report's frame (a <title> and <desc>, the figures as a table under it), so a
// borrower without JavaScript or without sight reads the same figures.

/**
 * The amounts' axis: grid lines with the amount written inside the plot, above each line, since
 * "₹30,00,000" is wider than the frame's left margin (and "lakh" would need words per language).
 */
function AmountAxis({ ticks, y }: { ticks: readonly number[]; y: (value: number) => number }) {
  return (
    <g>
      {ticks.map((t) => (
        <g key={t} transform={`translate(0,${y(t)})`}>
          <line x1={MARGIN.left} x2={PLOT_RIGHT} className="stroke-slate-200" strokeWidth={1} />
          {t > 0 ? (
            <text
              x={PLOT_RIGHT}
              dy="-0.4em"
              textAnchor="end"
              className="fill-slate-700 text-[11px]"
            >
              {formatInr(t)}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

export const percent = (rate: number) => `${rate.toFixed(2)}%`;

/** The outstanding balance month by month: keep the tenure (solid), keep the EMI (dashed). */
export function BalanceChart({ id, series }: { id: string; series: BalanceSeries }) {
  const { t } = useI18n();
  const tenure = series.keep_tenure;
  const emi = series.keep_emi;
  const months = Math.max(tenure.length, emi?.length ?? 0) - 1;
  const start = tenure[0] ?? 0;
  const x = scaleLinear()
    .domain([0, Math.max(1, months)])
    .range([MARGIN.left + 24, PLOT_RIGHT]);
  const y = scaleLinear()
    .domain([0, Math.max(1, start)])
    .nice()
    .range([PLOT_BOTTOM, MARGIN.top]);
  const points = (values: readonly number[]) =>
    values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const values = {
    amount: formatInr(start),
    rate: percent(series.rate),
    tenureMonths: tenure.length - 1,
    emiMonths: emi ? emi.length - 1 : 0,
  };
  // The table reads a year at a time, and the last month.
  const rows: (readonly [string, ...string[]])[] = [];
  for (let m = 12; m < months + 12; m += 12) {
    const at = Math.min(m, months);
    const cell = (line: readonly number[] | null) =>
      line ? formatInr(line[Math.min(at, line.length - 1)] ?? 0) : "—";
    rows.push([
      at === m ? t("my-loan.chart.year", { year: m / 12 }) : `${t("my-loan.chart.month")} ${at}`,
      cell(tenure),
      ...(emi ? [cell(emi)] : []),
    ]);
  }
  const legend = [{ label: t("my-loan.chart.keepTenure"), className: "fill-brand-700" }];
  if (emi) legend.push({ label: t("my-loan.chart.keepEmi"), className: "fill-amber-700" });
  const ticks = y.ticks(4);
  const monthTicks = x.ticks(6).filter((m) => Number.isInteger(m));
  return (
    <ChartFrame
      id={id}
      title={t("my-loan.chart.balance.title")}
      description={t(emi ? "my-loan.chart.balance.desc" : "my-loan.chart.balance.descOne", values)}
      legend={legend}
      figuresLabel={t("my-loan.chart.figures")}
      table={
        <FigureTable
          caption={t("my-loan.chart.balance.title")}
          headers={[
            t("my-loan.chart.when"),
            t("my-loan.chart.keepTenure"),
            ...(emi ? [t("my-loan.chart.keepEmi")] : []),
          ]}
          rows={rows}
        />
      }
    >
      <AmountAxis ticks={ticks} y={y} />
      <polyline
        points={points(tenure)}
        fill="none"
        strokeWidth={2.5}
        className="stroke-brand-700"
        data-line="keep-tenure"
      />
      {emi ? (
        <polyline
          points={points(emi)}
          fill="none"
          strokeWidth={2.5}
          strokeDasharray="6 4"
          className="stroke-amber-700"
          data-line="keep-emi"
        />
      ) : null}
      <g>
        {monthTicks.map((m) => (
          <text
            key={m}
            x={x(m)}
            y={PLOT_BOTTOM + 18}
            textAnchor="middle"
            className="fill-slate-700 text-[11px]"
          >
            {m}
          </text>
        ))}
        <text
          x={PLOT_RIGHT}
          y={PLOT_BOTTOM + 34}
          textAnchor="end"
          className="fill-slate-700 text-[11px]"
        >
          {t("my-loan.chart.month")}
        </text>
      </g>
    </ChartFrame>
  );
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The repo rate as steps from its first row to `today` (or its last row, if later). */
export function RepoChart({ steps, today }: { steps: readonly RateStep[]; today: string }) {
  const { t, lang } = useI18n();
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return null;
  const end = last.from > today ? last.from : today;
  const x = scaleLinear()
    .domain([dayNumber(first.from), dayNumber(end) + 30])
    .range([MARGIN.left, PLOT_RIGHT]);
  const rates = steps.map((s) => s.rate);
  const y = scaleLinear()
    .domain([Math.max(0, Math.min(...rates) - 0.5), Math.max(...rates) + 0.5])
    .nice()
    .range([PLOT_BOTTOM, MARGIN.top]);
  let path = "";
  steps.forEach((s, i) => {
    const px = x(dayNumber(s.from)).toFixed(1);
    const py = y(s.rate).toFixed(1);
    path += i === 0 ? `M${px},${py}` : `H${px}V${py}`;
  });
  path += `H${x(dayNumber(end) + 30).toFixed(1)}`;
  const years = [] as number[];
  for (let year = Number(first.from.slice(0, 4)) + 1; year <= Number(end.slice(0, 4)); year++)
    years.push(year);
  return (
    <ChartFrame
      id="chart-repo"
      title={t("my-loan.chart.repo.title")}
      description={t("my-loan.chart.repo.desc", {
        count: steps.length,
        first: formatDay(first.from, lang),
        last: formatDay(last.from, lang),
        firstRate: percent(first.rate),
        lastRate: percent(last.rate),
      })}
      legend={[{ label: t("my-loan.chart.repo.rate"), className: "fill-brand-700" }]}
      figuresLabel={t("my-loan.chart.figures")}
      table={
        <FigureTable
          caption={t("my-loan.chart.repo.title")}
          headers={[t("my-loan.chart.repo.from"), t("my-loan.chart.repo.rate")]}
          rows={[...steps]
            .reverse()
            .map((s) => [formatDay(s.from, lang), percent(s.rate)] as const)}
        />
      }
    >
      <LeftAxis ticks={y.ticks(5)} y={y} format={(v) => `${v}%`} />
      <path d={path} fill="none" strokeWidth={2.5} className="stroke-brand-700" />
      {steps.map((s) => (
        <circle
          key={s.from}
          cx={x(dayNumber(s.from))}
          cy={y(s.rate)}
          r={3.5}
          className="fill-brand-700"
        />
      ))}
      <g>
        {years.map((year) => (
          <text
            key={year}
            x={x(dayNumber(`${year}-01-01`))}
            y={PLOT_BOTTOM + 18}
            textAnchor="middle"
            className="fill-slate-700 text-[11px]"
          >
            {year}
          </text>
        ))}
      </g>
    </ChartFrame>
  );
}
