import { listBanks } from "../../modules/banks/banks.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { banks } from "../+shared/contracts/catalog.ts";

// GET /api/banks: every bank, in display order (docs/product/http-api.md).
const route = apiRoute(banks, { GET: async () => Response.json(await listBanks()) });

export const loader = route.loader;
export const action = route.action;
