import { registerUser } from "../../modules/users/users.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { register } from "../+shared/contracts/auth.ts";

// POST /api/register (docs/product/forms.md and docs/product/http-api.md): creates a customer
// account. The body is never logged: it holds a password.

const route = apiRoute(register, {
  POST: async ({ request }) => {
    const result = await registerUser(await readJsonBody(request), new Date());
    if (result.ok) return Response.json({ message: "Registered successfully!" }, { status: 201 });
    if (result.duplicate) return jsonError(409, result.error);
    return validationError(result.error, result.fields);
  },
});

export const loader = route.loader;
export const action = route.action;
