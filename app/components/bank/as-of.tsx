// DECISIONS.md 2: every bank rate and fee shown carries an "as of" date and says it is indicative.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "2026-11-01" → "1 Nov 2026". Parsed by hand rather than with Date + Intl so the server (UTC) and
 * the browser (IST or anywhere else) print the same day and hydration never mismatches.
 */
export function formatAsOfDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${Number(day)} ${name} ${year}` : iso;
}

/** "Indicative, as of 1 Nov 2026" in small print, with a machine-readable <time>. */
export function AsOf({ date, className }: { date: string; className?: string }) {
  return (
    <span className={`text-xs text-slate-600 ${className ?? ""}`}>
      Indicative, as of <time dateTime={date}>{formatAsOfDate(date)}</time>
    </span>
  );
}
