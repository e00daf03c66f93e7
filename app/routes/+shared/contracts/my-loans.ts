import { z } from "zod";
import { BANK_SLUGS, LANGUAGES } from "../../../domain/enums.ts";
import { BENCHMARK_LIMITS, type Benchmark } from "../../../domain/my-loan/benchmarks.ts";
import type { Outlook } from "../../../domain/my-loan/outlook.ts";
import type { SavedLoanView } from "../../../domain/my-loan/page-state.ts";
import { SAVED_LOAN_LIMITS as L, RATE_TYPES } from "../../../domain/my-loan/saved-loan.ts";
import { MY_LOAN_MESSAGES } from "../../../modules/my-loans/saved-loans.server.ts";
import { contract, json, ref, type Same } from "./contract.ts";

// My loan (docs/product/my-loan.md): the repo rate's history, saving a loan with the mobile
// verified by OTP, the mobile's loans with their outlook, and erasing one. The bodies are written
// here from the domain's limits (the server's schemas transform form text, which JSON Schema cannot
// say) and parsed by the modules; the answers are checked against the domain's types at compile
// time.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const benchmarkSchema = z.object({
  id: z.number().int(),
  name: z.enum(["repo"]),
  rate: z.number().describe("% a year."),
  effective_from: day,
  source_url: z.string(),
});

const newBenchmarkSchema = z.object({
  name: z.enum(["repo"]).optional().describe("repo (the default)."),
  rate: z.number().min(BENCHMARK_LIMITS.rate.min).max(BENCHMARK_LIMITS.rate.max),
  effective_from: day.describe("At most 60 days after today (IST)."),
  source_url: z.string().max(BENCHMARK_LIMITS.source_url.max).describe("https only."),
});

const proof = {
  phone: z.string().describe("The 10-digit Indian mobile (an optional +91 is accepted)."),
  otp_verification: z.string().describe("The token of POST /api/otp/verify for that mobile."),
};

const newLoanSchema = z.object({
  ...proof,
  email: z.string().optional().describe("Where the messages go by e-mail (optional)."),
  bank: z
    .enum([...BANK_SLUGS, "other"])
    .describe("The lender's slug, or `other` with lender_name."),
  lender_name: z.string().max(L.lender_name.max).optional(),
  rate_type: z.enum(RATE_TYPES),
  current_rate: z.number().min(L.current_rate.min).max(L.current_rate.max),
  last_reset_on: day
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

const transferSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  new_rate: z.number(),
  new_emi: z.number(),
  net_saving: z.number(),
  break_even_month: z.number().int().nullable(),
});

const outlookSchema = z.object({
  emi: z.number().describe("The loan's EMI (given, or computed)."),
  spread: z.number().nullable().describe("current_rate − the repo rate in force on last_reset_on."),
  next_reset_on: day.nullable(),
  repo_now: z.object({ rate: z.number(), effective_from: day }).nullable(),
  rate_at_next_reset: z.number().nullable(),
  change_pp: z.number().nullable(),
  keep_tenure: z.object({ emi: z.number(), total_interest: z.number() }).nullable(),
  keep_emi: z.object({ months: z.number().int(), total_interest: z.number() }).nullable(),
  keep_emi_reason: z.enum(["emi_below_interest"]).nullable(),
  transfers: z.array(transferSchema).max(3).describe("Worth it only, highest net_saving first."),
});

const savedLoanSchema = z.object({
  id: z.number().int(),
  bank: z.string(),
  bank_name: z.string(),
  rate_type: z.enum(RATE_TYPES),
  current_rate: z.number(),
  last_reset_on: day.nullable(),
  reset_every_months: z.number().int().nullable(),
  outstanding: z.number(),
  remaining_months: z.number().int(),
  emi: z.number().nullable(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  outlook: outlookSchema,
});

// Compile-time guards: the documented answers have exactly the fields the modules return.
const _benchmark: Same<keyof z.output<typeof benchmarkSchema>, keyof Benchmark> = true;
const _outlook: Same<keyof z.output<typeof outlookSchema>, keyof Outlook> = true;
const _loan: Same<keyof z.output<typeof savedLoanSchema>, keyof SavedLoanView> = true;
void [_benchmark, _outlook, _loan];

const benchmark = benchmarkSchema.meta({ id: "Benchmark" });
const proofSchema = z.object(proof);

export const benchmarks = contract({
  path: "/api/benchmarks",
  methods: {
    GET: {
      tag: "My loan",
      summary: "The repo rate's history, newest first",
      operationId: "listBenchmarks",
      responses: { 200: json(z.array(benchmark), "Every row.") },
    },
    POST: {
      tag: "My loan",
      summary: "An admin adds a repo rate",
      description:
        "The saved repo loans whose rate at their next reset it changes are each told once " +
        "(benchmark_changed).",
      operationId: "addBenchmark",
      role: "banks",
      rawBody: newBenchmarkSchema.meta({ id: "NewBenchmark" }),
      responses: {
        201: json(benchmark, "The new row."),
        400: json(ref("ValidationError"), "A bad value, named in fields."),
        409: json(ref("Error"), "A rate from that effective_from is already there."),
      },
    },
  },
});

export const myLoans = contract({
  path: "/api/my-loans",
  methods: {
    GET: {
      tag: "My loan",
      summary: "The mobile's saved loans with their outlook",
      operationId: "listMyLoans",
      rawQuery: proofSchema,
      responses: {
        200: json(
          z.object({ loans: z.array(savedLoanSchema.meta({ id: "SavedLoan" })) }),
          "Oldest first.",
        ),
        400: json(
          ref("ValidationError"),
          "A bad mobile, or no or a stale verification (fields.otp_verification).",
        ),
      },
    },
    POST: {
      tag: "My loan",
      summary: "Save a loan the borrower already has",
      operationId: "saveMyLoan",
      rawBody: newLoanSchema.meta({ id: "NewSavedLoan" }),
      responses: {
        201: json(z.object({ id: z.number().int() }), "The loan's id."),
        400: json(ref("ValidationError"), "A bad field, or no or a stale verification."),
      },
    },
  },
});

export const myLoan = contract({
  path: "/api/my-loans/{id}",
  notFound: MY_LOAN_MESSAGES.notFound,
  methods: {
    DELETE: {
      tag: "My loan",
      summary: "Erase a saved loan",
      description: "The proof comes in the JSON body or the query string.",
      operationId: "deleteMyLoan",
      rawQuery: proofSchema.partial(),
      rawBody: proofSchema.meta({ id: "LoanProof" }),
      bodyOptional: true,
      responses: {
        204: { description: "Erased, with its messages' records." },
        400: json(ref("ValidationError"), "A bad mobile, or no or a stale verification."),
      },
      errors: [404],
    },
  },
});
