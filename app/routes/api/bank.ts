import { can } from "../../domain/team/roles.ts";
import { bankNotifyEmail, getBank, updateBank } from "../../modules/banks/banks.server.ts";
import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import { jsonError, readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { bankBySlug } from "../+shared/contracts/catalog.ts";

const NOT_FOUND = "Bank not found.";

// GET /api/banks/{slug}: one bank, or 404 JSON; an admin also gets `notify_email`, the bank's
// contact for GharSetu (docs/product/borrower-view.md), and a private, unstored answer.
// PUT /api/banks/{slug} (admin): takes the bank as GET returns it; 400 {error, fields} when invalid;
// `notify_email` left out keeps its value.
const route = apiRoute(bankBySlug, {
  GET: async ({ request, params }) => {
    const bank = await getBank(params.slug ?? "");
    if (!bank) return jsonError(404, NOT_FOUND);
    const user = await getSessionUser(request);
    if (!can(user?.role, "banks")) return Response.json(bank);
    return Response.json(
      { ...bank, notify_email: await bankNotifyEmail(bank.slug) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  },
  PUT: async ({ request, params }) => {
    const result = await updateBank(params.slug ?? "", await readJsonBody(request));
    if (result.ok) {
      return Response.json({
        ...result.bank,
        notify_email: await bankNotifyEmail(result.bank.slug),
      });
    }
    if (result.notFound) return jsonError(404, NOT_FOUND);
    return validationError(result.error, result.fields);
  },
});

export const loader = route.loader;
export const action = route.action;
