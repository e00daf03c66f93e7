import type { ReactNode } from "react";

// The frame every report chart shares (docs/decisions/030-the-funnel-report-summary.md): an SVG
// drawn on the server (no chart exists only in the browser), named by its <title> and <desc> for
// screen readers, with its figures as a table under it for anyone the picture does not serve.

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
export const MARGIN = { top: 16, right: 16, bottom: 40, left: 48 };
/** Where the plot area ends: the x axis's line and the right edge of the last bar or point. */
export const PLOT_BOTTOM = CHART_HEIGHT - MARGIN.bottom;
export const PLOT_RIGHT = CHART_WIDTH - MARGIN.right;

export function ChartFrame({
  id,
  title,
  description,
  legend,
  children,
  table,
  figuresLabel,
}: {
  id: string;
  title: string;
  description: string;
  legend: ReadonlyArray<{ label: string; className: string }>;
  children: ReactNode;
  table: ReactNode;
  /** The words of the figures' disclosure (a Hindi page passes its own). */
  figuresLabel?: string;
}) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption id={`${id}-caption`} className="font-semibold text-ink">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            <svg width="12" height="12" aria-hidden="true" focusable="false">
              <rect width="12" height="12" className={item.className} />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-chart={id}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {figuresLabel ?? "The figures of this chart"}
        </summary>
        {/* A scrolling box is reachable by keyboard (WCAG 2.1.1), so it is a named region. */}
        <section
          aria-label={figuresLabel ? `${title}: ${figuresLabel}` : `${title}: figures`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
          tabIndex={0}
          className="mt-2 overflow-x-auto"
        >
          {table}
        </section>
      </details>
    </figure>
  );
}

/** A left axis of counts or percentages: ticks, labels and light grid lines. */
export function LeftAxis({
  ticks,
  y,
  format,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  format: (value: number) => string;
}) {
  return (
    <g>
      {ticks.map((t) => (
        <g key={t} transform={`translate(0,${y(t)})`}>
          <line
            x1={MARGIN.left}
            x2={CHART_WIDTH - MARGIN.right}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text
            x={MARGIN.left - 6}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-700 text-[11px]"
          >
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function FigureTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly [key: string, ...cells: string[]]>;
}) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-2 py-1 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, ...cells]) => (
          <tr key={key} className="border-t border-slate-100">
            <th scope="row" className="px-2 py-1 font-normal">
              {key}
            </th>
            {cells.map((cell, i) => (
              <td key={i} className="px-2 py-1 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
