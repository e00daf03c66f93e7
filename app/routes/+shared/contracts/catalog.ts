import { z } from "zod";
import { bankSchema, bankUpdateSchema } from "../../../domain/banks/schema.ts";
import { BANK_SLUGS, CITIES } from "../../../domain/enums.ts";
import { projectSchema } from "../../../domain/projects/project.ts";
import { call, contract, json } from "./contract.ts";

// Banks and approved projects (docs/product/http-api.md and docs/product/calculators.md).

// The bank's contact for GharSetu (docs/product/borrower-view.md): only in admins' answers.
const notify_email = z.string().nullable().optional().meta({
  description:
    "Only in an admin's answers; a PUT that leaves it out keeps it, blank or null clears it.",
});
const bank = bankSchema.extend({ notify_email }).meta({ id: "Bank" });
// The PUT's body: the bank as GET answers it (the module reads notify_email and brandColor apart).
const bankUpdate = bankUpdateSchema
  .safeExtend({ notify_email, brandColor: bankSchema.shape.brandColor.optional() })
  .meta({ id: "BankUpdate" });

export const banks = contract("Catalog", "/api/banks", {
  GET: call("listBanks", "List banks", {
    200: json(z.array(bank), "Every bank, in display order."),
  }),
});

export const projects = contract("Catalog", "/api/projects", {
  GET: call("listProjects", "Approved projects of a bank in a city", {
    query: z.object({
      bank: z.string().optional().meta({
        description: "Bank slug (`sbi`) or full name (`State Bank of India`), case-insensitive.",
      }),
      city: z
        .string()
        .optional()
        .meta({ description: `City, case-insensitive: ${CITIES.join(", ")}.` }),
    }),
    200: json(
      z.array(projectSchema.meta({ id: "Project" })),
      "The projects; an empty array when the bank or city is unknown or missing.",
    ),
  }),
});

export const bankBySlug = contract("Catalog", "/api/banks/{slug}", {
  params: z.object({ slug: z.enum(BANK_SLUGS) }),
  GET: call("getBank", "Get one bank", {
    200: json(bank, "The bank."),
    errors: [404],
  }),
  PUT: call("updateBank", "Update a bank (admin)", {
    description: "Takes the bank as GET returns it; `slug` comes from the path.",
    role: "banks",
    rawBody: bankUpdate,
    200: json(bank, "The updated bank."),
    errors: [404],
  }),
});
