// Dates in Indian Standard Time whatever the server's or the browser's zone, so the server's HTML
// and the hydrated page agree and staff in India read their own clock.

// Built on first use, not when the module loads: a page's first Intl.DateTimeFormat costs
// 80–150 ms of main thread in Chromium (ICU's calendar and time zone data), and /track and /account
// import this module whether or not they have a date to show
// (docs/decisions/036-no-intl-and-no-zod-at-load.md).
let formats: { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | null = null;

function istFormats() {
  formats ??= {
    dateTime: new Intl.DateTimeFormat("en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    }),
    date: new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }),
  };
  return formats;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${istFormats().dateTime.format(date)} IST`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : istFormats().date.format(date);
}

export function DateTime({
  iso,
  dateOnly = false,
}: {
  iso: string | null | undefined;
  dateOnly?: boolean;
}) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{dateOnly ? formatDate(iso) : formatDateTime(iso)}</time>;
}
