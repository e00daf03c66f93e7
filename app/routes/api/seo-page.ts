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

// GET /api/seo/{page}: {page, path, meta_title, meta_description, schema_json}, or 404 JSON.
export async function loader({ params }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const record = await getSeoRecord(params.page);
    if (!record) return jsonError(404, NOT_FOUND);
    const { page, path, meta_title, meta_description, schema_json } = record;
    return Response.json({ page, path, meta_title, meta_description, schema_json });
  });
}

// PUT /api/seo/{page} (admin): {meta_title, meta_description, schema_json (JSON text or object)}.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return handleApiErrors(async () => {
    await requireRoleApi(request, "seo");
    const body = await readJsonBody(request);
    const result = await updateSeoRecord(params.page, body);
    if (result.ok) return Response.json({ message: "SEO updated successfully." });
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  });
}
