import { SNAPSHOT_NOT_FOUND, snapshotBody } from "../../modules/offers/snapshots.server.ts";
import { jsonError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { offer } from "../+shared/contracts/offers.ts";

// GET /api/offers/{id}: the snapshot exactly as POST /api/offers answered it, byte for byte,
// whatever policies changed since (docs/product/offers.md "Snapshots"); unknown → 404.

const route = apiRoute(offer, {
  GET: async ({ params }) => {
    const body = await snapshotBody(params.id ?? "");
    if (body === undefined) return jsonError(404, SNAPSHOT_NOT_FOUND);
    return new Response(body, {
      headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
