// docs/product/pages.md "Money and figures": every bank rate and fee shown carries an "as of" date
// and says it is indicative.
import { formatDay } from "../../domain/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Lang } from "../../i18n/lang.ts";

/** "Indicative, as of <date>" around the date (every page with a rate). */
const AS_OF_TEXT: Record<Lang, { before: string; after: string }> = {
  en: { before: "Indicative, as of ", after: "" },
  hi: { before: "सांकेतिक, ", after: " के अनुसार" },
};

/**
 * "2026-11-01" → "1 Nov 2026" ("1 नवंबर 2026" in Hindi): the domain's calendar day, read from the
 * text so the server (UTC) and the browser (IST or anywhere) print the same day and hydration
 * never mismatches.
 */
export const formatAsOfDate = formatDay;

/** "Indicative, as of 1 Nov 2026" in small print, with a machine-readable <time>. */
export function AsOf({ date, className }: { date: string; className?: string }) {
  const { lang } = useI18n();
  const text = AS_OF_TEXT[lang];
  return (
    <span className={`text-xs text-slate-600 ${className ?? ""}`}>
      {text.before}
      <time dateTime={date}>{formatAsOfDate(date, lang)}</time>
      {text.after}
    </span>
  );
}
