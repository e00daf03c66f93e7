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
import { contract, json, ref } from "./contract.ts";

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
      // The schema addBenchmark parses with (its dates checked against today in India).
      rawBody: benchmarkSchema(istToday(Date.now())).meta({ id: "NewBenchmark" }),
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
          z.object({ loans: z.array(savedLoanViewSchema.meta({ id: "SavedLoan" })) }),
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
