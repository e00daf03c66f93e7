import { z } from "zod";
import { BANK_SLUGS } from "../enums.ts";
import { type ParseResult, toResult } from "../validation.ts";
import { optionalNote, requiredText } from "../zod-fields.ts";

// The stages of a bank application (docs/product/loan-file.md, docs/decisions/026-the-loan-file.md):
// which moves exist, who may make each, the fields each needs, and what a refusal says. Pure, so
// the API, the team's panel, /track and /account all judge a move by the same table.

export const BANK_APPLICATION_STAGES = [
  "proposed",
  "approved",
  "declined",
  "logged_in",
  "sanctioned",
  "disbursed",
  "rejected",
  "withdrawn",
] as const;
export type Stage = (typeof BANK_APPLICATION_STAGES)[number];

export function isStage(value: unknown): value is Stage {
  return (
    typeof value === "string" && (BANK_APPLICATION_STAGES as readonly string[]).includes(value)
  );
}

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One part of a loan disbursed in parts: the amount and the day. */
export const trancheSchema = z.object({ amount: z.number(), on: isoDay });
export type Tranche = z.output<typeof trancheSchema>;

/**
 * A bank application's figures, as the team's API, the team's panel and the borrower's view all
 * carry them (the borrower's only once the mobile is verified).
 */
export const bankApplicationFiguresSchema = z.object({
  bank_reference: z.string().nullable(),
  sanctioned_amount: z.number().nullable().describe("Rupees."),
  sanctioned_rate: z.number().nullable().describe("% a year."),
  processing_fee: z.number().nullable().describe("Rupees."),
  sanction_valid_until: isoDay.nullable(),
  disbursed_amount: z.number().nullable().describe("Rupees: the sum of the tranches."),
  tranches: z.array(trancheSchema),
});
export type BankApplicationFigures = z.output<typeof bankApplicationFiguresSchema>;

/** Who moves an application: the team (staff and admins) or the borrower themselves. */
export type Mover = "staff" | "borrower";

/**
 * The moves, by who may make them. The borrower alone decides whether a proposed bank sees the
 * file; the team works it from there. A disbursed application takes further `disbursed` moves,
 * one per tranche. Declined, rejected and withdrawn are final.
 */
const MOVES: Record<Mover, Record<Stage, readonly Stage[]>> = {
  // …and may stop sharing with a bank that holds the file (docs/product/borrower-view.md "Stop
  // sharing with a bank").
  borrower: {
    proposed: ["approved", "declined"],
    approved: ["withdrawn"],
    declined: [],
    logged_in: ["withdrawn"],
    sanctioned: ["withdrawn"],
    disbursed: [],
    rejected: [],
    withdrawn: [],
  },
  staff: {
    proposed: ["rejected", "withdrawn"],
    approved: ["logged_in", "rejected", "withdrawn"],
    logged_in: ["sanctioned", "rejected", "withdrawn"],
    sanctioned: ["disbursed", "rejected", "withdrawn"],
    disbursed: ["disbursed"],
    declined: [],
    rejected: [],
    withdrawn: [],
  },
};

export const FINAL_STAGES: readonly Stage[] = ["declined", "rejected", "withdrawn"];

export function allowedMoves(from: Stage, by: Mover): readonly Stage[] {
  return MOVES[by][from];
}

export function canMove(from: Stage, to: Stage, by: Mover): boolean {
  return MOVES[by][from].includes(to);
}

export const BORROWER_REFUSAL = "This bank is no longer waiting for your decision.";
/** The borrower's withdrawal refused: which stages allow it (the page translates it). */
export const WITHDRAW_REFUSAL =
  "You can stop sharing your file only with a bank that is approved, logged in or sanctioned.";

/** The 409's text: what the move was, and every move the stage allows to this mover. */
export function moveRefusal(from: Stage, to: Stage, by: Mover): string {
  const allowed = allowedMoves(from, by);
  // The borrower's page translates this text, so it is one fixed sentence per decision.
  if (by === "borrower") return to === "withdrawn" ? WITHDRAW_REFUSAL : BORROWER_REFUSAL;
  const head = `A bank application that is ${from} cannot move to ${to}.`;
  if ((FINAL_STAGES as readonly string[]).includes(from)) {
    return `${head} No move is allowed: ${from} is final.`;
  }
  const list = allowed.map((s) => (s === from ? `${s} (another tranche)` : s)).join(", ");
  const borrowerNote =
    from === "proposed" ? " Only the borrower approves or declines a proposed bank." : "";
  return `${head} Allowed moves: ${list}.${borrowerNote}`;
}

/**
 * The lead's furthest stage across its bank applications, for the team's list: live work
 * outranks an ended application, so a lead with one bank rejected and another sanctioned reads
 * `sanctioned`; a lead whose every bank ended reads the most telling end.
 */
export const FURTHEST_ORDER: readonly Stage[] = [
  "withdrawn",
  "declined",
  "rejected",
  "proposed",
  "approved",
  "logged_in",
  "sanctioned",
  "disbursed",
];

export function stageRank(stage: Stage): number {
  return FURTHEST_ORDER.indexOf(stage);
}

export function furthestStage(stages: readonly Stage[]): Stage | null {
  let best: Stage | null = null;
  for (const stage of stages) if (best === null || stageRank(stage) > stageRank(best)) best = stage;
  return best;
}

export interface ApplicationFigures {
  stage: Stage;
  sanctioned_amount: number | null;
  disbursed_amount: number | null;
}

export interface LeadLoanSummary {
  furthest_stage: Stage | null;
  /** The largest sanction still standing (sanctioned or disbursed): the loan the borrower can take. */
  sanctioned_amount: number | null;
  /** Every tranche paid out, across the lead's banks. */
  disbursed_amount: number | null;
}

/** The three figures the lead keeps in step with its bank applications (migration 012). */
export function leadLoanSummary(applications: readonly ApplicationFigures[]): LeadLoanSummary {
  let sanctioned: number | null = null;
  let disbursed: number | null = null;
  for (const a of applications) {
    if ((a.stage === "sanctioned" || a.stage === "disbursed") && a.sanctioned_amount !== null) {
      sanctioned = Math.max(sanctioned ?? 0, a.sanctioned_amount);
    }
    if (a.stage === "disbursed" && a.disbursed_amount !== null) {
      disbursed = roundPaise((disbursed ?? 0) + a.disbursed_amount);
    }
  }
  return {
    furthest_stage: furthestStage(applications.map((a) => a.stage)),
    sanctioned_amount: sanctioned,
    disbursed_amount: disbursed,
  };
}

export function roundPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// The fields of each move

export const MOVE_MESSAGES = {
  stage: `stage must be one of: ${BANK_APPLICATION_STAGES.join(", ")}.`,
  bank: `bank must be one of: ${BANK_SLUGS.join(", ")}.`,
  bankReference: "Enter the bank's reference for the file (1 to 60 characters).",
  sanctionedAmount: "Enter the sanctioned amount in rupees (more than 0, at most ₹100 crore).",
  sanctionedRate: "Enter the sanctioned rate in % a year (more than 0, at most 30).",
  processingFee: "Enter the processing fee in rupees (0 or more, at most ₹1 crore).",
  validUntil: "Enter the date the sanction is valid until (YYYY-MM-DD).",
  disbursedAmount: "Enter the amount paid out in rupees (more than 0, at most ₹100 crore).",
  disbursedOn: "Enter the date it was paid out (YYYY-MM-DD).",
  reason: "Give the reason (1 to 500 characters).",
  reasonLength: "The reason must be at most 500 characters.",
  decision: "decision must be approve, decline or withdraw.",
  overSanction: "The tranches would add up to more than the sanctioned amount.",
  invalid: "Send a JSON object with stage and the fields of that stage.",
} as const;
const M = MOVE_MESSAGES;

const CRORE = 10_000_000;

/** Rupees with at most two decimals (paise), within (min, max]. */
function rupees(message: string, { min = 0, inclusiveMin = false, max = 100 * CRORE } = {}) {
  return z
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && (inclusiveMin ? n >= min : n > min) && n <= max, message)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message);
}

function isRealDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function day(message: string) {
  return z
    .string({ error: message })
    .regex(/^(20\d\d)-\d{2}-\d{2}$/, { error: message })
    .refine(isRealDate, { error: message });
}

export const loggedInFields = z.object({
  bank_reference: requiredText(60, M.bankReference, M.bankReference),
});
export const sanctionedFields = z.object({
  sanctioned_amount: rupees(M.sanctionedAmount),
  sanctioned_rate: z
    .number({ error: M.sanctionedRate })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= 30, M.sanctionedRate),
  processing_fee: rupees(M.processingFee, { inclusiveMin: true, max: CRORE }),
  sanction_valid_until: day(M.validUntil),
});
export const disbursedFields = z.object({
  disbursed_amount: rupees(M.disbursedAmount),
  disbursed_on: day(M.disbursedOn),
});
export const rejectedFields = z.object({ reason: requiredText(500, M.reason, M.reason) });
export const withdrawnFields = z.object({ reason: optionalNote(500, M.reasonLength) });

/** The fields each stage needs when the team moves an application to it. */
export const MOVE_FIELDS = {
  logged_in: loggedInFields,
  sanctioned: sanctionedFields,
  disbursed: disbursedFields,
  rejected: rejectedFields,
  withdrawn: withdrawnFields,
} as const;
export type StaffTarget = keyof typeof MOVE_FIELDS;

export type MoveFields = {
  [S in StaffTarget]: { stage: S } & z.output<(typeof MOVE_FIELDS)[S]>;
}[StaffTarget];

/** PATCH /api/bank-applications/{id}: the body as the OpenAPI document describes it. */
export const moveBodySchema = z.object({
  stage: z.enum(BANK_APPLICATION_STAGES, { error: M.stage }),
  bank_reference: z.string().optional(),
  sanctioned_amount: z.number().optional(),
  sanctioned_rate: z.number().optional(),
  processing_fee: z.number().optional(),
  sanction_valid_until: z.string().optional(),
  disbursed_amount: z.number().optional(),
  disbursed_on: z.string().optional(),
  reason: z.string().optional(),
});

function asRecord(input: unknown): Record<string, unknown> | null {
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : null;
}

/** The stage a move asks for: a 400 when the body or the stage cannot be read. */
export function readTargetStage(input: unknown): ParseResult<Stage> {
  const body = asRecord(input);
  if (!body) return { ok: false, error: M.invalid, fields: {} };
  if (!isStage(body.stage)) return { ok: false, error: M.stage, fields: { stage: M.stage } };
  return { ok: true, data: body.stage };
}

/**
 * The fields of a move the team may make (checked with canMove first): the stage's schema over
 * the body, each missing or wrong field named.
 */
export function parseMoveFields(to: StaffTarget, input: unknown): ParseResult<MoveFields> {
  const body = asRecord(input) ?? {};
  const parsed = toResult(MOVE_FIELDS[to], body);
  if (!parsed.ok) return parsed;
  return { ok: true, data: { stage: to, ...parsed.data } as MoveFields };
}

export function isStaffTarget(stage: Stage): stage is StaffTarget {
  return Object.hasOwn(MOVE_FIELDS, stage);
}

/** A further tranche may not take the total paid out past the sanction. */
export function trancheFits(
  sanctioned: number | null,
  alreadyDisbursed: number,
  amount: number,
): boolean {
  return sanctioned === null || roundPaise(alreadyDisbursed + amount) <= sanctioned + 1e-6;
}

// ---------------------------------------------------------------------------------------------
// Creating one, and the borrower's decision

export const createBodySchema = z.object({ bank: z.enum(BANK_SLUGS, { error: M.bank }) });

export function parseCreate(input: unknown): ParseResult<{ bank: (typeof BANK_SLUGS)[number] }> {
  const body = asRecord(input);
  if (!body) return { ok: false, error: M.bank, fields: { bank: M.bank } };
  return toResult(createBodySchema, { bank: body.bank });
}

/** The borrower's refusals, translated on their pages (app/i18n, "errors-loan-file"). */
export const DECISION_MESSAGES = {
  needsCode: "Verify your mobile number with the code we send you first.",
  expired:
    "Your verification has expired or is for another number. Verify your mobile number again.",
  notOwner: "That bank application could not be found.",
} as const;

export const DECISIONS = ["approve", "decline", "withdraw"] as const;
export type Decision = (typeof DECISIONS)[number];

const DECISION_STAGES: Record<Decision, Stage> = {
  approve: "approved",
  decline: "declined",
  withdraw: "withdrawn",
};

export function decisionStage(decision: Decision): Stage {
  return DECISION_STAGES[decision];
}

export function isDecision(value: unknown): value is Decision {
  return typeof value === "string" && (DECISIONS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// The team's HTML form

/** Amount fields typed as text ("50,00,000", "8.5"); the JSON API takes them as numbers. */
const NUMBER_FIELDS = new Set([
  "sanctioned_amount",
  "sanctioned_rate",
  "processing_fee",
  "disbursed_amount",
]);

/**
 * A form post of a move as the JSON body: numbers read from text with Indian grouping commas
 * and spaces allowed; blank fields left out, so they are reported as missing.
 */
export function moveFormToBody(form: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(form)) {
    const value = raw.trim();
    if (value === "") continue;
    if (NUMBER_FIELDS.has(key)) {
      const compact = value.replace(/[,\s₹]/g, "");
      body[key] = /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : value;
    } else body[key] = value;
  }
  return body;
}
