// docs/product/pages.md "Money and figures": every bank rate and fee shown carries an "as of" date
// and says it is indicative.
import { useI18n } from "../../i18n/i18n.tsx";
import type { Lang } from "../../i18n/lang.ts";

// Month names are date formatting, like app/domain/format.ts, not page text: the date appears in
// components of several namespaces (the comparison on the home page, the rates table, the privacy
// notice), so it needs no catalogue to be loaded.
const MONTHS: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  hi: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
  ],
};

/** "Indicative, as of <date>" around the date, for the same reason (every page with a rate). */
const AS_OF_TEXT: Record<Lang, { before: string; after: string }> = {
  en: { before: "Indicative, as of ", after: "" },
  hi: { before: "सांकेतिक, ", after: " के अनुसार" },
};

/**
 * "2026-11-01" → "1 Nov 2026" ("1 नवंबर 2026" in Hindi). Parsed by hand rather than with Date +
 * Intl so the server (UTC) and the browser (IST or anywhere else) print the same day and hydration
 * never mismatches.
 */
export function formatAsOfDate(iso: string, lang: Lang = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const name = MONTHS[lang][Number(month) - 1];
  return name ? `${Number(day)} ${name} ${year}` : iso;
}

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
