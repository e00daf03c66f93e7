import { z } from "zod";
import { CITIES } from "../enums.ts";

/**
 * An approved project as the API returns it and the project pages show it (docs/product/pages.md
 * "Approved projects": image, name, builder, location, bhk, price range;
 * docs/product/http-api.md "Entities").
 */
export const projectSchema = z.object({
  image: z.string().meta({ examples: ["/images/projects/tower-1.svg"] }),
  name: z.string(),
  builder: z.string(),
  location: z.string(),
  bhk: z.string().meta({ examples: ["2, 3 BHK"] }),
  priceRange: z.string().meta({ examples: ["₹85 L – ₹1.6 Cr"] }),
});

export type Project = z.output<typeof projectSchema>;

/** What the projects are asked by (GET /api/projects, the project pages): unknown or missing gives none. */
export const projectQuerySchema = z.object({
  bank: z.string().optional().meta({
    description: "Bank slug (`sbi`) or full name (`State Bank of India`), case-insensitive.",
  }),
  city: z
    .string()
    .optional()
    .meta({ description: `City, case-insensitive: ${CITIES.join(", ")}.` }),
});

/** A page reads them from its URL: `null` where absent. */
export type ProjectQuery = { [K in keyof z.output<typeof projectQuerySchema>]?: string | null };
