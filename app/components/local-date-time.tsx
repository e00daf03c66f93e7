import { useI18n } from "../i18n/i18n.tsx";
import { DateTime } from "./admin/date-time.tsx";

// A date and time in IST for borrowers (/track, /account): the admin area's format on English
// pages, Hindi month names with Latin digits and a 24-hour clock on Hindi pages.

// Built on first use (see admin/date-time.tsx): a page without a date pays nothing for it.
let hindiDateTime: Intl.DateTimeFormat | null = null;

function hindiFormat(): Intl.DateTimeFormat {
  hindiDateTime ??= new Intl.DateTimeFormat("hi-IN-u-nu-latn", {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  });
  return hindiDateTime;
}

export function formatHindiDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${hindiFormat().format(date)} IST`;
}

export function LocalDateTime({ iso }: { iso: string | null | undefined }) {
  const { lang } = useI18n();
  if (lang === "en" || !iso) return <DateTime iso={iso} />;
  return <time dateTime={iso}>{formatHindiDateTime(iso)}</time>;
}
