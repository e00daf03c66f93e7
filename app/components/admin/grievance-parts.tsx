import { clockLabel, type GrievanceClock } from "../../domain/grievances/clock.ts";
import { GRIEVANCE_STATUSES, type GrievanceStatus } from "../../domain/grievances/schema.ts";
import { Badge } from "./status-badge.tsx";
import { StatusForm } from "./status-form.tsx";

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
export function GrievanceStatusForm(row: {
  id: number;
  reference: string;
  status: GrievanceStatus;
}) {
  return (
    <StatusForm
      {...row}
      statuses={GRIEVANCE_STATUSES}
      labels={STATUS_LABELS}
      idPrefix="grievance-status"
      className="flex flex-wrap items-center gap-2"
    />
  );
}

export function grievanceStatusLabel(status: GrievanceStatus): string {
  return STATUS_LABELS[status];
}
