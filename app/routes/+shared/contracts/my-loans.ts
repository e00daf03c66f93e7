import { z } from "zod";
import { BANK_SLUGS, LANGUAGES } from "../../../domain/enums.ts";
import {
  benchmarkRowSchema,
  benchmarkSchema,
  daySchema,
} from "../../../domain/my-loan/benchmarks.ts";
import { istToday } from "../../../domain/my-loan/dates.ts";
import { savedLoanViewSchema } from "../../../domain/my-loan/outlook.ts";
import { SAVED_LOAN_LIMITS as L, RATE_TYPES } from "../../../domain/my-loan/saved-loan.ts";
import { MY_LOAN_MESSAGES } from "../../../modules/my-loans/saved-loans.server.ts";
import { call, contract, error, invalid, json } from "./contract.ts";

// My loan (docs/product/my-loan.md): the repo rate's history, saving a loan with the mobile
// verified by OTP, the mobile's loans with their outlook, and erasing one. The bodies are written
// here from the domain's limits (the server's schemas transform form text, which JSON Schema cannot
// say) and parsed by the modules; the answers are the domain's own schemas, whose types the
// modules return.

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

const benchmark = benchmarkRowSchema.meta({ id: "Benchmark" });
const proofSchema = z.object(proof);

export const benchmarks = contract("My loan", "/api/benchmarks", {
  GET: call("listBenchmarks", "The repo rate's history, newest first", {
    200: json(z.array(benchmark), "Every row."),
  }),
  POST: call("addBenchmark", "An admin adds a repo rate", {
    description:
      "The saved repo loans whose rate at their next reset it changes are each told once (benchmark_changed).",
    role: "banks",
    // The schema addBenchmark parses with (its dates checked against today in India).
    rawBody: benchmarkSchema(istToday(Date.now())).meta({ id: "NewBenchmark" }),
    201: json(benchmark, "The new row."),
    400: invalid("A bad value, named in fields."),
    409: error("A rate from that effective_from is already there."),
  }),
});

const stale = (what: string) => ({ 400: invalid(`${what}, or no or a stale verification.`) });

export const myLoans = contract("My loan", "/api/my-loans", {
  GET: call("listMyLoans", "The mobile's saved loans with their outlook", {
    rawQuery: proofSchema,
    200: json(
      z.object({ loans: z.array(savedLoanViewSchema.meta({ id: "SavedLoan" })) }),
      "Oldest first.",
    ),
    400: invalid("A bad mobile, or no or a stale verification (fields.otp_verification)."),
  }),
  POST: call("saveMyLoan", "Save a loan the borrower already has", {
    rawBody: newLoanSchema.meta({ id: "NewSavedLoan" }),
    201: json(z.object({ id: z.number().int() }), "The loan's id."),
    ...stale("A bad field"),
  }),
});

export const myLoan = contract("My loan", "/api/my-loans/{id}", {
  notFound: MY_LOAN_MESSAGES.notFound,
  DELETE: call("deleteMyLoan", "Erase a saved loan", {
    description: "The proof comes in the JSON body or the query string.",
    rawQuery: proofSchema.partial(),
    rawBody: proofSchema.meta({ id: "LoanProof" }),
    bodyOptional: true,
    204: { description: "Erased, with its messages' records." },
    ...stale("A bad mobile"),
    errors: [404],
  }),
});
