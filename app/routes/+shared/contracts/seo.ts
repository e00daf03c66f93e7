import { z } from "zod";
import * as seo from "../../../domain/seo/schema.ts";
import { seoRecordAnswerSchema } from "../../../modules/seo/seo.server.ts";
import { call, contract, invalid, json } from "./contract.ts";

// Per-page SEO records (docs/product/pages.md and docs/product/http-api.md); ?lang=hi is the
// Hindi page's record (docs/product/pages.md "Hindi", ADR 022).

export const seoPage = contract("SEO", "/api/seo/{page}", {
  params: seo.seoPageParamsSchema,
  GET: call("getSeoRecord", "Get a page's SEO record in a language", {
    query: seo.seoLangQuerySchema,
    readQuery: seo.readSeoLang,
    200: json(seoRecordAnswerSchema, "The record; for `lang=hi` its path is the Hindi page's."),
    400: invalid("A `lang` other than `en` or `hi`."),
  }),
  PUT: call("updateSeoRecord", "Update a page's SEO record in a language (admin)", {
    role: "seo",
    query: seo.seoLangQuerySchema,
    readQuery: seo.readSeoLang,
    // updateSeoRecord parses it after finding the record (404 before 400).
    rawBody: seo.seoRecordSchema,
    200: json(z.object({ message: z.literal("SEO updated successfully.") }), "Saved."),
    400: invalid(
      "Invalid input, e.g. `❌ Schema JSON is invalid. Please check formatting.`, or a `lang` other than `en` or `hi`.",
    ),
  }),
});
