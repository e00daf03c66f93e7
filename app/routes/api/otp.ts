import { requestCode } from "../../modules/otp/otp.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/otp";

// POST {phone} → 202: a 6-digit code goes to the number by SMS (docs/product/borrower-journey.md
// "Mobile verification").

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = await requestCode(await readJsonBody(request));
    if (result.ok) return Response.json({ message: "Code sent." }, { status: 202 });
    const headers: HeadersInit | undefined = result.retryAfterS
      ? { "Retry-After": String(result.retryAfterS) }
      : undefined;
    return jsonError(
      result.status,
      result.error,
      result.fields ? { fields: result.fields } : {},
      headers,
    );
  });
}
