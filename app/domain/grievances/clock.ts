// The grievance's 30-day clock (docs/product/borrower-view.md "Grievances"): a grievance not
// resolved within 30 days may be taken to the RBI's complaint portal (cms.rbi.org.in), so the team
// sees how many days each open one has left, and which are overdue. Pure: the caller passes `now`.

export const GRIEVANCE_DAYS = 30;
export const RBI_COMPLAINT_PORTAL = "https://cms.rbi.org.in";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GrievanceClock {
  /** Whole days since it arrived (until it was resolved, when it was). */
  elapsedDays: number;
  /** GRIEVANCE_DAYS minus elapsedDays: 1 on day 29, 0 or less once 30 days have passed. */
  daysLeft: number;
  /** Open with 30 whole days passed: the borrower may now go to the RBI. */
  overdue: boolean;
  /** Whole days past the 30 (0 on the day the 30 days run out). */
  overdueDays: number;
  /** When the 30 days run out. */
  dueAt: string;
}

/**
 * The clock of a grievance that arrived at `createdAt`. A resolved one stops at `resolvedAt` and is
 * never overdue. An unreadable date reads as arrived now (a clock that never shows a false alarm).
 */
export function grievanceClock(
  createdAt: string,
  now: Date,
  resolvedAt: string | null = null,
): GrievanceClock {
  const created = Date.parse(createdAt);
  const start = Number.isFinite(created) ? created : now.getTime();
  const stoppedAt = resolvedAt ? Date.parse(resolvedAt) : Number.NaN;
  const end = Number.isFinite(stoppedAt) ? stoppedAt : now.getTime();
  const elapsedDays = Math.max(0, Math.floor((end - start) / DAY_MS));
  const daysLeft = GRIEVANCE_DAYS - elapsedDays;
  const overdue = resolvedAt === null && elapsedDays >= GRIEVANCE_DAYS;
  return {
    elapsedDays,
    daysLeft,
    overdue,
    overdueDays: overdue ? elapsedDays - GRIEVANCE_DAYS : 0,
    dueAt: new Date(start + GRIEVANCE_DAYS * DAY_MS).toISOString(),
  };
}

/** The admin list's words for a clock (English, like the admin area). */
export function clockLabel(clock: GrievanceClock, resolved: boolean): string {
  if (resolved) return `Resolved in ${plural(clock.elapsedDays, "day")}`;
  if (clock.overdue) {
    return clock.overdueDays === 0
      ? "Overdue: the 30 days ran out today"
      : `Overdue by ${plural(clock.overdueDays, "day")}`;
  }
  return `${plural(clock.daysLeft, "day")} left`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
