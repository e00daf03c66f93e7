import {
  CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  sql,
} from "kysely";
import { z } from "zod";
import { getDb, getDialect } from "../../db/db.server.ts";
import type {
  Database,
  EligibilityApplicationRow,
  LeadEventsTable,
  NewEligibilityApplication,
} from "../../db/schema.ts";
import { createWriteBatcher } from "../../db/write-batcher.server.ts";
import { ELIGIBILITY_MESSAGES } from "../../domain/eligibility/application.ts";
import { parseEligibilityApplication } from "../../domain/eligibility/application-parser.ts";
import { assessEligibility, assessmentRate } from "../../domain/eligibility/assess.ts";
import {
  BANK_SLUGS,
  CONSENT_NOTICE_VERSION,
  LEAD_STATUSES,
  type LeadStatus,
} from "../../domain/enums.ts";
import { type ParseResult, toResult } from "../../domain/validation.ts";
import {
  fieldWithNul,
  honeypotFilled,
  INVALID_CHARACTER_MESSAGE,
} from "../../utils/form-guards.ts";

// Eligibility applications ("leads"): intake from the wizard and the API, the admin list, status
// changes, erasure and the dashboard figures (DECISIONS.md 1, 2 and 5).

export type ApplicationRow = EligibilityApplicationRow;
export type LeadEventRow = Selectable<LeadEventsTable>;

/** The answer to POST /api/eligibility-applications: the server's own result. */
export interface ApplicationResult {
  id: number;
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
}

export type SubmitResult =
  | { ok: true; created: boolean; result: ApplicationResult }
  | { ok: false; error: string; fields: Record<string, string> };

export const LEAD_MESSAGES = {
  spam: "Submission rejected.",
  bankSlug: "Unknown bank.",
  status: "Choose a status: new, contacted, converted or closed.",
  notFound: "Application not found.",
  invalidCharacter: INVALID_CHARACTER_MESSAGE,
} as const;

/** `bank_slug` is optional: the bank the wizard was opened from (?bank=SLUG). */
function readBankSlug(input: unknown): { ok: true; slug: string | null } | { ok: false } {
  const raw =
    typeof input === "object" && input !== null
      ? (input as Record<string, unknown>).bank_slug
      : null;
  if (raw === undefined || raw === null || raw === "") return { ok: true, slug: null };
  if (typeof raw !== "string") return { ok: false };
  const slug = raw.trim().toLowerCase();
  return (BANK_SLUGS as readonly string[]).includes(slug) ? { ok: true, slug } : { ok: false };
}

function toResultBody(row: Pick<ApplicationRow, keyof ApplicationResult>): ApplicationResult {
  return {
    id: Number(row.id),
    is_eligible: Number(row.is_eligible),
    eligibility_message: row.eligibility_message,
    calculated_emi: row.calculated_emi,
  };
}

async function findByClientId(clientId: string): Promise<ApplicationResult | undefined> {
  const row = await getDb()
    .selectFrom("eligibility_applications")
    .select(["id", "is_eligible", "eligibility_message", "calculated_emi"])
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return row && toResultBody(row);
}

type InsertedRow = Pick<
  EligibilityApplicationRow,
  "id" | "is_eligible" | "eligibility_message" | "calculated_emi"
>;

const RETURNED = [
  "id",
  "is_eligible",
  "eligibility_message",
  "calculated_emi",
  "client_id",
] as const;

/**
 * SQL text of the lead insert per dialect, column set and row count. Kysely builds and compiles
 * the 55-column insert afresh every time, which took longer than SQLite takes to run it; the text
 * depends only on which columns are present and how many rows go in, so it is compiled once and
 * reused with new values. `null` marks a shape whose compiled parameters were not plainly the
 * rows' values (so reusing the text would be wrong): that shape keeps going through Kysely.
 */
const insertSql = new Map<string, string | null>();

/** Inserts rows that share one column set; returns the rows actually inserted. */
async function insertRows(
  columns: (keyof NewEligibilityApplication)[],
  rows: NewEligibilityApplication[],
): Promise<(InsertedRow & { client_id: string })[]> {
  const db = getDb();
  const values = rows.flatMap((row) => columns.map((column) => row[column]));
  const key = `${getDialect()}:${rows.length}:${columns.join(",")}`;
  const cached = insertSql.get(key);
  if (cached) {
    return (
      await db.executeQuery<InsertedRow & { client_id: string }>(CompiledQuery.raw(cached, values))
    ).rows;
  }
  const query = db
    .insertInto("eligibility_applications")
    .values(rows)
    .onConflict((oc) => oc.column("client_id").doNothing())
    .returning([...RETURNED]);
  if (cached === undefined) {
    const compiled = query.compile();
    const same =
      compiled.parameters.length === values.length &&
      compiled.parameters.every((parameter, i) => parameter === values[i]);
    insertSql.set(key, same ? compiled.sql : null);
  }
  return query.execute();
}

/**
 * Writes a batch of new leads: one multi-row INSERT per column set (nearly always one: optional
 * fields left out make another set). Each row's result is the inserted row, or undefined when its
 * client id was already stored (a replay), including a second copy of the same client id within
 * the batch. If a later set fails, the batcher writes every row again on its own; rows of an
 * earlier set then meet their own client id and answer 200 with their stored result, not 201.
 */
async function insertApplications(
  rows: NewEligibilityApplication[],
): Promise<(InsertedRow | undefined)[]> {
  const groups = new Map<
    string,
    { columns: (keyof NewEligibilityApplication)[]; rows: NewEligibilityApplication[] }
  >();
  for (const row of rows) {
    const columns = Object.keys(row).filter(
      (column) => row[column as keyof NewEligibilityApplication] !== undefined,
    ) as (keyof NewEligibilityApplication)[];
    const key = columns.join(",");
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { columns, rows: [row] });
  }
  const inserted = new Map<string, InsertedRow>();
  for (const group of groups.values()) {
    for (const row of await insertRows(group.columns, group.rows)) inserted.set(row.client_id, row);
  }
  return rows.map((row) => {
    const hit = inserted.get(row.client_id);
    // Only the first row with a client id owns the insert; a copy later in the batch is a replay.
    inserted.delete(row.client_id);
    return hit;
  });
}

/** Leads of one event-loop turn, or of the time a write takes, go out in one INSERT (ADR 007). */
const leadWriter = createWriteBatcher(insertApplications);

/**
 * Validates an application with the wizard's own rules, recomputes the result on the server
 * (client-sent is_eligible / eligibility_message / calculated_emi are ignored) and stores it with
 * the consent time and notice version. The browser retries until it hears back, so the same
 * client_id may arrive twice, even at the same moment: the stored answer is returned and nothing
 * new is written.
 */
export async function submitApplication(
  input: unknown,
  ctx: { userId?: number | null; now?: Date } = {},
): Promise<SubmitResult> {
  if (honeypotFilled(input)) return { ok: false, error: LEAD_MESSAGES.spam, fields: {} };
  const nul = fieldWithNul(input);
  if (nul) {
    return {
      ok: false,
      error: LEAD_MESSAGES.invalidCharacter,
      fields: { [nul]: LEAD_MESSAGES.invalidCharacter },
    };
  }
  const parsed = parseEligibilityApplication(input);
  if (!parsed.ok) return parsed;
  const bank = readBankSlug(input);
  if (!bank.ok) {
    return {
      ok: false,
      error: LEAD_MESSAGES.bankSlug,
      fields: { bank_slug: LEAD_MESSAGES.bankSlug },
    };
  }
  const app = parsed.data;
  // The parser already refuses a missing consent; this guards against a future parser change.
  if (app.consent !== true) {
    const message = ELIGIBILITY_MESSAGES.consent;
    return { ok: false, error: message, fields: { consent: message } };
  }

  const assessment = assessEligibility(app);
  const now = (ctx.now ?? new Date()).toISOString();
  const { consent: _consent, ...fields } = app;
  const row: NewEligibilityApplication = {
    ...fields,
    user_id: ctx.userId ?? null,
    // DECISIONS.md 4: no rate sent means the wizard default, the rate the result was worked out at.
    interest_rate: assessmentRate(app.interest_rate),
    is_eligible: assessment.is_eligible,
    eligibility_message: assessment.eligibility_message,
    calculated_emi: assessment.calculated_emi,
    bank_slug: bank.slug,
    status: "new",
    status_updated_at: null,
    status_updated_by: null,
    consent_at: now,
    consent_notice_version: CONSENT_NOTICE_VERSION,
    created_at: now,
  };
  // One statement for the common case: a new client id is inserted; a replay (the outbox retrying
  // after a lost answer, or two deliveries racing) inserts nothing and gets the stored result.
  const inserted = await leadWriter.write(row);
  if (inserted) return { ok: true, created: true, result: toResultBody(inserted) };
  const existing = await findByClientId(app.client_id);
  if (!existing) throw new Error("An application conflicted on client_id but cannot be found.");
  return { ok: true, created: false, result: existing };
}

// ---------------------------------------------------------------------------------------------
// Admin list

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface ApplicationFilter {
  q?: string | null;
  eligible?: boolean;
  status?: LeadStatus | string | null;
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
      conditions.push(eb.or(options));
    }
    if (filter.eligible !== undefined)
      conditions.push(eb("is_eligible", "=", filter.eligible ? 1 : 0));
    if (filter.status) conditions.push(eb("status", "=", filter.status));
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
  return getDb()
    .selectFrom("eligibility_applications")
    .selectAll()
    .where(filterWhere(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export interface ApplicationListQuery
  extends Required<Pick<ApplicationListOptions, "page" | "pageSize">> {
  q: string | null;
  eligible: boolean | undefined;
  status: LeadStatus | null;
  format: "json" | "csv";
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
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).optional(),
});

/**
 * Reads ?page&pageSize&q&eligible&status&format of the admin list. Empty values mean "not set",
 * so a plain HTML filter form with blank fields works; anything else unreadable is a 400.
 */
export function parseApplicationListQuery(
  params: URLSearchParams,
): ParseResult<ApplicationListQuery> {
  const raw: Record<string, string> = {};
  for (const key of ["page", "pageSize", "q", "eligible", "status", "format"]) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = key === "q" ? value : value.trim();
  }
  const parsed = toResult(listQuerySchema, raw);
  if (!parsed.ok) return parsed;
  const d = parsed.data;
  return {
    ok: true,
    data: {
      page: d.page ?? 1,
      pageSize: d.pageSize ?? DEFAULT_PAGE_SIZE,
      q: d.q?.trim() || null,
      eligible: d.eligible === undefined ? undefined : d.eligible === "true",
      status: d.status ?? null,
      format: d.format ?? "json",
    },
  };
}

// ---------------------------------------------------------------------------------------------
// One application

export async function getApplication(id: number): Promise<ApplicationRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return getDb()
    .selectFrom("eligibility_applications")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Status history of one application, oldest first. */
export async function listLeadEvents(applicationId: number): Promise<LeadEventRow[]> {
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) return [];
  return getDb()
    .selectFrom("lead_events")
    .selectAll()
    .where("application_id", "=", applicationId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export type UpdateStatusResult =
  | { ok: true; application: ApplicationRow }
  | { ok: false; notFound: true; error: string }
  | { ok: false; notFound?: false; error: string; fields: Record<string, string> };

/** Moves a lead through new → contacted → converted / closed and records who did it. */
export async function updateApplicationStatus(
  id: number,
  status: unknown,
  actorEmail: string,
  now: Date = new Date(),
): Promise<UpdateStatusResult> {
  if (!isLeadStatus(status)) {
    return { ok: false, error: LEAD_MESSAGES.status, fields: { status: LEAD_MESSAGES.status } };
  }
  if (!Number.isSafeInteger(id) || id <= 0)
    return { ok: false, notFound: true, error: LEAD_MESSAGES.notFound };
  const at = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx): Promise<UpdateStatusResult> => {
      const updated = await trx
        .updateTable("eligibility_applications")
        .set({ status, status_updated_at: at, status_updated_by: actorEmail })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return { ok: false, notFound: true, error: LEAD_MESSAGES.notFound };
      await trx
        .insertInto("lead_events")
        .values({ application_id: id, status, actor_email: actorEmail, created_at: at })
        .execute();
      return { ok: true, application: updated };
    });
}

/** Erasure (DPDP Act): the application and its history go; returns false when there was none. */
export async function deleteApplication(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("lead_events").where("application_id", "=", id).execute();
      const result = await trx
        .deleteFrom("eligibility_applications")
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
}

/** A signed-in customer's own applications, newest first (the account page). */
export async function listApplicationsForUser(userId: number): Promise<ApplicationRow[]> {
  return getDb()
    .selectFrom("eligibility_applications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Dashboard

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

/** 00:00 in India (UTC+5:30, no daylight saving) of the day `now` falls on, as a UTC instant. */
export function startOfIndianDay(now: Date): Date {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return new Date(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

export interface DashboardStats {
  /** Applications since 00:00 IST today. */
  today: number;
  /** Applications since 00:00 IST six days ago: today and the six days before it. */
  last7Days: number;
  total: number;
  /** Share of all applications that were eligible, 0..1 (0 when there are none). */
  eligibleShare: number;
  /** The five newest applications. */
  latest: ApplicationRow[];
}

export async function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const db = getDb();
  const todayStart = startOfIndianDay(now);
  const weekStart = new Date(todayStart.getTime() - 6 * DAY_MS);
  const count = (db2: Kysely<Database>, since?: Date, eligibleOnly = false) => {
    let query = db2
      .selectFrom("eligibility_applications")
      .select((eb) => eb.fn.countAll().as("count"));
    if (since) query = query.where("created_at", ">=", since.toISOString());
    if (eligibleOnly) query = query.where("is_eligible", "=", 1);
    return query.executeTakeFirstOrThrow().then((r) => Number(r.count));
  };
  const [today, last7Days, total, eligible, latest] = await Promise.all([
    count(db, todayStart),
    count(db, weekStart),
    count(db),
    count(db, undefined, true),
    db
      .selectFrom("eligibility_applications")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(5)
      .execute(),
  ]);
  return { today, last7Days, total, eligibleShare: total === 0 ? 0 : eligible / total, latest };
}
