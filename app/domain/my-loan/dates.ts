// Calendar days as "YYYY-MM-DD" text for saved loans and benchmarks (docs/product/my-loan.md "The
// outlook"): the caller passes today, so nothing here reads the clock.

const IST_OFFSET_MS = 330 * 60_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in India (IST, UTC+05:30) at the instant `nowMs`. */
export function istToday(nowMs: number): string {
  return new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `day` plus `months` calendar months; the 31st becomes the month's last day where it is shorter. */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const y = Number(match[1]);
  const m = Number(match[2]) - 1 + months;
  const d = Number(match[3]);
  const first = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** `day` plus `days` days (negative goes back). */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}
