// The admin list's query string (docs/product/http-api.md "The lead list", ADR 017): its parameters
// as one zod schema (also the OpenAPI document's, app/routes/+shared/contracts/leads.ts), the filter
// they make, and the keyset cursor of X-Next-Cursor. No SQL here: search.server.ts turns a filter
// into a condition, list.server.ts pages and counts.

import { z } from "zod";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
import { BANK_APPLICATION_STAGES, type Stage } from "../../domain/loan-file/stages.ts";
import {
  type AssignedFilter,
  ENQUIRY_MESSAGES,
  parseAssignedFilter,
} from "../../domain/team/work.ts";
import { type ParseResult, toResult } from "../../domain/validation.ts";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface LeadFilter {
  q?: string | null;
  eligible?: boolean;
  status?: LeadStatus | string | null;
  /** phone_verified (docs/product/borrower-journey.md "Mobile verification") */
  verified?: boolean;
  /**
   * docs/product/team.md "Working a lead": `none` = unassigned, a number = that user's leads ("me"
   * is resolved by the caller).
   */
  assigned?: "none" | number | null;
  /** Open leads whose follow-up date is before this IST day (YYYY-MM-DD): the overdue view. */
  overdueBefore?: string | null;
  /** The lead's furthest stage with the banks (migration 012, ADR 026). */
  stage?: Stage | null;
  /** Escalated for waiting past the first response's due time (docs/product/speed-to-lead.md). */
  escalated?: boolean;
  /**
   * false: a returning borrower's later enquiries are left out (docs/product/speed-to-lead.md
   * "Returning borrowers").
   */
  duplicates?: boolean;
  /** The answers allow PMAY-U 2.0's subsidy (docs/product/calculators.md "The wizard's hint"). */
  pmayCandidate?: boolean;
}

export interface LeadListOptions extends LeadFilter {
  page?: number;
  pageSize?: number;
  /** A cursor from `nextCursor`: the page after that row (keyset pagination); wins over `page`. */
  after?: string | null;
}

/** Where a page ends: the list's order is (created_at, id) descending. */
export interface ListCursor {
  createdAt: string;
  id: number;
}

export function encodeCursor(row: { created_at: string; id: number | string }): string {
  return Buffer.from(`${row.created_at}|${Number(row.id)}`, "utf8").toString("base64url");
}

/** The cursor's position, or null when the text is not one this module made. */
export function decodeCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|(\d{1,15})$/.exec(
    Buffer.from(text, "base64url").toString("utf8"),
  );
  return match ? { createdAt: match[1], id: Number(match[2]) } : null;
}

/** The filter's fields alone (a list's options also carry page, pageSize and after). */
export function filterOf(options: LeadListOptions): LeadFilter {
  const { page: _page, pageSize: _pageSize, after: _after, ...filter } = options;
  return filter;
}

export interface LeadListQuery extends Required<Pick<LeadListOptions, "page" | "pageSize">> {
  /** A cursor from X-Next-Cursor (keyset page); null to page by number. */
  after: string | null;
  q: string | null;
  eligible: boolean | undefined;
  status: LeadStatus | null;
  verified: boolean | undefined;
  format: "json" | "csv";
  assigned: AssignedFilter | null;
  overdue: boolean;
  stage: Stage | null;
  escalated: boolean | undefined;
  duplicates: boolean | undefined;
  pmay_candidate: boolean | undefined;
}

const positiveInt = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: message }).max(max, { error: message }));

/** A yes-or-no filter (`true` or `false`), and the 400's words for anything else (also the
 * callback list's, app/modules/callbacks/callbacks.server.ts). */
export const flag = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false.` }).optional();

/** The list's query parameters (also the OpenAPI document's, app/routes/+shared/contracts/leads.ts). */
export const listQuerySchema = z.object({
  page: positiveInt("page must be a whole number from 1.", 1_000_000_000).optional(),
  pageSize: positiveInt(
    `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    MAX_PAGE_SIZE,
  ).optional(),
  after: z
    .string()
    .refine((text) => decodeCursor(text) !== null, {
      error: "after must be a cursor from X-Next-Cursor.",
    })
    .optional()
    .describe("A cursor from X-Next-Cursor: the page after it, newest first (keyset pages)."),
  q: z
    .string()
    .max(200, { error: "q must be at most 200 characters." })
    .refine((q) => !q.includes("\u0000"), { error: "q must not contain a NUL character." })
    .optional()
    .describe(
      "Matches name, email and phone (however typed), or a reference (GS-XXXXXXXX) exactly.",
    ),
  eligible: flag("eligible"),
  status: z.enum(LEAD_STATUSES, { error: ENQUIRY_MESSAGES.lead.status }).optional(),
  verified: flag("verified").describe(
    "The mobile number was verified by a code (docs/product/borrower-journey.md).",
  ),
  format: z
    .enum(["json", "csv"], { error: "format must be json or csv." })
    .optional()
    .describe("`csv` exports the (filtered) list as a streamed CSV."),
  assigned: z.string().optional().describe("`me`, `none` or a user id (docs/product/team.md)."),
  overdue: flag("overdue").describe("`true`: open leads whose follow-up date has passed."),
  stage: z
    .enum(BANK_APPLICATION_STAGES, {
      error: `stage must be one of: ${BANK_APPLICATION_STAGES.join(", ")}.`,
    })
    .optional()
    .describe("The lead's furthest stage with the banks (live work outranks an ended bank)."),
  escalated: flag("escalated").describe(
    "true: only leads escalated for waiting past their first response's due time.",
  ),
  duplicates: flag("duplicates").describe(
    "`false` hides a returning borrower's later enquiries (those with `duplicate_of`).",
  ),
  pmay_candidate: flag("pmay_candidate").describe(
    "The answers allow PMAY-U 2.0's interest subsidy (docs/product/calculators.md).",
  ),
});

/**
 * Reads ?page&pageSize&after&q&eligible&status&verified&format&assigned&overdue&stage&escalated
 * &duplicates&pmay_candidate of the admin list. Empty values mean "not set", so a plain HTML filter form with blank fields works; anything
 * else unreadable is a 400.
 */
export function parseLeadListQuery(params: URLSearchParams): ParseResult<LeadListQuery> {
  const raw: Record<string, string> = {};
  for (const key of [
    "page",
    "pageSize",
    "after",
    "q",
    "eligible",
    "status",
    "verified",
    "format",
    "assigned",
    "overdue",
    "stage",
    "escalated",
    "duplicates",
    "pmay_candidate",
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
      after: d.after ?? null,
      q: d.q?.trim() || null,
      eligible: d.eligible === undefined ? undefined : d.eligible === "true",
      status: d.status ?? null,
      verified: d.verified === undefined ? undefined : d.verified === "true",
      format: d.format ?? "json",
      assigned: assigned.data,
      overdue: d.overdue === "true",
      stage: d.stage ?? null,
      escalated: d.escalated === undefined ? undefined : d.escalated === "true",
      duplicates: d.duplicates === undefined ? undefined : d.duplicates === "true",
      pmay_candidate: d.pmay_candidate === undefined ? undefined : d.pmay_candidate === "true",
    },
  };
}
