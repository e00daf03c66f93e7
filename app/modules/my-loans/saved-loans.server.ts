// Saved loans (docs/product/my-loan.md "Saving a loan" and "The outlook"): POST /api/my-loans with
// the mobile verified by OTP, GET the mobile's loans with their outlook, DELETE one. The proof is
// checked before any loan is read, as on /track.

import type { Selectable } from "kysely";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { SavedLoansTable } from "../../db/schema-my-loans.ts";
import { callbackRequestSchema } from "../../domain/callbacks/schema.ts";
import { BANK_SLUGS, CONSENT_NOTICE_VERSION, LANGUAGES } from "../../domain/enums.ts";
import { daySchema } from "../../domain/my-loan/benchmarks.ts";
import { istToday } from "../../domain/my-loan/dates.ts";
import type { SavedLoanView } from "../../domain/my-loan/outlook.ts";
import { type BenchmarkRow, type LoanTerms, outlookFor } from "../../domain/my-loan/outlook.ts";
import {
  SAVED_LOAN_LIMITS as L,
  parseSavedLoan,
  RATE_TYPES,
} from "../../domain/my-loan/saved-loan.ts";
import { verificationTokenSchema } from "../../domain/otp/verification-token.ts";
import { listBanks } from "../banks/banks.server.ts";
import { participatingLenders } from "../offers/snapshots.server.ts";
import { phoneVerifiedBy, unverifiedPhone } from "../otp/verification.server.ts";

export const MY_LOAN_MESSAGES = {
  notFound: "Loan not found.",
} as const;

const proof = {
  phone: z.string().describe("The 10-digit Indian mobile (an optional +91 is accepted)."),
  otp_verification: verificationTokenSchema,
};

/** The body of POST /api/my-loans as JSON Schema can say it (the API's contract). */
export const newLoanSchema = z.object({
  ...proof,
  email: z.string().optional().describe("Where the messages go by e-mail (optional)."),
  bank: z
    .enum([...BANK_SLUGS, "other"])
    .describe("The lender's slug, or `other` with lender_name."),
  lender_name: z.string().max(L.lender_name.max).optional(),
  rate_type: z.enum(RATE_TYPES),
  current_rate: z.number().min(L.current_rate.min).max(L.current_rate.max),
  last_reset_on: daySchema
    .optional()
    .describe(
      "The most recent reset: not in the future, at most reset_every_months ago. Required for repo.",
    ),
  reset_every_months: z.union([z.literal(3), z.literal(6), z.literal(12)]).optional(),
  outstanding: z.number().int().min(L.outstanding.min).max(L.outstanding.max),
  remaining_months: z.number().int().min(L.remaining_months.min).max(L.remaining_months.max),
  emi: z.number().int().optional().describe("Else the EMI rules' EMI of the loan's figures."),
  language: z.enum(LANGUAGES).optional().describe("The messages' language; en when absent."),
  consent: z.literal(true),
});

export const proofSchema = z.object(proof);

type Failure = { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

const phoneField = callbackRequestSchema.shape.phone;

/** {phone, otp_verification} from a query string or a body: the mobile when the proof is live. */
export function readProof(input: unknown, now: Date): { ok: true; phone: string } | Failure {
  const values =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const phone = phoneField.safeParse(values.phone);
  if (!phone.success) {
    const error = phone.error.issues[0]?.message ?? "Invalid input.";
    return { ok: false, status: 400, error, fields: { phone: error } };
  }
  const token = values.otp_verification;
  if (typeof token !== "string" || !phoneVerifiedBy(token, phone.data, now)) {
    return unverifiedPhone(token);
  }
  return { ok: true, phone: phone.data };
}

/** POST /api/my-loans: 201 {id}; 400 {error, fields}; 400 naming otp_verification. */
export async function saveLoan(
  input: unknown,
  now: Date = new Date(),
  verifiedPhone?: string,
): Promise<{ ok: true; id: number } | Failure> {
  const parsed = parseSavedLoan(input, istToday(now.getTime()));
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  const loan = parsed.data;
  // A signed-in borrower's own mobile (from /account) needs no code; anyone else's does.
  if (verifiedPhone !== loan.phone && !phoneVerifiedBy(loan.otp_verification, loan.phone, now)) {
    return unverifiedPhone(loan.otp_verification);
  }
  const at = now.toISOString();
  const row = await getDb()
    .insertInto("saved_loans")
    .values({
      phone: loan.phone,
      email: loan.email,
      bank: loan.bank,
      lender_name: loan.lender_name,
      rate_type: loan.rate_type,
      current_rate: loan.current_rate,
      last_reset_on: loan.last_reset_on,
      reset_every_months: loan.reset_every_months,
      outstanding: loan.outstanding,
      remaining_months: loan.remaining_months,
      emi: loan.emi,
      language: loan.language,
      consent_at: at,
      consent_notice_version: CONSENT_NOTICE_VERSION,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id };
}

/** The repo rate's rows as the outlook reads them. */
export async function repoRows(): Promise<BenchmarkRow[]> {
  const rows = await getDb()
    .selectFrom("benchmarks")
    .select(["id", "rate", "effective_from"])
    .where("name", "=", "repo")
    .execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate) }));
}

/** A saved loan's row as the terms the outlook and the notices work on, each figure a number. */
export function loanTerms(r: Selectable<SavedLoansTable>): LoanTerms {
  return {
    rate_type: r.rate_type,
    current_rate: Number(r.current_rate),
    last_reset_on: r.last_reset_on,
    reset_every_months: r.reset_every_months === null ? null : Number(r.reset_every_months),
    outstanding: Number(r.outstanding),
    remaining_months: Number(r.remaining_months),
    emi: r.emi === null ? null : Number(r.emi),
  };
}

/** The mobile's saved loans, oldest first, each with its outlook as of `now`. */
export async function loansOf(phone: string, now: Date = new Date()): Promise<SavedLoanView[]> {
  const [rows, repo, lenders, banks] = await Promise.all([
    getDb()
      .selectFrom("saved_loans")
      .selectAll()
      .where("phone", "=", phone)
      .orderBy("id")
      .execute(),
    repoRows(),
    participatingLenders(),
    listBanks(),
  ]);
  const names = new Map(banks.map((b) => [b.slug, b.name]));
  const today = istToday(now.getTime());
  return rows.map((r) => {
    const terms = loanTerms(r);
    return {
      id: r.id,
      bank: r.bank,
      bank_name: r.lender_name ?? names.get(r.bank as never) ?? r.bank,
      ...terms,
      email: r.email,
      language: r.language,
      created_at: r.created_at,
      outlook: outlookFor({ loan: terms, repo, lenders, today }),
    };
  });
}

/** GET /api/my-loans?phone=…&otp_verification=…: the mobile's loans with their outlook. */
export async function listMyLoans(
  query: unknown,
  now: Date = new Date(),
): Promise<{ ok: true; loans: SavedLoanView[] } | Failure> {
  const proof = readProof(query, now);
  if (!proof.ok) return proof;
  return { ok: true, loans: await loansOf(proof.phone, now) };
}

/** Erases one of the mobile's loans (its notices go with it); false when it is not theirs. */
export async function eraseLoan(id: number, phone: string): Promise<boolean> {
  const result = await getDb()
    .deleteFrom("saved_loans")
    .where("id", "=", id)
    .where("phone", "=", phone)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** DELETE /api/my-loans/{id} with the proof: 204; 404 for a loan not of that mobile. */
export async function deleteMyLoan(
  id: number,
  proofInput: unknown,
  now: Date = new Date(),
): Promise<{ ok: true } | Failure> {
  const proof = readProof(proofInput, now);
  if (!proof.ok) return proof;
  if (!(await eraseLoan(id, proof.phone))) {
    return { ok: false, status: 404, error: MY_LOAN_MESSAGES.notFound };
  }
  return { ok: true };
}

/** The saved loan a callback request names, as the team reads it; null once it is erased. */
export async function savedLoanForTeam(
  id: number,
): Promise<Pick<
  SavedLoanView,
  "id" | "bank_name" | "rate_type" | "current_rate" | "outstanding" | "remaining_months"
> | null> {
  const row = await getDb()
    .selectFrom("saved_loans")
    .select([
      "id",
      "bank",
      "lender_name",
      "rate_type",
      "current_rate",
      "outstanding",
      "remaining_months",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const names = new Map((await listBanks()).map((b) => [b.slug, b.name]));
  return {
    id: row.id,
    bank_name: row.lender_name ?? names.get(row.bank as never) ?? row.bank,
    rate_type: row.rate_type,
    current_rate: Number(row.current_rate),
    outstanding: Number(row.outstanding),
    remaining_months: Number(row.remaining_months),
  };
}
