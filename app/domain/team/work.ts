import { z } from "zod";
import { LEAD_STATUSES } from "../enums.ts";
import { type ParseResult, toResult } from "../validation.ts";
import { requiredText } from "../zod-fields.ts";
import type { EnquiryKind } from "./assignment.ts";

// Working a lead (docs/product/team.md "Working a lead"): the shapes of PATCH {assigned_to,
// follow_up_on} and of a note.

/** What a work form (assign, follow-up, note, status) answers, for the panel to show by the field. */
export type WorkActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fields?: Record<string, string> };

const STATUS_CHOICE = "Choose a status: new, contacted, converted or closed.";

/**
 * A status change's refusals, per kind of enquiry: a status that is not a lead status, and an id
 * with no row (docs/product/http-api.md). The lead's "Application not found." is a message clients
 * rely on, kept from before the word was "lead".
 */
export const ENQUIRY_MESSAGES = {
  lead: { status: STATUS_CHOICE, notFound: "Application not found." },
  callback: { status: STATUS_CHOICE, notFound: "Callback request not found." },
} as const satisfies Record<EnquiryKind, { status: string; notFound: string }>;

export const WORK_MESSAGES = {
  assignedTo: "assigned_to must be a staff member's or admin's user id, or null.",
  followUpOn: "follow_up_on must be a date (YYYY-MM-DD) or null.",
  noteText: "Write a note of 1 to 2,000 characters.",
  nothing: "Send status, assigned_to or follow_up_on.",
  notTeam: "Assign the lead to a staff member or an admin.",
} as const;

function isRealDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export const followUpSchema = z
  .string({ error: WORK_MESSAGES.followUpOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: WORK_MESSAGES.followUpOn })
  .refine(isRealDate, { error: WORK_MESSAGES.followUpOn });

export const workUpdateSchema = z.object({
  assigned_to: z
    .number({ error: WORK_MESSAGES.assignedTo })
    .int({ error: WORK_MESSAGES.assignedTo })
    .positive({ error: WORK_MESSAGES.assignedTo })
    .max(Number.MAX_SAFE_INTEGER, { error: WORK_MESSAGES.assignedTo })
    .nullable()
    .optional(),
  follow_up_on: followUpSchema.nullable().optional(),
});

export type WorkUpdate = z.output<typeof workUpdateSchema>;

/**
 * The body of a PATCH of a lead or a callback request as documented: any of its fields, at least
 * one (app/modules/team/status.server.ts reads it).
 */
export const workUpdateBodySchema = z
  .intersection(
    workUpdateSchema.meta({ id: "WorkUpdate" }),
    z.object({ status: z.enum(LEAD_STATUSES).optional() }),
  )
  .meta({ minProperties: 1 });

export function parseWorkUpdate(input: unknown): ParseResult<WorkUpdate> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: WORK_MESSAGES.nothing, fields: {} };
  }
  const raw = input as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  if ("assigned_to" in raw) picked.assigned_to = raw.assigned_to;
  if ("follow_up_on" in raw)
    picked.follow_up_on = raw.follow_up_on === "" ? null : raw.follow_up_on;
  return toResult(workUpdateSchema, picked);
}

export const noteSchema = z.object({
  text: requiredText(2000, WORK_MESSAGES.noteText, WORK_MESSAGES.noteText),
});

export function parseNote(input: unknown): ParseResult<{ text: string }> {
  return toResult(noteSchema, input);
}

/** ?assigned=me|none|USER_ID of the lists. */
export type AssignedFilter = "me" | "none" | number;

export function parseAssignedFilter(raw: string | null): ParseResult<AssignedFilter | null> {
  const value = raw?.trim() ?? "";
  if (value === "") return { ok: true, data: null };
  if (value === "me" || value === "none") return { ok: true, data: value };
  if (/^[1-9]\d{0,14}$/.test(value)) return { ok: true, data: Number(value) };
  const error = "assigned must be me, none or a user id.";
  return { ok: false, error, fields: { assigned: error } };
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's date in India (YYYY-MM-DD): follow-ups before it are overdue. */
export function indianToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
