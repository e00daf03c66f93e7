import { z } from "zod";
import { CITIES } from "../../../domain/enums.ts";
import type { Project } from "../../../modules/projects/projects.server.ts";
import { contract, json, ref, type Same } from "./contract.ts";

// Banks and approved projects (docs/product/http-api.md and docs/product/calculators.md).
// GET/PUT /api/banks/{slug} is still described in app/modules/api-docs/catalog-paths.server.ts,
// with the Bank schema both use.

const projectSchema = z
  .object({
    image: z.string().meta({ examples: ["/images/projects/tower-1.svg"] }),
    name: z.string(),
    builder: z.string(),
    location: z.string(),
    bhk: z.string().meta({ examples: ["2, 3 BHK"] }),
    priceRange: z.string().meta({ examples: ["₹85 L – ₹1.6 Cr"] }),
  })
  .meta({ id: "Project" });

// Compile-time guard: the documented answer has exactly the fields the module returns.
const _project: Same<z.output<typeof projectSchema>, Project> = true;
void _project;

export const banks = contract({
  path: "/api/banks",
  methods: {
    GET: {
      tag: "Catalog",
      summary: "List banks",
      operationId: "listBanks",
      responses: {
        200: json({ type: "array", items: ref("Bank") }, "Every bank, in display order."),
      },
    },
  },
});

export const projects = contract({
  path: "/api/projects",
  methods: {
    GET: {
      tag: "Catalog",
      summary: "Approved projects of a bank in a city",
      operationId: "listProjects",
      query: z.object({
        bank: z.string().optional().meta({
          description: "Bank slug (`sbi`) or full name (`State Bank of India`), case-insensitive.",
        }),
        city: z
          .string()
          .optional()
          .meta({ description: `City, case-insensitive: ${CITIES.join(", ")}.` }),
      }),
      responses: {
        200: json(
          z.array(projectSchema),
          "The projects; an empty array when the bank or city is unknown or missing.",
        ),
      },
    },
  },
});
