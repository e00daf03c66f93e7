import { z } from "zod";
import { istDay, nextDay } from "../india-day.ts";
import type { ParseResult } from "../validation.ts";
import { daysBetween, FUNNEL_GROUPS, type FunnelGroup, weekMonday } from "./funnel.ts";

// The funnel report's question (docs/product/speed-to-lead.md "The funnel report"): a range of
// IST dates, both ends included, and how to group. Read the same way from the API's query string
// and the page's form, so both refuse the same input with the same words.

export interface FunnelQuery {
  from: string;
  to: string;
  group: FunnelGroup;
}

/** Two years and a day: a year against the one before, and never a scan without end. */
export const MAX_RANGE_DAYS = 731;

export const FUNNEL_QUERY_MESSAGES = {
  from: "from must be a date written YYYY-MM-DD.",
  to: "to must be a date written YYYY-MM-DD.",
  order: "to must be the same day as from or later.",
  span: `The range can be at most ${MAX_RANGE_DAYS} days.`,
  group: `group must be one of: ${FUNNEL_GROUPS.join(", ")}.`,
} as const;

/** A real calendar date YYYY-MM-DD between the years 2000 and 2999. */
export function isCalendarDate(value: string): boolean {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

/** Reads `from`, `to` and `group` (default `source`); the first fault found is the error. */
export function parseFunnelQuery(input: {
  from?: string | null;
  to?: string | null;
  group?: string | null;
}): ParseResult<FunnelQuery> {
  const from = input.from?.trim() ?? "";
  const to = input.to?.trim() ?? "";
  const group = input.group?.trim() || "source";
  const fail = (field: string, error: string): ParseResult<FunnelQuery> => ({
    ok: false,
    error,
    fields: { [field]: error },
  });
  if (!isCalendarDate(from)) return fail("from", FUNNEL_QUERY_MESSAGES.from);
  if (!isCalendarDate(to)) return fail("to", FUNNEL_QUERY_MESSAGES.to);
  if (to < from) return fail("to", FUNNEL_QUERY_MESSAGES.order);
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return fail("to", FUNNEL_QUERY_MESSAGES.span);
  if (!(FUNNEL_GROUPS as readonly string[]).includes(group)) {
    return fail("group", FUNNEL_QUERY_MESSAGES.group);
  }
  return { ok: true, data: { from, to, group: group as FunnelGroup } };
}

/** The page's first view: the twelve IST weeks up to today, by week. */
export function defaultFunnelQuery(now: Date): FunnelQuery {
  const today = istDay(now.toISOString());
  return { from: nextDay(weekMonday(today), -77), to: today, group: "week" };
}

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description });

/** The query as the API documents it: parseFunnelQuery reads it (its own messages and order). */
export const funnelApiQuerySchema = z.object({
  from: day("First IST day, YYYY-MM-DD."),
  to: day("Last IST day, YYYY-MM-DD, on or after `from`."),
  group: z
    .enum(FUNNEL_GROUPS)
    .default("source")
    .meta({ description: "Rows by first-touch source (the default) or by IST week." }),
  format: z
    .enum(["csv"])
    .optional()
    .meta({ description: "`csv`: the rows as a CSV file (RFC 4180)." }),
});
