import { z } from "zod";
import { type SmsHours, withinSmsHours } from "../outbox/sms-hours.ts";
import { indianToday } from "../team/work.ts";
import { type ParseResult, toResult } from "../validation.ts";
import { optionalNote } from "../zod-fields.ts";

// The team's calls to a borrower (docs/product/borrower-view.md "Calls the team logs"): what a
// call's outcome may be, and the promise the site makes about calls: at most 3 attempts per lead
// per calendar day in India, and none outside 08:00–19:00 IST. Pure: the clock is passed in, so
// the API, the admin page and the tests judge a call by the same rule.

export const CALL_OUTCOMES = [
  "connected",
  "no_answer",
  "busy",
  "wrong_number",
  "call_back_later",
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const MAX_CALLS_PER_DAY = 3;
/** 08:00 up to (not including) 19:00 IST, as minutes after midnight IST. */
export const CALL_HOURS: SmsHours = { from: 8 * 60, to: 19 * 60 };

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 86_400_000;

export const CALL_MESSAGES = {
  outcome: `outcome must be one of: ${CALL_OUTCOMES.join(", ")}.`,
  note: "The note must be at most 500 characters.",
  invalid: "Send a JSON object with outcome and an optional note.",
  hours: "Calls are allowed only between 08:00 and 19:00 IST. Try again when the hours open.",
  limit:
    "This lead has had 3 call attempts today (IST), the most allowed in a day. Try again tomorrow.",
} as const;

/** The calendar day in India (YYYY-MM-DD) that `at` falls on. */
export const istDay = indianToday;

/** The instants [start, end) of the IST calendar day `at` falls on, for a range query. */
export function istDayRange(at: Date): { start: Date; end: Date } {
  const start = Date.parse(`${istDay(at)}T00:00:00.000Z`) - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

export function withinCallHours(at: Date): boolean {
  return withinSmsHours(at, CALL_HOURS);
}

export type CallRefusal = "hours" | "limit";

/**
 * Why a call attempt at `at` is refused, given the attempts already logged on that IST day; null
 * when it may be logged. The hours are judged first: out of hours the count does not matter.
 */
export function callRefusal(attemptsToday: number, at: Date): CallRefusal | null {
  if (!withinCallHours(at)) return "hours";
  if (attemptsToday >= MAX_CALLS_PER_DAY) return "limit";
  return null;
}

export const callBodySchema = z.object({
  outcome: z.enum(CALL_OUTCOMES, { error: CALL_MESSAGES.outcome }),
  note: optionalNote(500, CALL_MESSAGES.note),
});
export type CallInput = z.output<typeof callBodySchema>;

export function parseCall(input: unknown): ParseResult<CallInput> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: CALL_MESSAGES.invalid, fields: {} };
  }
  return toResult(callBodySchema, input);
}

export function isCallOutcome(value: unknown): value is CallOutcome {
  return typeof value === "string" && (CALL_OUTCOMES as readonly string[]).includes(value);
}

/** The team's words for each outcome (the admin page and the lead's history). */
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  connected: "Connected",
  no_answer: "No answer",
  busy: "Busy",
  wrong_number: "Wrong number",
  call_back_later: "Call back later",
};
