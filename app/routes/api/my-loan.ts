import { deleteMyLoan } from "../../modules/my-loans/saved-loans.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { myLoan } from "../+shared/contracts/my-loans.ts";

// DELETE /api/my-loans/{id} with the proof (docs/product/my-loan.md "Saving a loan"): in the JSON
// body or the query string, {phone, otp_verification} → 204, the loan erased; 404 for a loan that
// is not that mobile's; 400 for a missing or stale proof.

const route = apiRoute(myLoan, {
  DELETE: async ({ request, id }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const hasBody = (request.headers.get("content-type") ?? "") !== "";
    const proof = hasBody ? await readJsonBody(request) : query;
    const result = await deleteMyLoan(id, proof);
    if (!result.ok) return failure(result, { "Cache-Control": "no-store" });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
});

export const loader = route.loader;
export const action = route.action;
