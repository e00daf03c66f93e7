import { seoLangOf } from "../../domain/seo/schema.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { getSeoRecord, updateSeoRecord } from "../../modules/seo/seo.server.ts";
import { invalidParam, jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";

const NOT_FOUND = "No SEO record for this page.";

/** ?lang=en|hi; without it, English. Any other value is a 400. */
function langOf(request: Request) {
  const lang = seoLangOf(new URL(request.url));
  if (!lang.ok) invalidParam("lang", lang.error);
  return lang.lang;
}

// GET /api/seo/{page}?lang=en|hi: {page, path, meta_title, meta_description, schema_json}, or
// 404 JSON.
// PUT /api/seo/{page}?lang=en|hi (admin): {meta_title, meta_description, schema_json (JSON text
// or object)}. ?lang=hi changes only the Hindi page's record.
const route = apiRoute({
  role: { PUT: "seo" },
  GET: async ({ request, params }) => {
    const record = await getSeoRecord(params.page ?? "", langOf(request));
    if (!record) return jsonError(404, NOT_FOUND);
    const { page, path, meta_title, meta_description, schema_json } = record;
    return Response.json({ page, path, meta_title, meta_description, schema_json });
  },
  PUT: async ({ request, params }) => {
    const lang = langOf(request);
    const result = await updateSeoRecord(params.page ?? "", await readJsonBody(request), lang);
    if (result.ok) return Response.json({ message: "SEO updated successfully." });
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  },
});

export const loader = route.loader;
export const action = route.action;
