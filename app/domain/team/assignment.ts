import { z } from "zod";
import { LANGUAGES, type Language } from "../enums.ts";
import { type ParseResult, toResult } from "../validation.ts";

// Speed to lead (docs/product/speed-to-lead.md "Availability and automatic assignment" and
// "Returning borrowers"), as pure rules: who takes the next enquiry, when two enquiries belong
// to the same borrower, and the shapes of the availability calls. The database side (the lock,
// the rows) is app/modules/assignment/.

export const ASSIGNMENT_MODES = ["round_robin", "off"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/**
 * `ASSIGNMENT=round_robin|off`; unset (or anything else) means round robin as soon as at least
 * one staff member exists, so a site run by its first admin alone keeps handing out by hand.
 */
export function assignmentMode(setting: string | undefined, staffExists: boolean): AssignmentMode {
  const value = setting?.trim().toLowerCase();
  if (value === "off" || value === "round_robin") return value;
  return staffExists ? "round_robin" : "off";
}

/** Someone who may take an enquiry now: an available staff member or admin. */
export interface Candidate {
  id: number;
  /** The rotation's counter at their last assignment of any kind; null: never assigned. */
  turn: number | null;
  languages: readonly string[];
}

/** An enquiry to hand out, in arrival order. */
export interface Enquiry {
  language: Language;
  /** A returning borrower's earlier enquiry's assignee: theirs, available or not. */
  assignee?: number | null;
  /** A returning borrower whose earlier enquiry is the one at this index of the same list. */
  follows?: number;
}

export interface Rotation {
  /** One per enquiry, in order: the user it goes to, or null (nobody available). */
  assignees: (number | null)[];
  /** Each user given a turn, and the counter of their last one. */
  turns: Map<number, number>;
}

/** Never assigned first, then the oldest last assignment, then the lowest user id. */
function before(a: Candidate, b: Candidate): boolean {
  if (a.turn !== b.turn) {
    if (a.turn === null) return true;
    if (b.turn === null) return false;
    return a.turn < b.turn;
  }
  return a.id < b.id;
}

/**
 * Hands out enquiries in order. Each assignment, by the rotation or to a returning borrower's
 * assignee, is that user's newest turn (`lastTurn` + 1, + 2, …): "last assignment of any kind".
 * A Hindi enquiry goes to the Hindi speakers among the candidates when there are any, else to
 * everyone.
 */
export function rotate(
  candidates: readonly Candidate[],
  enquiries: readonly Enquiry[],
  lastTurn: number,
): Rotation {
  const pool = candidates.map((c) => ({ ...c }));
  const byId = new Map(pool.map((c) => [c.id, c]));
  const turns = new Map<number, number>();
  let counter = lastTurn;
  const assignees: (number | null)[] = [];
  for (const enquiry of enquiries) {
    let chosen: number | null =
      enquiry.follows !== undefined && enquiry.follows < assignees.length
        ? assignees[enquiry.follows]
        : (enquiry.assignee ?? null);
    if (chosen === null) {
      const speakers =
        enquiry.language === "hi" ? pool.filter((c) => c.languages.includes("hi")) : [];
      const among = speakers.length > 0 ? speakers : pool;
      let best: Candidate | undefined;
      for (const c of among) if (!best || before(c, best)) best = c;
      chosen = best?.id ?? null;
    }
    if (chosen !== null) {
      counter += 1;
      turns.set(chosen, counter);
      const candidate = byId.get(chosen);
      if (candidate) candidate.turn = counter;
    }
    assignees.push(chosen);
  }
  return { assignees, turns };
}

/** How long an open enquiry makes a later one with the same mobile a returning borrower's. */
export const RETURNING_WINDOW_DAYS = 90;

export function returningSince(now: Date): string {
  return new Date(now.getTime() - RETURNING_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The mobile a returning borrower is known by: the phone without the separators people type,
 * its last ten characters (the same text as app/db/phone-key.ts writes in SQL, so "+91
 * 98765-43210" on a lead and "9876543210" on a callback request are one borrower).
 */
export function phoneKey(phone: string): string {
  const compact = phone.replace(/[ \-+().]/g, "");
  return compact.slice(Math.max(0, compact.length - 10));
}

export type EnquiryKind = "lead" | "callback";

export interface DuplicateOf {
  type: EnquiryKind;
  id: number;
}

/** An open enquiry of the window that a new one may be a repeat of. */
export interface PriorEnquiry extends DuplicateOf {
  key: string;
  created_at: string;
  assigned_to: number | null;
}

/**
 * The earliest of the matches (by arrival, then leads before callbacks, then id). Null when there
 * is none. The matches are read before the new enquiry is stored (ADR 044), so it is never among
 * them.
 */
export function earliestMatch(matches: readonly PriorEnquiry[]): PriorEnquiry | null {
  let best: PriorEnquiry | null = null;
  for (const m of matches) if (!best || earlier(m, best)) best = m;
  return best;
}

function earlier(a: PriorEnquiry, b: PriorEnquiry): boolean {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at;
  if (a.type !== b.type) return a.type === "lead";
  return a.id < b.id;
}

// ---------------------------------------------------------------------------------------------
// PATCH /api/me {available} and PATCH /api/users/{id} {available, languages}.

export const AVAILABILITY_MESSAGES = {
  available: "available must be true or false.",
  languages: "languages must be a list of en and hi, each at most once, at least one.",
  nothing: "Send available or languages.",
  unknownField: "Only available and languages can be changed here.",
  meNothing: "Send available: true or false.",
} as const;

const availableSchema = z.boolean({ error: AVAILABILITY_MESSAGES.available });
const languagesSchema = z
  .array(z.enum(LANGUAGES, { error: AVAILABILITY_MESSAGES.languages }), {
    error: AVAILABILITY_MESSAGES.languages,
  })
  .min(1, { error: AVAILABILITY_MESSAGES.languages })
  .max(LANGUAGES.length, { error: AVAILABILITY_MESSAGES.languages })
  .refine((list) => new Set(list).size === list.length, {
    error: AVAILABILITY_MESSAGES.languages,
  });

/** PATCH /api/me: only availability (languages are the admin's to set). */
export const meUpdateSchema = z.strictObject(
  { available: availableSchema },
  { error: AVAILABILITY_MESSAGES.meNothing },
);

/** PATCH /api/users/{id}: availability, languages or both. */
export const userWorkUpdateSchema = z
  .strictObject(
    { available: availableSchema.optional(), languages: languagesSchema.optional() },
    { error: AVAILABILITY_MESSAGES.unknownField },
  )
  .refine((body) => body.available !== undefined || body.languages !== undefined, {
    error: AVAILABILITY_MESSAGES.nothing,
  });

export type UserWorkUpdate = z.output<typeof userWorkUpdateSchema>;

export function parseMeUpdate(input: unknown): ParseResult<{ available: boolean }> {
  return toResult(meUpdateSchema, input);
}

export function parseUserWorkUpdate(input: unknown): ParseResult<UserWorkUpdate> {
  return toResult(userWorkUpdateSchema, input);
}

/** The stored JSON list, read defensively: anything unreadable is English only. */
export function readLanguages(stored: string | null | undefined): Language[] {
  try {
    const list = JSON.parse(stored ?? "");
    if (Array.isArray(list)) {
      const known = LANGUAGES.filter((l) => list.includes(l));
      if (known.length > 0) return known;
    }
  } catch {
    // fall through
  }
  return ["en"];
}

/** `duplicate_of` of the API's lead and callback rows: the earlier enquiry, or null. */
export const duplicateOfSchema = z
  .object({ type: z.enum(["lead", "callback"]), id: z.number().int() })
  .nullable()
  .describe(
    "A returning borrower: the earliest open enquiry of the 90 days before with the same mobile (docs/product/speed-to-lead.md).",
  );

/** The stored pair of columns as the API's `duplicate_of`. */
export function duplicateOf(row: {
  duplicate_of_type: string | null;
  duplicate_of_id: number | string | null;
}): DuplicateOf | null {
  const { duplicate_of_type: type, duplicate_of_id: id } = row;
  if ((type !== "lead" && type !== "callback") || id === null) return null;
  return { type, id: Number(id) };
}

/** A row as the API answers it: `duplicate_of` in place of its two columns. */
export function withDuplicateOf<
  T extends { duplicate_of_type: string | null; duplicate_of_id: number | string | null },
>(row: T): Omit<T, "duplicate_of_type" | "duplicate_of_id"> & { duplicate_of: DuplicateOf | null } {
  const { duplicate_of_type: _type, duplicate_of_id: _id, ...rest } = row;
  return { ...rest, duplicate_of: duplicateOf(row) };
}
