import { trackEnquiry } from "../../modules/enquiries/enquiries.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/track";

// POST {reference, phone} → 200 the status and its dated history, or one 404 for any mismatch.

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = await trackEnquiry(await readJsonBody(request));
    if (result.ok)
      return Response.json(result.answer, { headers: { "Cache-Control": "no-store" } });
    return jsonError(result.status, result.error, result.fields ? { fields: result.fields } : {});
  });
}
