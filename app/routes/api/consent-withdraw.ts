import { withdrawConsent } from "../../modules/enquiries/enquiries.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/consent-withdraw";

// POST {reference, phone[, otp_verification]} → 200 {message}; the same 404 rules as tracking.

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = await withdrawConsent(await readJsonBody(request));
    if (result.ok) return Response.json({ reference: result.reference, message: result.message });
    return jsonError(result.status, result.error, result.fields ? { fields: result.fields } : {});
  });
}
