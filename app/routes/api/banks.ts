import { apiRoute } from "../../modules/api-route.server.ts";
import { listBanks } from "../../modules/banks/banks.server.ts";

// GET /api/banks: every bank, in display order (docs/product/http-api.md).
const route = apiRoute({ GET: async () => Response.json(await listBanks()) });

export const loader = route.loader;
export const action = route.action;
