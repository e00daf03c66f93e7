// Banks and approved projects (docs/product/http-api.md and docs/product/calculators.md).

import { z } from "zod";
import { bankSchema, bankUpdateSchema } from "../../domain/banks/schema.ts";
import { BANK_SLUGS, CITIES } from "../../domain/enums.ts";
import type { Bank } from "../banks/banks.server.ts";
import type { Project } from "../projects/projects.server.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, json, operation, ref } from "./openapi-helpers.ts";

export const projectSchema = z.object({
  image: z.string().meta({ examples: ["/images/projects/tower-1.svg"] }),
  name: z.string(),
  builder: z.string(),
  location: z.string(),
  bhk: z.string().meta({ examples: ["2, 3 BHK"] }),
  priceRange: z.string().meta({ examples: ["₹85 L – ₹1.6 Cr"] }),
});

// Compile-time guards: the documented answers have exactly the fields the modules return.
const _bank: Same<z.output<typeof bankSchema>, Bank> = true;
const _project: Same<z.output<typeof projectSchema>, Project> = true;
void _bank;
void _project;

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
  Project: fromZod(projectSchema),
};

export const paths: PathItems = {
  "/api/banks": {
    get: operation("Catalog", {
      summary: "List banks",
      operationId: "listBanks",
      responses: {
        200: json({ type: "array", items: ref("Bank") }, "Every bank, in display order."),
      },
    }),
  },
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
  "/api/projects": {
    get: operation("Catalog", {
      summary: "Approved projects of a bank in a city",
      operationId: "listProjects",
      parameters: [
        {
          name: "bank",
          in: "query",
          description: "Bank slug (`sbi`) or full name (`State Bank of India`), case-insensitive.",
          schema: { type: "string" },
        },
        {
          name: "city",
          in: "query",
          description: `City, case-insensitive: ${CITIES.join(", ")}.`,
          schema: { type: "string" },
        },
      ],
      responses: {
        200: json(
          { type: "array", items: ref("Project") },
          "The projects; an empty array when the bank or city is unknown or missing.",
        ),
      },
    }),
  },
};
