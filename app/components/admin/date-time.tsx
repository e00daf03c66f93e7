// Dates in Indian Standard Time whatever the server's or the browser's zone, so the server's HTML
// and the hydrated page agree and staff in India read their own clock.

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeZone: "Asia/Kolkata",
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat.format(date)} IST`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
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
