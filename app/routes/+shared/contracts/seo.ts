import { z } from "zod";
import { seoLangQuerySchema, seoRecordSchema } from "../../../domain/seo/schema.ts";
import { annotate, fromZod } from "./common.ts";
import { contract, json, ref } from "./contract.ts";

// Per-page SEO records (docs/product/pages.md and docs/product/http-api.md); ?lang=hi is the
// Hindi page's record (docs/product/pages.md "Hindi", ADR 022).

const seoRecord = z
  .object({
    page: z.string(),
    path: z.string().optional().meta({ description: "The site path the record describes." }),
    meta_title: z.string(),
    meta_description: z.string(),
    schema_json: z
      .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
      .meta({ description: "JSON-LD." }),
  })
  .meta({ id: "SeoRecord" });

const page = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .meta({
    description:
      "Page key: `home`, `loan-sbi`, `projects`, `projects-sbi-mumbai`, `eligibility-form`, `calculators-emi`, …",
  });

/** `lang` given twice is refused (400), not read as its first value. */
const readLang = (search: URLSearchParams) => {
  const lang = search.getAll("lang");
  return lang.length > 1 ? { lang } : lang.length ? { lang: lang[0] } : {};
};

export const seoPage = contract({
  path: "/api/seo/{page}",
  params: z.object({ page }),
  methods: {
    GET: {
      tag: "SEO",
      summary: "Get a page's SEO record in a language",
      operationId: "getSeoRecord",
      query: seoLangQuerySchema,
      readQuery: readLang,
      responses: {
        200: json(seoRecord, "The record; for `lang=hi` its path is the Hindi page's."),
        400: json(ref("ValidationError"), "A `lang` other than `en` or `hi`."),
      },
      errors: [404],
    },
    PUT: {
      tag: "SEO",
      summary: "Update a page's SEO record in a language (admin)",
      operationId: "updateSeoRecord",
      role: "seo",
      query: seoLangQuerySchema,
      readQuery: readLang,
      // updateSeoRecord parses it after finding the record (404 before 400). schema_json is
      // parsed by a transform JSON Schema cannot express: say what it takes.
      rawBody: annotate(fromZod(seoRecordSchema, "input"), {
        schema_json: {
          description:
            "JSON-LD as a JSON string (what the admin editor sends) or as an object or array.",
          oneOf: [{ type: "string" }, { type: ["object", "array"] }],
        },
      }),
      responses: {
        200: json(z.object({ message: z.literal("SEO updated successfully.") }), "Saved."),
        400: json(
          ref("ValidationError"),
          "Invalid input, e.g. `❌ Schema JSON is invalid. Please check formatting.`, or a `lang` other than `en` or `hi`.",
        ),
      },
      errors: [404],
    },
  },
});
