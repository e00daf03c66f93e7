// Per-page SEO records edited in the admin area (docs/product/http-api.md, docs/product/forms.md
// and docs/product/team.md).

import { z } from "zod";
import {
  DEFAULT_LANGUAGE as DEFAULT_LANG,
  LANGUAGES as LANGS,
  type Language as Lang,
} from "../enums.ts";
import { type ParseResult, toResult } from "../validation.ts";
import { requiredText } from "../zod-fields.ts";

export const SEO_MESSAGES = {
  titleRequired: "Meta title is required.",
  titleLength: "Meta title must be at most 120 characters.",
  descriptionRequired: "Meta description is required.",
  descriptionLength: "Meta description must be at most 320 characters.",
  schemaInvalid: "❌ Schema JSON is invalid. Please check formatting.",
  schemaNotObject: "Schema JSON must be an object or an array.",
  schemaTooLong: "Schema JSON is too long.",
  pageInvalid: "Invalid page key.",
  langInvalid: 'Invalid lang: use "en" (English) or "hi" (Hindi).',
} as const;
const M = SEO_MESSAGES;

export const MAX_SCHEMA_JSON_LENGTH = 50_000;

/**
 * Page keys: lowercase words of letters and digits joined by single hyphens, no slashes, at most
 * 80 characters ("home", "loan-sbi", "projects-sbi-mumbai"). Keys end up in URLs and SQL params.
 */
export const SEO_PAGE_KEY = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSeoPageKey(value: string): boolean {
  return SEO_PAGE_KEY.test(value);
}

export function parseSchemaJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: M.schemaInvalid };
  }
}

/** JSON-LD is an object (or an array of them); a bare number or string is a mistake. */
function isJsonLdShape(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}

const schemaJsonField = z.unknown().transform((input, ctx) => {
  let value: unknown = input;
  if (typeof input === "string") {
    if (input.length > MAX_SCHEMA_JSON_LENGTH) {
      ctx.addIssue({ code: "custom", message: M.schemaTooLong });
      return z.NEVER;
    }
    const parsed = parseSchemaJson(input);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    value = parsed.value;
  } else if (input === undefined) {
    ctx.addIssue({ code: "custom", message: M.schemaInvalid });
    return z.NEVER;
  }
  if (!isJsonLdShape(value)) {
    ctx.addIssue({ code: "custom", message: M.schemaNotObject });
    return z.NEVER;
  }
  if (typeof input !== "string" && JSON.stringify(value).length > MAX_SCHEMA_JSON_LENGTH) {
    ctx.addIssue({ code: "custom", message: M.schemaTooLong });
    return z.NEVER;
  }
  return value as Record<string, unknown> | unknown[];
});

/** PUT /api/seo/{page} body. schema_json comes out parsed (object or array). */
export const seoRecordSchema = z.object(
  {
    meta_title: requiredText(120, M.titleRequired, M.titleLength),
    meta_description: requiredText(320, M.descriptionRequired, M.descriptionLength),
    // What the transform takes, for the OpenAPI document (JSON Schema cannot say a transform).
    schema_json: schemaJsonField.meta({
      description:
        "JSON-LD as a JSON string (what the admin editor sends) or as an object or array.",
      oneOf: [{ type: "string" }, { type: ["object", "array"] }],
    }),
  },
  { error: "Invalid input." },
);

export type SeoRecordInput = z.output<typeof seoRecordSchema>;

export function parseSeoRecord(input: unknown): ParseResult<SeoRecordInput> {
  return toResult(seoRecordSchema, input);
}

/**
 * The language of the record read or written by /api/seo/{page} (docs/product/pages.md "Hindi", ADR
 * 022): `?lang=hi` for the Hindi page's record, English when absent.
 */
export const seoLangQuerySchema = z.object({
  lang: z
    .enum(LANGS, { error: M.langInvalid })
    .default(DEFAULT_LANG)
    .describe(
      "The record's language: `en` (English, the default) or `hi` (Hindi, the page under /hi).",
    ),
});

/** The `lang` query parameter of a URL: a language, or the error message for a bad one. */
export function seoLangOf(url: URL): { ok: true; lang: Lang } | { ok: false; error: string } {
  const raw = url.searchParams.getAll("lang");
  if (raw.length > 1) return { ok: false, error: M.langInvalid };
  const parsed = seoLangQuerySchema.safeParse(raw.length ? { lang: raw[0] } : {});
  return parsed.success
    ? { ok: true, lang: parsed.data.lang }
    : { ok: false, error: M.langInvalid };
}

/** The path's `{page}` as the API documents it (app/modules/seo/seo.server.ts checks it). */
export const seoPageParamsSchema = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .meta({
      description:
        "Page key: `home`, `loan-sbi`, `projects`, `projects-sbi-mumbai`, `eligibility-form`, `calculators-emi`, …",
    }),
});

/** `lang` given twice is refused (400), not read as its first value. */
export const readSeoLang = (search: URLSearchParams) => {
  const lang = search.getAll("lang");
  return lang.length > 1 ? { lang } : lang.length ? { lang: lang[0] } : {};
};
