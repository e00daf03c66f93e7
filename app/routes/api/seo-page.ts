import { seoLangOf } from "../../domain/seo/schema.ts";
import { getSeoRecord, updateSeoRecord } from "../../modules/seo/seo.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/seo-page";

const NOT_FOUND = "No SEO record for this page.";

// GET /api/seo/{page}?lang=en|hi: {page, path, meta_title, meta_description, schema_json}, or
// 404 JSON. Without lang, the English record; a lang other than en or hi is a 400.
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const lang = seoLangOf(new URL(request.url));
    if (!lang.ok) return validationError(lang.error, { lang: lang.error });
    const record = await getSeoRecord(params.page, lang.lang);
    if (!record) return jsonError(404, NOT_FOUND);
    const { page, path, meta_title, meta_description, schema_json } = record;
    return Response.json({ page, path, meta_title, meta_description, schema_json });
  });
}

// PUT /api/seo/{page}?lang=en|hi (admin): {meta_title, meta_description, schema_json (JSON text
// or object)}. ?lang=hi changes only the Hindi page's record.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return handleApiErrors(async () => {
    await requireRoleApi(request, "seo");
    const lang = seoLangOf(new URL(request.url));
    if (!lang.ok) return validationError(lang.error, { lang: lang.error });
    const body = await readJsonBody(request);
    const result = await updateSeoRecord(params.page, body, lang.lang);
    if (result.ok) return Response.json({ message: "SEO updated successfully." });
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  });
}
