// The answers of fair offers (docs/product/offers.md), for their contracts
// (app/routes/+shared/contracts/offers.ts) and the bank applications that carry an offer: checked
// against the domain's types at compile time.

import { z } from "zod";
import { offerInputsSchema } from "../../domain/offers/inputs.ts";
import {
  type NotMatched,
  type Offer,
  REASON_CODES,
  type Reason,
} from "../../domain/offers/match.ts";
import type { OfferSnapshot } from "../offers/snapshots.server.ts";
import type { Same } from "./openapi-helpers.ts";

const rupees = (description: string) => z.number().describe(`${description} Rupees.`);
const percent = (description: string) => z.number().describe(`${description} % a year.`);

export const offerSchema = z.object({
  bank: z.string().describe("The lender's slug."),
  bank_name: z.string(),
  amount: rupees("The loan."),
  tenure_months: z.number().int(),
  rate: percent("The lender's rate for the borrower's credit-score band,"),
  emi: rupees("The monthly instalment (docs/product/calculators.md, emi), rounded."),
  processing_fee: rupees("The loan × the fee's percent, held between its minimum and maximum."),
  other_charges: rupees("One-off charges."),
  total_upfront: rupees("processing_fee + other_charges."),
  apr: percent(
    "The annualised internal rate of return of what the borrower receives (amount − total_upfront) and pays (the schedule), 2 decimals:",
  ),
  total_interest: rupees("The schedule's interest."),
  total_payable: rupees("The schedule's payments + total_upfront."),
  foir_percent: z.number().describe("(existing EMIs + emi) / monthly income × 100, 2 decimals."),
  ltv_percent: z.number().describe("loan / property value × 100, 2 decimals."),
  penal_charges: z.string(),
  kfs_url: z.string().describe("The lender's Key Fact Statement or terms (https)."),
});

const reasonSchema = z.object({
  code: z.enum(REASON_CODES),
  detail: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .describe(
      "The figure and the limit: {band}, {employment}, {loan_amount, min_loan, max_loan}, {monthly_income, minimum}, {tenure_months, maximum}, {age_at_maturity, limit}, {ltv_percent, limit_percent}, {foir_percent, limit_percent}.",
    ),
  fix: z
    .union([
      z.object({ max_loan: z.number().nullable() }),
      z.object({ max_tenure_months: z.number().int() }),
    ])
    .optional()
    .describe(
      "Where one number would make the rule pass: `max_loan` (ltv, foir; null when existing EMIs already use the limit) or `max_tenure_months` (tenure, age).",
    ),
});

const notMatchedSchema = z.object({
  bank: z.string(),
  bank_name: z.string(),
  reasons: z.array(reasonSchema).describe("Every rule the lender's policy fails, in rule order."),
});

export const offerSnapshotSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .describe("Random and unguessable: 16 random bytes, base64url."),
  created_at: z.iso.datetime(),
  method_version: z.string().describe("The matching method's version (/how-we-match)."),
  inputs: offerInputsSchema.meta({ id: "OfferInputs" }),
  offers: z
    .array(offerSchema.meta({ id: "Offer" }))
    .describe("Ordered by APR, then by bank name; nothing else."),
  not_matched: z.array(notMatchedSchema).describe("Ordered by bank name."),
});

// Compile-time guards: the documented answers have exactly the fields the modules return.
const _offer: Same<z.output<typeof offerSchema>, Offer> = true;
const _notMatched: Same<z.output<typeof notMatchedSchema>["bank"], NotMatched["bank"]> = true;
const _reason: Same<z.output<typeof reasonSchema>["code"], Reason["code"]> = true;
const _snapshot: Same<keyof z.output<typeof offerSnapshotSchema>, keyof OfferSnapshot> = true;
void [_offer, _notMatched, _reason, _snapshot];
