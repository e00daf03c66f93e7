// The first-response clock (docs/product/speed-to-lead.md "First response"): minutes counted in
// business hours only, Monday–Saturday 09:30–19:00 and Sunday 10:00–14:00 India time (UTC+5:30,
// no daylight saving), no holidays, to the second. A count that reaches a closing time ends there;
// one that goes past it goes on at the next opening.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** [opening, closing] in minutes after 00:00 IST, by day of the week (0 = Sunday). */
const HOURS: readonly (readonly [number, number])[] = [
  [10 * 60, 14 * 60],
  [9 * 60 + 30, 19 * 60],
  [9 * 60 + 30, 19 * 60],
  [9 * 60 + 30, 19 * 60],
  [9 * 60 + 30, 19 * 60],
  [9 * 60 + 30, 19 * 60],
  [9 * 60 + 30, 19 * 60],
];

/** The default of FIRST_RESPONSE_MINUTES. */
export const DEFAULT_FIRST_RESPONSE_MINUTES = 15;

/** The opening and closing of the IST day that `istMs` (an instant shifted to IST) falls on. */
function dayWindow(istMs: number): { open: number; close: number } {
  const dayStart = Math.floor(istMs / DAY_MS) * DAY_MS;
  const [open, close] = HOURS[new Date(dayStart).getUTCDay()];
  return { open: dayStart + open * MINUTE_MS, close: dayStart + close * MINUTE_MS };
}

/**
 * The instant `minutes` business minutes after `start` (fractions allowed; ms precision). Zero
 * minutes from outside business hours is the next opening.
 */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError("minutes must be ≥ 0");
  let t = start.getTime() + IST_OFFSET_MS;
  let remaining = Math.round(minutes * MINUTE_MS);
  for (;;) {
    const { open, close } = dayWindow(t);
    if (t < open) t = open;
    if (t < close) {
      // "A count that reaches a closing time ends there": <=, not <.
      if (t + remaining <= close) return new Date(t + remaining - IST_OFFSET_MS);
      remaining -= close - t;
    }
    t = Math.floor(t / DAY_MS) * DAY_MS + DAY_MS;
  }
}

/** Business milliseconds between two instants (0 when `to` is not after `from`). */
export function businessMsBetween(from: Date, to: Date): number {
  const end = to.getTime() + IST_OFFSET_MS;
  let t = from.getTime() + IST_OFFSET_MS;
  let total = 0;
  while (t < end) {
    const { open, close } = dayWindow(t);
    const a = Math.max(t, open);
    const b = Math.min(end, close);
    if (b > a) total += b - a;
    t = Math.floor(t / DAY_MS) * DAY_MS + DAY_MS;
  }
  return total;
}

/** Business minutes between two instants, to the second (fractional). */
export function businessMinutesBetween(from: Date, to: Date): number {
  return businessMsBetween(from, to) / MINUTE_MS;
}

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** 00:00 IST of the Monday of the IST week `now` falls in, as a UTC instant. */
export function startOfIndianWeek(now: Date): Date {
  const ist = now.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(ist / DAY_MS) * DAY_MS;
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  return new Date(dayStart - sinceMonday * DAY_MS - IST_OFFSET_MS);
}
