// The admin list of leads: filters, search, pages and the CSV export's rows (DECISIONS.md 5).

import { type Expression, type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import { type AssignedFilter, parseAssignedFilter } from "../../domain/team/work.ts";
import { type ParseResult, toResult } from "../../domain/validation.ts";
import { type ApplicationRow, LEAD_MESSAGES } from "./intake.server.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface ApplicationFilter {
  q?: string | null;
  eligible?: boolean;
  status?: LeadStatus | string | null;
  /** phone_verified (DECISIONS.md 8) */
  verified?: boolean;
  /** DECISIONS 9: `none` = unassigned, a number = that user's leads ("me" is resolved by the caller). */
  assigned?: "none" | number | null;
  /** Open leads whose follow-up date is before this IST day (YYYY-MM-DD): the overdue view. */
  overdueBefore?: string | null;
}

export interface ApplicationListOptions extends ApplicationFilter {
  page?: number;
  pageSize?: number;
}

/** Escapes LIKE wildcards so that a search for "50%" or "a_b" means those characters. */
function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

type AppsExpression = ExpressionBuilder<Database, "eligibility_applications">;

function filterWhere(filter: ApplicationFilter) {
  return (eb: AppsExpression) => {
    const conditions = [];
    const q = (filter.q ?? "").replaceAll("\u0000", "").trim().toLowerCase();
    if (q !== "") {
      // Every value is a bound parameter; only the constant ESCAPE character is literal SQL.
      const pattern = likeContains(q);
      const like = (column: Expression<unknown>) =>
        sql<boolean>`lower(${column}) like ${pattern} escape '!'`;
      const options = [
        like(sql.ref("first_name")),
        like(sql.ref("last_name")),
        like(sql`${sql.ref("first_name")} || ' ' || ${sql.ref("last_name")}`),
        like(sql.ref("email")),
        like(sql.ref("phone_number")),
      ];
      // "98765 43210" and "9876543210" should find the same lead, however the phone was typed.
      const digits = q.replace(/[\s().+-]/g, "");
      if (/^\d{3,}$/.test(digits)) {
        const compactPhone = sql`replace(replace(replace(replace(replace(replace(${sql.ref("phone_number")}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
        options.push(sql<boolean>`${compactPhone} like ${likeContains(digits)} escape '!'`);
      }
      // A reference (GS-XXXXXXXX) is matched exactly, upper-cased (DECISIONS.md 8).
      if (/^gs-[0-9a-z]{8}$/.test(q))
        options.push(sql<boolean>`${sql.ref("reference")} = ${q.toUpperCase()}`);
      conditions.push(eb.or(options));
    }
    if (filter.eligible !== undefined)
      conditions.push(eb("is_eligible", "=", filter.eligible ? 1 : 0));
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.verified !== undefined)
      conditions.push(eb("phone_verified", "=", filter.verified ? 1 : 0));
    if (filter.assigned === "none") conditions.push(eb("assigned_to", "is", null));
    else if (typeof filter.assigned === "number") {
      conditions.push(eb("assigned_to", "=", filter.assigned));
    }
    if (filter.overdueBefore) {
      conditions.push(eb("follow_up_on", "<", filter.overdueBefore));
      conditions.push(eb("status", "not in", ["converted", "closed"]));
    }
    return eb.and(conditions);
  };
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(n, min), max);
}

/** One page of applications, newest first, with the total that matches the filter. */
export async function listApplications(
  options: ApplicationListOptions = {},
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = clampInt(options.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const db = getDb();
  const where = filterWhere(options);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("eligibility_applications")
      .selectAll()
      .where(where)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("eligibility_applications")
      .select((eb) => eb.fn.countAll().as("count"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Every application matching the filter, newest first: the CSV export. */
export async function listAllApplications(
  filter: ApplicationFilter = {},
): Promise<ApplicationRow[]> {
  return (
    getDb()
      .selectFrom("eligibility_applications")
      .selectAll()
      .where(filterWhere(filter))
      // Withdrawn consent leaves every export (DECISIONS.md 8).
      .where("consent_withdrawn_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute()
  );
}

export interface ApplicationListQuery
  extends Required<Pick<ApplicationListOptions, "page" | "pageSize">> {
  q: string | null;
  eligible: boolean | undefined;
  status: LeadStatus | null;
  verified: boolean | undefined;
  format: "json" | "csv";
  assigned: AssignedFilter | null;
  overdue: boolean;
}

const positiveInt = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));

const listQuerySchema = z.object({
  page: positiveInt("page must be a whole number from 1.", 1_000_000_000).optional(),
  pageSize: positiveInt(
    `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    MAX_PAGE_SIZE,
  ).optional(),
  q: z
    .string()
    .max(200, { error: "q must be at most 200 characters." })
    .refine((q) => !q.includes("\u0000"), { error: "q must not contain a NUL character." })
    .optional(),
  eligible: z.enum(["true", "false"], { error: "eligible must be true or false." }).optional(),
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status }).optional(),
  verified: z.enum(["true", "false"], { error: "verified must be true or false." }).optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
  assigned: z.string().optional(),
  overdue: z.enum(["true", "false"], { error: "overdue must be true or false." }).optional(),
});

/**
 * Reads ?page&pageSize&q&eligible&status&format of the admin list. Empty values mean "not set",
 * so a plain HTML filter form with blank fields works; anything else unreadable is a 400.
 */
export function parseApplicationListQuery(
  params: URLSearchParams,
): ParseResult<ApplicationListQuery> {
  const raw: Record<string, string> = {};
  for (const key of [
    "page",
    "pageSize",
    "q",
    "eligible",
    "status",
    "verified",
    "format",
    "assigned",
    "overdue",
  ]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = key === "q" ? value : value.trim();
  }
  const parsed = toResult(listQuerySchema, raw);
  if (!parsed.ok) return parsed;
  const d = parsed.data;
  const assigned = parseAssignedFilter(d.assigned ?? null);
  if (!assigned.ok) return assigned;
  return {
    ok: true,
    data: {
      page: d.page ?? 1,
      pageSize: d.pageSize ?? DEFAULT_PAGE_SIZE,
      q: d.q?.trim() || null,
      eligible: d.eligible === undefined ? undefined : d.eligible === "true",
      status: d.status ?? null,
      verified: d.verified === undefined ? undefined : d.verified === "true",
      format: d.format ?? "json",
      assigned: assigned.data,
      overdue: d.overdue === "true",
    },
  };
}
