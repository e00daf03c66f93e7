// The access log (docs/product/team.md): every view of a lead's detail, every export and every
// erasure, with who and when. Append-only from the app; admins page through it.

import type { Selectable } from "kysely";
import { getDb } from "../../db/db.server.ts";
import type { AccessLogTable } from "../../db/schema.ts";

/**
 * `two-step`: an enrolment, a sign-in with a recovery code, an admin's reset (docs/product/team.md
 * "Two-step sign-in").
 */
export type AccessAction = "view" | "export" | "erase" | "retention" | "two-step";
export type AccessLogRow = Selectable<AccessLogTable>;

export interface AccessRecord {
  actorId: number | null;
  /** Kept beside the id so the log reads the same after the account changes. */
  actorEmail?: string;
  action: AccessAction;
  /** "lead", "message", "callback", "leads" (a list or export) */
  subjectType: string;
  subjectId?: number | null;
  detail?: string | null;
}

export async function recordAccess(record: AccessRecord, now: Date = new Date()): Promise<void> {
  let actorEmail = record.actorEmail;
  if (actorEmail === undefined && record.actorId !== null) {
    const user = await getDb()
      .selectFrom("users")
      .select("email")
      .where("id", "=", record.actorId)
      .executeTakeFirst();
    actorEmail = user?.email;
  }
  await getDb()
    .insertInto("access_log")
    .values({
      actor_id: record.actorId,
      actor_email: actorEmail ?? "system",
      action: record.action,
      subject_type: record.subjectType,
      subject_id: record.subjectId ?? null,
      detail: record.detail ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

export const ACCESS_LOG_PAGE_SIZE = 50;

/** One page of the log, newest first, with the total. */
export async function listAccessLog(
  page = 1,
  pageSize = ACCESS_LOG_PAGE_SIZE,
): Promise<{ rows: AccessLogRow[]; total: number }> {
  const db = getDb();
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const [rows, count] = await Promise.all([
    db
      .selectFrom("access_log")
      .selectAll()
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((safePage - 1) * pageSize)
      .execute(),
    db
      .selectFrom("access_log")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
