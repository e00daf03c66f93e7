import { getBank, updateBank } from "../../modules/banks/banks.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/bank";

const NOT_FOUND = "Bank not found.";

// GET /api/banks/{slug}: one bank, or 404 JSON.
export async function loader({ params }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const bank = await getBank(params.slug);
    return bank ? Response.json(bank) : jsonError(404, NOT_FOUND);
  });
}

// PUT /api/banks/{slug} (admin): takes the bank as GET returns it; 400 {error, fields} when invalid.
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  return handleApiErrors(async () => {
    await requireRoleApi(request, "banks");
    const body = await readJsonBody(request);
    const result = await updateBank(params.slug, body);
    if (result.ok) return Response.json(result.bank);
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  });
}
