import { z } from "zod";
import { seoLangQuerySchema, seoRecordSchema } from "../../../domain/seo/schema.ts";
import { seoRecordAnswerSchema } from "../../../modules/seo/seo.server.ts";
import { call, contract, invalid, json } from "./contract.ts";

// Per-page SEO records (docs/product/pages.md and docs/product/http-api.md); ?lang=hi is the
// Hindi page's record (docs/product/pages.md "Hindi", ADR 022).

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

export const seoPage = contract("SEO", "/api/seo/{page}", {
  params: z.object({ page }),
  GET: call("getSeoRecord", "Get a page's SEO record in a language", {
    query: seoLangQuerySchema,
    readQuery: readLang,
    200: json(seoRecordAnswerSchema, "The record; for `lang=hi` its path is the Hindi page's."),
    400: invalid("A `lang` other than `en` or `hi`."),
    errors: [404],
  }),
  PUT: call("updateSeoRecord", "Update a page's SEO record in a language (admin)", {
    role: "seo",
    query: seoLangQuerySchema,
    readQuery: readLang,
    // updateSeoRecord parses it after finding the record (404 before 400).
    rawBody: seoRecordSchema,
    200: json(z.object({ message: z.literal("SEO updated successfully.") }), "Saved."),
    400: invalid(
      "Invalid input, e.g. `❌ Schema JSON is invalid. Please check formatting.`, or a `lang` other than `en` or `hi`.",
    ),
    errors: [404],
  }),
});
