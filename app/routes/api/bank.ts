import { apiRoute } from "../../modules/api-route.server.ts";
import { getBank, updateBank } from "../../modules/banks/banks.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";

const NOT_FOUND = "Bank not found.";

// GET /api/banks/{slug}: one bank, or 404 JSON.
// PUT /api/banks/{slug} (admin): takes the bank as GET returns it; 400 {error, fields} when invalid.
const route = apiRoute({
  role: { PUT: "banks" },
  GET: async ({ params }) => {
    const bank = await getBank(params.slug ?? "");
    return bank ? Response.json(bank) : jsonError(404, NOT_FOUND);
  },
  PUT: async ({ request, params }) => {
    const result = await updateBank(params.slug ?? "", await readJsonBody(request));
    if (result.ok) return Response.json(result.bank);
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  },
});

export const loader = route.loader;
export const action = route.action;
