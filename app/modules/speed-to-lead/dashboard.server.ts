// The dashboard's first-response figures (docs/product/speed-to-lead.md "First response"): the
// escalations waiting, and the median minutes to first response this week. Both stay small reads
// at a million leads (docs/decisions/029-dashboard-at-a-million.md): the waiting escalations are
// migration 020's partial index (only escalated rows without a first response), and this week's
// enquiries are one range of the created_at index, a week's worth of rows whatever the table's size.

import { getReadDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import {
  businessMinutesBetween,
  median,
  startOfIndianWeek,
} from "../../domain/speed-to-lead/business-hours.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";

export interface FirstResponseFigures {
  /** Escalated, still new, no first response yet: per kind. */
  escalationsWaiting: Record<EnquiryKind, number>;
  /**
   * Median business minutes from arrival to first response of the leads and callback requests
   * that arrived this week (IST, from Monday 00:00) and have had one; null when none has.
   */
  medianFirstResponseMinutes: number | null;
  /** How many enquiries of this week that median is over. */
  respondedThisWeek: number;
}

export async function getFirstResponseFigures(
  now: Date = new Date(),
): Promise<FirstResponseFigures> {
  const db = getReadDb();
  const weekStart = startOfIndianWeek(now).toISOString();
  const subjects = Object.keys(ENQUIRY_TABLES) as EnquiryKind[];
  const [waiting, responded] = await Promise.all([
    Promise.all(
      subjects.map((subject) =>
        db
          .selectFrom(ENQUIRY_TABLES[subject])
          .select((eb) => eb.fn.countAll().as("n"))
          .where("escalated_at", "is not", null)
          .where("first_response_at", "is", null)
          .where("status", "=", "new")
          .executeTakeFirstOrThrow(),
      ),
    ),
    Promise.all(
      subjects.map((subject) =>
        db
          .selectFrom(ENQUIRY_TABLES[subject])
          .select(["created_at", "first_response_at"])
          .where("created_at", ">=", weekStart)
          .where("first_response_at", "is not", null)
          .execute(),
      ),
    ),
  ]);
  const minutes = responded
    .flat()
    .map((row) =>
      businessMinutesBetween(new Date(row.created_at), new Date(row.first_response_at as string)),
    );
  const middle = median(minutes);
  return {
    escalationsWaiting: { lead: Number(waiting[0].n), callback: Number(waiting[1].n) },
    medianFirstResponseMinutes: middle === null ? null : Math.round(middle * 10) / 10,
    respondedThisWeek: minutes.length,
  };
}
