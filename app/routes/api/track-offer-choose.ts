import { chooseOffer } from "../../modules/offers/choose.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { chooseOffer as choose } from "../+shared/contracts/offers.ts";

// POST /api/track/offers/{id}/choose {reference, phone, otp_verification, bank}: the borrower
// chooses a lender from their offer snapshot (docs/product/offers.md "Choosing a lender") → 201
// {bank_application}, approved by the borrower and carrying the offer. 400 naming
// otp_verification without a live verification; 404 when reference, mobile and snapshot do not
// belong together; 409 for an expired snapshot, a lender without an offer in it, or a bank the
// lead already has.

const route = apiRoute(choose, {
  POST: async ({ request, params }) => {
    const result = await chooseOffer(params.id ?? "", await readJsonBody(request));
    if (!result.ok) return failure(result);
    return Response.json(
      { bank_application: result.bankApplication },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  },
});

export const loader = route.loader;
export const action = route.action;
