import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { conversionRates, type FunnelRow } from "../../domain/reports/funnel.ts";
import {
  ChartFrame,
  FigureTable,
  LeftAxis,
  MARGIN,
  PLOT_BOTTOM,
  PLOT_RIGHT,
} from "./chart-frame.tsx";

// The funnel report's two charts (docs/product/speed-to-lead.md "The funnel report"), laid out by
// d3-scale and d3-shape and rendered as SVG by React on the server.

/** "2026-03-02" → "2 Mar". */
function shortDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  const names = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  return `${date} ${names[(month ?? 1) - 1]}`;
}

/** Enquiries (bars) and disbursed leads (a line) per IST week. */
export function WeeklyChart({ rows }: { rows: readonly FunnelRow[] }) {
  const x = scaleBand<string>()
    .domain(rows.map((r) => r.key))
    .range([MARGIN.left, PLOT_RIGHT])
    .padding(0.2);
  const top = Math.max(1, ...rows.map((r) => r.enquiries));
  const y = scaleLinear().domain([0, top]).nice().range([PLOT_BOTTOM, MARGIN.top]);
  const centre = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  const path = line<FunnelRow>()
    .x((r) => centre(r.key))
    .y((r) => y(r.disbursed))(rows);
  const every = Math.max(1, Math.ceil(rows.length / 8));
  const total = rows.reduce((s, r) => s + r.enquiries, 0);
  const disbursed = rows.reduce((s, r) => s + r.disbursed, 0);
  return (
    <ChartFrame
      id="chart-weekly"
      title="Enquiries and disbursals by week"
      description={`${rows.length} weeks from ${rows[0]?.key ?? "—"}: ${total} enquiries and ${disbursed} leads disbursed in all. Bars are enquiries, the line is leads disbursed.`}
      legend={[
        { label: "Enquiries", className: "fill-brand-700" },
        { label: "Leads disbursed", className: "fill-amber-700" },
      ]}
      table={
        <FigureTable
          caption="Enquiries and disbursals by week"
          headers={["Week of", "Enquiries", "Disbursed"]}
          rows={rows.map((r) => [r.key, String(r.enquiries), String(r.disbursed)] as const)}
        />
      }
    >
      <LeftAxis ticks={y.ticks(5)} y={y} format={(v) => String(v)} />
      {rows.map((r) => (
        <rect
          key={r.key}
          x={x(r.key)}
          y={y(r.enquiries)}
          width={x.bandwidth()}
          height={PLOT_BOTTOM - y(r.enquiries)}
          className="fill-brand-700"
        />
      ))}
      {path ? <path d={path} fill="none" strokeWidth={2.5} className="stroke-amber-700" /> : null}
      {rows.map((r) => (
        <circle
          key={r.key}
          cx={centre(r.key)}
          cy={y(r.disbursed)}
          r={3.5}
          className="fill-amber-700"
        />
      ))}
      <g>
        {rows.map((r, i) =>
          i % every === 0 ? (
            <text
              key={r.key}
              x={centre(r.key)}
              y={PLOT_BOTTOM + 16}
              textAnchor="middle"
              className="fill-slate-700 text-[11px]"
            >
              {shortDay(r.key)}
            </text>
          ) : null,
        )}
      </g>
    </ChartFrame>
  );
}

const STAGES = [
  ["contacted", "Contacted", "fill-brand-700"],
  ["approved_by_borrower", "Approved by borrower", "fill-sky-700"],
  ["logged_in", "Logged in", "fill-violet-700"],
  ["sanctioned", "Sanctioned", "fill-emerald-700"],
  ["disbursed", "Disbursed", "fill-amber-700"],
] as const;

const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)} %`);

/** Each stage's share of enquiries, per source (the eight with most enquiries). */
export function ConversionChart({ rows }: { rows: readonly FunnelRow[] }) {
  const shown = rows.slice(0, 8);
  const x0 = scaleBand<string>()
    .domain(shown.map((r) => r.key))
    .range([MARGIN.left, PLOT_RIGHT])
    .padding(0.2);
  const x1 = scaleBand<string>()
    .domain(STAGES.map(([field]) => field))
    .range([0, x0.bandwidth()])
    .padding(0.05);
  const y = scaleLinear().domain([0, 1]).range([PLOT_BOTTOM, MARGIN.top]);
  return (
    <ChartFrame
      id="chart-conversion"
      title="Conversion by source"
      description={`For each of ${shown.length} sources, the share of its enquiries that were contacted, approved by the borrower, logged in, sanctioned and disbursed.`}
      legend={STAGES.map(([, label, className]) => ({ label, className }))}
      table={
        <FigureTable
          caption="Conversion by source, as a share of enquiries"
          headers={["Source", "Enquiries", ...STAGES.map(([, label]) => label)]}
          rows={shown.map((r) => {
            const rates = conversionRates(r);
            return [
              r.key,
              String(r.enquiries),
              ...STAGES.map(([field]) => percent(rates[field])),
            ] as const;
          })}
        />
      }
    >
      <LeftAxis ticks={y.ticks(5)} y={y} format={(v) => `${Math.round(v * 100)}%`} />
      {shown.map((r) => {
        const rates = conversionRates(r);
        return (
          <g key={r.key} transform={`translate(${x0(r.key) ?? 0},0)`}>
            {STAGES.map(([field, , className]) => (
              <rect
                key={field}
                x={x1(field)}
                y={y(rates[field] ?? 0)}
                width={x1.bandwidth()}
                height={PLOT_BOTTOM - y(rates[field] ?? 0)}
                className={className}
              />
            ))}
          </g>
        );
      })}
      <g>
        {shown.map((r) => (
          <text
            key={r.key}
            x={(x0(r.key) ?? 0) + x0.bandwidth() / 2}
            y={PLOT_BOTTOM + 16}
            textAnchor="middle"
            className="fill-slate-700 text-[11px]"
          >
            {r.key.length > 14 ? `${r.key.slice(0, 13)}…` : r.key}
          </text>
        ))}
      </g>
    </ChartFrame>
  );
}
