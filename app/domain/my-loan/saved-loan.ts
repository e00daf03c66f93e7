// A loan the borrower already has (docs/product/my-loan.md "Saving a loan"): the JSON of POST
// /api/my-loans and of the /my-loan form, field by field, with each field's message.

import { z } from "zod";
import { indianMobile, pageLanguage } from "../callbacks/schema.ts";
import { BANK_SLUGS, type Language } from "../enums.ts";
import { formatInr } from "../format.ts";
import { verificationTokenSchema } from "../otp/verification-token.ts";
import {
  consentTicked,
  EMAIL_MESSAGES,
  isValidEmail,
  MAX_EMAIL_LENGTH,
  type ParseResult,
  toResult,
} from "../validation.ts";
import { hasAtMostDecimals } from "./benchmarks.ts";
import { addMonths, isCalendarDay } from "./dates.ts";

export const RATE_TYPES = ["repo", "other"] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const RESET_PERIODS = [3, 6, 12] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];
export const OTHER_LENDER = "other";

export const SAVED_LOAN_LIMITS = {
  current_rate: { min: 1, max: 20, decimals: 2 },
  outstanding: { min: 100_000, max: 100_000_000 },
  remaining_months: { min: 1, max: 360 },
  emi: { min: 1, max: 100_000_000 },
  lender_name: { max: 100 },
} as const;
const L = SAVED_LOAN_LIMITS;

export const SAVED_LOAN_MESSAGES = {
  phone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  email: EMAIL_MESSAGES.emailInvalid,
  bank: "Choose your lender.",
  lenderName: "Enter your lender's name (at most 100 characters).",
  rateType: "Choose how your rate is set: linked to the repo rate or other.",
  currentRate: "Enter your current rate between 1% and 20%, with at most 2 decimals.",
  lastReset: "Enter the date of the most recent reset.",
  resetEvery: "Choose how often your rate resets: every 3, 6 or 12 months.",
  outstanding: `Enter the amount outstanding between ${formatInr(L.outstanding.min)} and ${formatInr(L.outstanding.max)}, in whole rupees.`,
  remainingMonths: `Enter the months left between ${L.remaining_months.min} and ${L.remaining_months.max}.`,
  emi: "Enter your EMI in whole rupees, or leave it empty.",
  language: "language must be en or hi.",
  consent: "Please agree to us keeping this loan and messaging you about it.",
} as const;
const M = SAVED_LOAN_MESSAGES;

export interface SavedLoanInput {
  phone: string;
  otp_verification?: string;
  email: string | null;
  bank: string;
  lender_name: string | null;
  rate_type: RateType;
  current_rate: number;
  last_reset_on: string | null;
  reset_every_months: ResetPeriod | null;
  outstanding: number;
  remaining_months: number;
  emi: number | null;
  language: Language;
  consent: true;
}

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export function savedLoanSchema(today: string) {
  return z
    .object(
      {
        phone: indianMobile(M.phone),
        otp_verification: verificationTokenSchema.optional(),
        email: z.preprocess(
          emptyToUndefined,
          z
            .string({ error: M.email })
            .max(MAX_EMAIL_LENGTH, { error: M.email })
            .refine(isValidEmail, { error: M.email })
            .transform((s) => s.trim())
            .optional(),
        ),
        bank: z.enum([...BANK_SLUGS, OTHER_LENDER], { error: M.bank }),
        lender_name: z.preprocess(
          emptyToUndefined,
          z
            .string({ error: M.lenderName })
            .trim()
            .min(1, { error: M.lenderName })
            .max(L.lender_name.max, { error: M.lenderName })
            .optional(),
        ),
        rate_type: z.enum(RATE_TYPES, { error: M.rateType }),
        current_rate: z
          .number({ error: M.currentRate })
          .min(L.current_rate.min, { error: M.currentRate })
          .max(L.current_rate.max, { error: M.currentRate })
          .refine((v) => hasAtMostDecimals(v, L.current_rate.decimals), { error: M.currentRate }),
        last_reset_on: z.preprocess(
          emptyToUndefined,
          z.string({ error: M.lastReset }).max(10, { error: M.lastReset }).optional(),
        ),
        reset_every_months: z.preprocess(
          emptyToUndefined,
          z.union([z.literal(3), z.literal(6), z.literal(12)], { error: M.resetEvery }).optional(),
        ),
        outstanding: z
          .number({ error: M.outstanding })
          .int({ error: M.outstanding })
          .min(L.outstanding.min, { error: M.outstanding })
          .max(L.outstanding.max, { error: M.outstanding }),
        remaining_months: z
          .number({ error: M.remainingMonths })
          .int({ error: M.remainingMonths })
          .min(L.remaining_months.min, { error: M.remainingMonths })
          .max(L.remaining_months.max, { error: M.remainingMonths }),
        emi: z.preprocess(
          emptyToUndefined,
          z
            .number({ error: M.emi })
            .int({ error: M.emi })
            .min(L.emi.min, { error: M.emi })
            .max(L.emi.max, { error: M.emi })
            .optional(),
        ),
        language: pageLanguage(M.language),
        consent: z.literal(true, { error: M.consent }),
      },
      { error: "Invalid input." },
    )
    .superRefine((data, ctx) => {
      if (data.bank === OTHER_LENDER && !data.lender_name) {
        ctx.addIssue({ code: "custom", path: ["lender_name"], message: M.lenderName });
      }
      if (data.rate_type !== "repo") return;
      if (data.reset_every_months === undefined) {
        ctx.addIssue({ code: "custom", path: ["reset_every_months"], message: M.resetEvery });
      }
      const day = data.last_reset_on;
      const earliest =
        data.reset_every_months === undefined ? null : addMonths(today, -data.reset_every_months);
      if (
        day === undefined ||
        !isCalendarDay(day) ||
        day > today ||
        (earliest !== null && day < earliest)
      ) {
        ctx.addIssue({ code: "custom", path: ["last_reset_on"], message: M.lastReset });
      }
    })
    .transform(
      (d): SavedLoanInput => ({
        phone: d.phone,
        ...(d.otp_verification === undefined ? {} : { otp_verification: d.otp_verification }),
        email: d.email ?? null,
        bank: d.bank,
        lender_name: d.bank === OTHER_LENDER ? (d.lender_name ?? null) : null,
        rate_type: d.rate_type,
        current_rate: d.current_rate,
        last_reset_on: d.rate_type === "repo" ? (d.last_reset_on ?? null) : null,
        reset_every_months: d.rate_type === "repo" ? (d.reset_every_months ?? null) : null,
        outstanding: d.outstanding,
        remaining_months: d.remaining_months,
        emi: d.emi ?? null,
        language: d.language,
        consent: true,
      }),
    );
}

/** Parses a loan to save against today's date in India (YYYY-MM-DD). */
export function parseSavedLoan(input: unknown, today: string): ParseResult<SavedLoanInput> {
  return toResult(savedLoanSchema(today), input);
}

const NUMBER_FIELDS = [
  "current_rate",
  "outstanding",
  "remaining_months",
  "emi",
  "reset_every_months",
];
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The /my-loan form's strings as the JSON the schema reads ("₹30,00,000" → 3000000). */
export function savedLoanFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (typeof raw !== "string") continue;
    const trimmed = raw.trim();
    if (trimmed === "") continue;
    if (NUMBER_FIELDS.includes(name)) {
      const cleaned = trimmed.replace(/^₹/, "").replace(/[\s,%\u00a0\u202f]/g, "");
      out[name] = PLAIN_NUMBER.test(cleaned) ? Number(cleaned) : trimmed;
    } else out[name] = trimmed;
  }
  out.consent = consentTicked(values.consent);
  return out;
}
