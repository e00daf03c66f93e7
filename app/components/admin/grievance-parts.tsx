import { Form } from "react-router";
import { clockLabel, type GrievanceClock } from "../../domain/grievances/clock.ts";
import { GRIEVANCE_STATUSES, type GrievanceStatus } from "../../domain/grievances/schema.ts";
import { buttonSecondary } from "./admin-page.tsx";
import { Badge } from "./status-badge.tsx";

// The grievance officer's list and detail page share these (docs/product/team.md "Grievances"):
// the 30-day clock as a word and a colour, and the status form that resolves or reopens one.

const STATUS_LABELS: Record<GrievanceStatus, string> = { open: "Open", resolved: "Resolved" };

export function GrievanceClockBadge({
  clock,
  status,
}: {
  clock: GrievanceClock;
  status: GrievanceStatus;
}) {
  const resolved = status === "resolved";
  const cls = resolved
    ? "bg-green-100 text-green-900"
    : clock.overdue
      ? "bg-red-100 text-red-900"
      : clock.daysLeft <= 7
        ? "bg-amber-100 text-amber-900"
        : "bg-slate-100 text-slate-800";
  return (
    <span data-testid="grievance-clock" data-overdue={clock.overdue ? "true" : "false"}>
      <Badge className={cls}>{clockLabel(clock, resolved)}</Badge>
    </span>
  );
}

/** A plain form (works without JavaScript) posting `intent=status` to the page's own action. */
export function GrievanceStatusForm({
  id,
  reference,
  status,
}: {
  id: number;
  reference: string;
  status: GrievanceStatus;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`grievance-status-${id}`} className="sr-only">
        Status of {reference}
      </label>
      <select
        id={`grievance-status-${id}`}
        name="status"
        defaultValue={status}
        className="rounded-md border border-slate-400 px-2 py-1"
      >
        {GRIEVANCE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonSecondary}>
        Save<span className="sr-only"> status of {reference}</span>
      </button>
    </Form>
  );
}

export function grievanceStatusLabel(status: GrievanceStatus): string {
  return STATUS_LABELS[status];
}
