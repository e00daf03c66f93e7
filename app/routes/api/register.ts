import { registerUser } from "../../modules/users/users.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/register";

// POST /api/register (docs/product/forms.md and docs/product/http-api.md): creates a customer
// account. The body is never logged: it holds a password.

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const body = await readJsonBody(request);
    const result = await registerUser(body, new Date());
    if (result.ok) return Response.json({ message: "Registered successfully!" }, { status: 201 });
    if (result.duplicate) return jsonError(409, result.error);
    return validationError(result.error, result.fields);
  });
}
