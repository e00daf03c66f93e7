import type { Selectable } from "kysely";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { GrievancesTable } from "../../db/schema-grievances.ts";
import { LANGUAGES } from "../../domain/enums.ts";
import {
  GRIEVANCE_DAYS,
  type GrievanceClock,
  grievanceClock,
} from "../../domain/grievances/clock.ts";
import {
  GRIEVANCE_STATUS_MESSAGE,
  GRIEVANCE_STATUSES,
  type GrievanceStatus,
  isGrievanceStatus,
} from "../../domain/grievances/schema.ts";
import { GRIEVANCE_REFERENCE_PATTERN } from "../../domain/reference/reference.ts";
import { rowById } from "../row-by-id.server.ts";
import type { ChangeRefused } from "../team/work.server.ts";

// The grievance officer's list (docs/product/borrower-view.md "Grievances", docs/product/team.md
// "Grievances"): every grievance with its 30-day clock, open ones first and oldest first (the one
// nearest the RBI's deadline on top), then the resolved ones, newest first. Admins only.

export type GrievanceRow = Selectable<GrievancesTable>;
export type GrievanceWithClock = GrievanceRow & { clock: GrievanceClock };

export const GRIEVANCE_NOT_FOUND = "Grievance not found.";

const time = z.string().meta({ format: "date-time" });
const days = z.number().int().min(0);

const clock = z
  .looseObject({
    elapsedDays: days,
    daysLeft: z.number().int().describe("1 on day 29; 0 or less once the days ran out."),
    overdue: z.boolean(),
    overdueDays: days,
    dueAt: time,
  })
  .describe(
    `The ${GRIEVANCE_DAYS}-day clock: stopped at the resolution; overdue once ${GRIEVANCE_DAYS} whole days have passed unresolved.`,
  );

/** The row as listGrievances answers it, with its clock (the API's answer). */
export const grievanceAnswerSchema = z.looseObject({
  id: z.number().int(),
  reference: z.string().regex(GRIEVANCE_REFERENCE_PATTERN),
  enquiry_reference: z.string().nullable().optional(),
  phone: z.string(),
  email: z.string().nullable().optional(),
  text: z.string(),
  language: z.enum(LANGUAGES).optional(),
  status: z.enum(GRIEVANCE_STATUSES),
  resolved_at: time.nullable().optional(),
  resolved_by: z.string().nullable().optional(),
  consent_at: time.optional(),
  consent_notice_version: z.string().optional(),
  client_id: z.string().nullable().optional(),
  created_at: time,
  clock,
});

const withClock = (row: GrievanceRow, now: Date): GrievanceWithClock => ({
  ...row,
  id: Number(row.id),
  clock: grievanceClock(row.created_at, now, row.status === "resolved" ? row.resolved_at : null),
});

export interface GrievanceListOptions {
  status?: GrievanceStatus | null;
  limit?: number;
}

export async function listGrievances(
  options: GrievanceListOptions = {},
  now: Date = new Date(),
): Promise<GrievanceWithClock[]> {
  const limit = Math.min(Math.max(options.limit ?? 500, 1), 1000);
  const db = getDb();
  const read = (status: GrievanceStatus) =>
    db
      .selectFrom("grievances")
      .selectAll()
      .where("status", "=", status)
      .orderBy("created_at", status === "open" ? "asc" : "desc")
      .orderBy("id", status === "open" ? "asc" : "desc")
      .limit(limit)
      .execute();
  const statuses: GrievanceStatus[] = options.status ? [options.status] : ["open", "resolved"];
  const rows = (await Promise.all(statuses.map(read))).flat().slice(0, limit);
  return rows.map((row) => withClock(row, now));
}

export async function getGrievance(
  id: number,
  now: Date = new Date(),
): Promise<GrievanceWithClock | undefined> {
  const row = await rowById("grievances", id);
  return row ? withClock(row, now) : undefined;
}

export type UpdateGrievanceResult = { ok: true; grievance: GrievanceWithClock } | ChangeRefused;

/**
 * Resolves a grievance (the clock stops; who and when are kept) or opens it again (the clock runs
 * from its arrival again: the borrower's 30 days do not restart).
 */
export async function setGrievanceStatus(
  id: number,
  status: unknown,
  actorEmail: string,
  now: Date = new Date(),
): Promise<UpdateGrievanceResult> {
  if (!isGrievanceStatus(status)) {
    return {
      ok: false,
      error: GRIEVANCE_STATUS_MESSAGE,
      fields: { status: GRIEVANCE_STATUS_MESSAGE },
    };
  }
  const current = await getGrievance(id, now);
  if (!current) return { ok: false, notFound: true, error: GRIEVANCE_NOT_FOUND };
  if (current.status !== status) {
    const resolved = status === "resolved";
    await getDb()
      .updateTable("grievances")
      .set({
        status,
        resolved_at: resolved ? now.toISOString() : null,
        resolved_by: resolved ? actorEmail : null,
      })
      .where("id", "=", id)
      .execute();
  }
  const grievance = await getGrievance(id, now);
  return grievance
    ? { ok: true, grievance }
    : { ok: false, notFound: true, error: GRIEVANCE_NOT_FOUND };
}

/** Open grievances past their 30 days: the admin sidebar's badge, the list's heading. */
export function countOverdue(rows: readonly GrievanceWithClock[]): number {
  return rows.filter((row) => row.clock.overdue).length;
}
