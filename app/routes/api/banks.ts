import { listBanks } from "../../modules/banks/banks.server.ts";
import { handleApiErrors, methodNotAllowed } from "../../utils/http.server.ts";

// GET /api/banks: every bank, in display order (docs/product/http-api.md).
export async function loader() {
  return handleApiErrors(async () => Response.json(await listBanks()));
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
