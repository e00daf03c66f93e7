import { getSeoRecord, updateSeoRecord } from "../../modules/seo/seo.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { seoPage } from "../+shared/contracts/seo.ts";

const NOT_FOUND = "No SEO record for this page.";

// GET /api/seo/{page}?lang=en|hi: {page, path, meta_title, meta_description, schema_json}, or
// 404 JSON.
// PUT /api/seo/{page}?lang=en|hi (admin): {meta_title, meta_description, schema_json (JSON text
// or object)}. ?lang=hi changes only the Hindi page's record.
const route = apiRoute(seoPage, {
  GET: async ({ params, query }) => {
    const record = await getSeoRecord(params.page ?? "", query.lang);
    if (!record) return jsonError(404, NOT_FOUND);
    const { page, path, meta_title, meta_description, schema_json } = record;
    return Response.json({ page, path, meta_title, meta_description, schema_json });
  },
  PUT: async ({ request, params, query }) => {
    const result = await updateSeoRecord(
      params.page ?? "",
      await readJsonBody(request),
      query.lang,
    );
    if (result.ok) return Response.json({ message: "SEO updated successfully." });
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  },
});

export const loader = route.loader;
export const action = route.action;
