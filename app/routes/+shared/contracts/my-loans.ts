import { z } from "zod";
import { benchmarkRowSchema, benchmarkSchema } from "../../../domain/my-loan/benchmarks.ts";
import { istToday } from "../../../domain/my-loan/dates.ts";
import { savedLoanViewSchema } from "../../../domain/my-loan/outlook.ts";
import * as savedLoans from "../../../modules/my-loans/saved-loans.server.ts";
import { call, contract, error, invalid, json } from "./contract.ts";

// My loan (docs/product/my-loan.md): the repo rate's history, saving a loan with the mobile
// verified by OTP, the mobile's loans with their outlook, and erasing one.

const benchmark = benchmarkRowSchema.meta({ id: "Benchmark" });

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

export const myLoans = contract("My loan", "/api/my-loans", {
  GET: call("listMyLoans", "The mobile's saved loans with their outlook", {
    rawQuery: savedLoans.proofSchema,
    200: json(
      z.object({ loans: z.array(savedLoanViewSchema.meta({ id: "SavedLoan" })) }),
      "Oldest first.",
    ),
    400: invalid("A bad mobile, or no or a stale verification (fields.otp_verification)."),
  }),
  POST: call("saveMyLoan", "Save a loan the borrower already has", {
    rawBody: savedLoans.newLoanSchema.meta({ id: "NewSavedLoan" }),
    201: json(z.object({ id: z.number().int() }), "The loan's id."),
    400: invalid("A bad field, or no or a stale verification."),
  }),
});

export const myLoan = contract("My loan", "/api/my-loans/{id}", {
  notFound: savedLoans.MY_LOAN_MESSAGES.notFound,
  DELETE: call("deleteMyLoan", "Erase a saved loan", {
    description: "The proof comes in the JSON body or the query string.",
    rawQuery: savedLoans.proofSchema.partial(),
    rawBody: savedLoans.proofSchema.meta({ id: "LoanProof" }),
    bodyOptional: true,
    204: { description: "Erased, with its messages' records." },
    400: invalid("A bad mobile, or no or a stale verification."),
  }),
});
