import { formatInr } from "../../domain/format.ts";

// Server-rendered SVG charts of a repayment schedule and of the cash a purchase needs
// (docs/product/calculators.md): no chart library, a few hundred bytes of markup, the same picture
// with or without JavaScript.

const PRINCIPAL_COLOUR = "#517cd1";
const INTEREST_COLOUR = "#00966e";
const W = 600;
const H = 220;
const PAD = { left: 8, right: 8, top: 10, bottom: 24 };

interface Year {
  year: number;
  principal: number;
  interest: number;
  closing_balance: number;
}

/** Outstanding balance at the start and the end of each year, as an area. */
export function BalanceChart({
  amount,
  yearly,
  label,
}: {
  amount: number;
  yearly: readonly Year[];
  label: string;
}) {
  const n = yearly.length;
  if (n === 0 || amount <= 0) return null;
  const x = (i: number) => PAD.left + (i / n) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / amount) * (H - PAD.top - PAD.bottom);
  const points = [[x(0), y(amount)], ...yearly.map((row, i) => [x(i + 1), y(row.closing_balance)])];
  const line = points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ");
  const base = y(0).toFixed(1);
  return (
    <figure className="rounded-2xl border border-slate-200 p-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full">
        <polygon
          points={`${x(0)},${base} ${line} ${x(n).toFixed(1)},${base}`}
          fill={PRINCIPAL_COLOUR}
          fillOpacity="0.18"
        />
        <polyline points={line} fill="none" stroke={PRINCIPAL_COLOUR} strokeWidth="2.5" />
        <line x1={PAD.left} x2={W - PAD.right} y1={base} y2={base} stroke="#94a3b8" />
        <text x={PAD.left} y={H - 6} fontSize="12" fill="#475569">
          0
        </text>
        <text x={W - PAD.right} y={H - 6} fontSize="12" fill="#475569" textAnchor="end">
          {n}
        </text>
        {/* The balance starts top left and falls to the right: its label sits top right, clear of it. */}
        <text x={W - PAD.right} y={PAD.top + 12} fontSize="12" fill="#475569" textAnchor="end">
          {formatInr(amount)}
        </text>
      </svg>
    </figure>
  );
}

/** Principal against interest paid in each year, as stacked bars. */
export function SplitChart({
  yearly,
  label,
  principalText,
  interestText,
}: {
  yearly: readonly Year[];
  label: string;
  principalText: string;
  interestText: string;
}) {
  const n = yearly.length;
  if (n === 0) return null;
  const max = Math.max(...yearly.map((r) => r.principal + r.interest), 1);
  const slot = (W - PAD.left - PAD.right) / n;
  const bar = Math.max(1, slot * 0.7);
  const scale = (v: number) => (v / max) * (H - PAD.top - PAD.bottom);
  const base = H - PAD.bottom;
  return (
    <figure className="rounded-2xl border border-slate-200 p-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full">
        {yearly.map((row, i) => {
          const px = PAD.left + i * slot + (slot - bar) / 2;
          const hp = scale(row.principal);
          const hi = scale(row.interest);
          return (
            <g key={row.year}>
              <rect
                x={px.toFixed(1)}
                y={(base - hp).toFixed(1)}
                width={bar.toFixed(1)}
                height={hp.toFixed(1)}
                fill={PRINCIPAL_COLOUR}
              />
              <rect
                x={px.toFixed(1)}
                y={(base - hp - hi).toFixed(1)}
                width={bar.toFixed(1)}
                height={hi.toFixed(1)}
                fill={INTEREST_COLOUR}
              />
            </g>
          );
        })}
        <line x1={PAD.left} x2={W - PAD.right} y1={base} y2={base} stroke="#94a3b8" />
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700">
        <Swatch colour={PRINCIPAL_COLOUR} text={principalText} />
        <Swatch colour={INTEREST_COLOUR} text={interestText} />
      </figcaption>
    </figure>
  );
}

/** One part of a stacked bar: its key (a data attribute), its words, its amount and colour. */
export interface BarPart {
  key: string;
  text: string;
  amount: number;
  colour: string;
}

/**
 * Parts of one whole as a single horizontal stacked bar, with a key that names each part and its
 * amount (the cost of buying's cash needed). A part below ₹0 draws nothing.
 */
export function StackedBar({ parts, label }: { parts: readonly BarPart[]; label: string }) {
  const drawn = parts.map((part) => ({ ...part, width: Math.max(0, part.amount) }));
  const total = drawn.reduce((sum, part) => sum + part.width, 0);
  const height = 56;
  const inner = W - PAD.left - PAD.right;
  let x = PAD.left;
  return (
    <figure className="rounded-2xl border border-slate-200 p-4">
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label} className="h-auto w-full">
        {total > 0
          ? drawn.map((part) => {
              const width = (part.width / total) * inner;
              const rect = (
                <rect
                  key={part.key}
                  x={x.toFixed(1)}
                  y="8"
                  width={width.toFixed(1)}
                  height={height - 16}
                  fill={part.colour}
                />
              );
              x += width;
              return rect;
            })
          : null}
      </svg>
      <figcaption>
        <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          {parts.map((part) => (
            <li key={part.key} className="flex items-center justify-between gap-3">
              <Swatch colour={part.colour} text={part.text} />
              <span className="tabular-nums font-semibold text-ink" data-part={part.key}>
                {formatInr(part.amount)}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** A key to the chart: the colour's square and what it stands for. */
function Swatch({ colour, text }: { colour: string; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <svg aria-hidden="true" width="12" height="12">
        <rect width="12" height="12" rx="2" fill={colour} />
      </svg>
      {text}
    </span>
  );
}
