import { verifyCode } from "../../modules/otp/otp.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/otp-verify";

// POST {phone, code} → 200 {verification} or 400 'That code is wrong or has expired.'

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const result = await verifyCode(await readJsonBody(request));
    if (result.ok) {
      return Response.json(
        { verification: result.verification },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    return jsonError(result.status, result.error, result.fields ? { fields: result.fields } : {});
  });
}
