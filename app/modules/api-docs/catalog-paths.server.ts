// Banks and approved projects (docs/product/http-api.md and docs/product/calculators.md).

import type { z } from "zod";
import { bankSchema, bankUpdateSchema } from "../../domain/banks/schema.ts";
import { BANK_SLUGS } from "../../domain/enums.ts";
import type { Bank } from "../banks/banks.server.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, json, operation, ref } from "./openapi-helpers.ts";

// Compile-time guard: the documented answer has exactly the fields the modules return.
const _bank: Same<z.output<typeof bankSchema>, Bank> = true;
void _bank;

const bankNotes: Record<string, Schema> = {
  logo: { description: "A site path (/…) or an https:// URL." },
  interestRate: { examples: ["7.50% – 8.70% p.a."], description: "The range as shown." },
  paymentCharges: { description: "Prepayment charges." },
  calculatorRate: {
    description:
      "Default rate (% p.a.) of the bank-page calculator and of the wizard opened with ?bank=.",
  },
  rateMin: { description: "Lowest rate, % a year (the rates table sorts by it)." },
  rateMax: { description: "Highest rate, % a year; at least rateMin." },
  asOf: { format: "date", description: "When the figures were checked (YYYY-MM-DD)." },
  partner: {
    description:
      "A lender GharSetu works with, listed on /partners (docs/product/borrower-view.md). In an update, optional: left out, the flag stays.",
  },
};

// The bank's contact for GharSetu (docs/product/borrower-view.md): only in admins' answers.
const notifyEmail: Schema = {
  type: ["string", "null"],
  description:
    "The bank's contact for GharSetu, mailed when a borrower stops sharing their file with the bank. Only in an admin's answers; a PUT that leaves it out keeps it, blank or null clears it.",
};

export const schemas: Record<string, Schema> = {
  Bank: annotate(fromZod(bankSchema), { ...bankNotes, notify_email: notifyEmail }),
  BankUpdate: annotate(fromZod(bankUpdateSchema, "input"), {
    ...bankNotes,
    notify_email: notifyEmail,
    brandColor: {
      type: "string",
      pattern: "^#[0-9a-fA-F]{6}$",
      description: "Optional; the current colour stays when left out.",
    },
  }),
};

export const paths: PathItems = {
  "/api/banks/{slug}": {
    parameters: [
      {
        name: "slug",
        in: "path",
        required: true,
        schema: { type: "string", enum: [...BANK_SLUGS] },
      },
    ],
    get: operation("Catalog", {
      summary: "Get one bank",
      operationId: "getBank",
      responses: { 200: json(ref("Bank"), "The bank.") },
      errors: [404],
    }),
    put: operation("Catalog", {
      summary: "Update a bank (admin)",
      description: "Takes the bank as GET returns it; `slug` comes from the path.",
      operationId: "updateBank",
      access: "role",
      body: ref("BankUpdate"),
      responses: { 200: json(ref("Bank"), "The updated bank.") },
      errors: [404],
    }),
  },
};
