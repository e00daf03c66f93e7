import { createSnapshot } from "../../modules/offers/snapshots.server.ts";
import { readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { offers } from "../+shared/contracts/offers.ts";

// POST /api/offers {inputs}: every participating lender's offer for these inputs, and why each
// other lender did not match (docs/product/offers.md). 201 with the snapshot, stored as the exact
// text answered; 400 {error, fields} naming each bad input; the lead POST's per-address limit
// (429, server/security.ts).

const route = apiRoute(offers, {
  POST: async ({ request }) => {
    const result = await createSnapshot(await readJsonBody(request));
    if (!result.ok) return validationError(result.error, result.fields);
    return new Response(result.body, {
      status: 201,
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
