// Calendar days in India (IST, UTC+05:30 all year: India keeps no summer time). The funnel report
// counts by them, the calculators start their dates at today there, and the server's page cache
// ends its entries at midnight there (docs/decisions/046-cached-pages-live-until-an-edit.md).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day (YYYY-MM-DD) of an instant given as ISO text. */
export function istDay(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant (ISO, UTC) at which an IST day begins: 00:00 IST is 18:30 UTC the day before. */
export function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
}

/** The day `n` days after (YYYY-MM-DD); 1 by default. */
export function nextDay(day: string, n = 1): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The next midnight in India after the instant `at` (milliseconds, as Date.now gives). */
export function nextIstMidnight(at: number): number {
  return Date.parse(istDayStart(nextDay(istDay(new Date(at).toISOString()))));
}
