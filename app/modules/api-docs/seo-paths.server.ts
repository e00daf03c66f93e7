// Per-page SEO records (docs/product/pages.md and docs/product/http-api.md).

import { z } from "zod";
import { seoLangQuerySchema, seoRecordSchema } from "../../domain/seo/schema.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, json, operation, queryParameters, ref } from "./openapi-helpers.ts";

export const seoRecordResponseSchema = z.object({
  page: z.string(),
  path: z.string().optional().describe("The site path the record describes."),
  meta_title: z.string(),
  meta_description: z.string(),
  schema_json: z
    .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .describe("JSON-LD."),
});

const seoSavedSchema = z.object({ message: z.literal("SEO updated successfully.") });

export const schemas: Record<string, Schema> = {
  SeoRecord: fromZod(seoRecordResponseSchema),
  // schema_json is parsed by a transform JSON Schema cannot express: say what it takes.
  SeoRecordUpdate: annotate(fromZod(seoRecordSchema, "input"), {
    schema_json: {
      description:
        "JSON-LD as a JSON string (what the admin editor sends) or as an object or array.",
      oneOf: [{ type: "string" }, { type: ["object", "array"] }],
    },
  }),
};

export const paths: PathItems = {
  "/api/seo/{page}": {
    parameters: [
      {
        name: "page",
        in: "path",
        required: true,
        description:
          "Page key: `home`, `loan-sbi`, `projects`, `projects-sbi-mumbai`, `eligibility-form`, `calculators-emi`, …",
        schema: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
      },
      // ?lang=hi: the Hindi page's record (docs/product/pages.md "Hindi", ADR 022).
      ...queryParameters(seoLangQuerySchema),
    ],
    get: operation("SEO", {
      summary: "Get a page's SEO record in a language",
      operationId: "getSeoRecord",
      responses: {
        200: json(ref("SeoRecord"), "The record; for `lang=hi` its path is the Hindi page's."),
        400: json(ref("ValidationError"), "A `lang` other than `en` or `hi`."),
      },
      errors: [404],
    }),
    put: operation("SEO", {
      summary: "Update a page's SEO record in a language (admin)",
      operationId: "updateSeoRecord",
      access: "role",
      body: ref("SeoRecordUpdate"),
      responses: {
        200: json(fromZod(seoSavedSchema), "Saved."),
        400: json(
          ref("ValidationError"),
          "Invalid input, e.g. `❌ Schema JSON is invalid. Please check formatting.`, or a `lang` other than `en` or `hi`.",
        ),
      },
      errors: [404],
    }),
  },
};
