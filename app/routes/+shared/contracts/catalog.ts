import { z } from "zod";
import { BANK_SLUGS } from "../../../domain/enums.ts";
import { projectQuerySchema, projectSchema } from "../../../domain/projects/project.ts";
import { bankAnswerSchema, bankUpdateBodySchema } from "../../../modules/banks/banks.server.ts";
import { call, contract, json } from "./contract.ts";

// Banks and approved projects (docs/product/http-api.md and docs/product/calculators.md).

export const banks = contract("Catalog", "/api/banks", {
  GET: call("listBanks", "List banks", {
    200: json(z.array(bankAnswerSchema), "Every bank, in display order."),
  }),
});

export const projects = contract("Catalog", "/api/projects", {
  GET: call("listProjects", "Approved projects of a bank in a city", {
    query: projectQuerySchema,
    200: json(
      z.array(projectSchema.meta({ id: "Project" })),
      "The projects; an empty array when the bank or city is unknown or missing.",
    ),
  }),
});

export const bankBySlug = contract("Catalog", "/api/banks/{slug}", {
  params: z.object({ slug: z.enum(BANK_SLUGS) }),
  GET: call("getBank", "Get one bank", {
    200: json(bankAnswerSchema, "The bank."),
  }),
  PUT: call("updateBank", "Update a bank (admin)", {
    description: "Takes the bank as GET returns it; `slug` comes from the path.",
    role: "banks",
    rawBody: bankUpdateBodySchema,
    200: json(bankAnswerSchema, "The updated bank."),
  }),
});
