import { type AssignedFilter, indianToday } from "../../domain/team/work.ts";
import { listTeamMembers } from "./work.server.ts";

// What a team member's list shows (docs/product/team.md "Working a lead"): `assigned=me` is the
// viewer; the overdue view is open leads whose follow-up day is before today in India; staff see
// contacts masked.

export function resolveAssigned(
  assigned: AssignedFilter | null,
  viewerId: number,
): "none" | number | null {
  return assigned === "me" ? viewerId : assigned;
}

export function overdueBefore(overdue: boolean, now: Date = new Date()): string | null {
  return overdue ? indianToday(now) : null;
}

/** Who a list's rows are assigned to, by e-mail; `#7` for someone no longer in the team. */
export async function assigneeNames(): Promise<(assignedTo: unknown) => string | null> {
  const names = new Map((await listTeamMembers()).map((m) => [m.id, m.email]));
  return (assignedTo) =>
    assignedTo == null ? null : (names.get(Number(assignedTo)) ?? `#${assignedTo}`);
}
