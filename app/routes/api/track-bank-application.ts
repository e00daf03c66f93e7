import { decideOnTrack } from "../../modules/loan-file/borrower-decisions.server.ts";
import { failure, noStoreJson, readJsonBody } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { trackBankApplication } from "../+shared/contracts/loan-file.ts";

// POST /api/track/bank-applications/{id} {reference, phone, otp_verification, decision}: the
// borrower approves or declines a proposed bank (docs/product/loan-file.md). 400 naming
// otp_verification without a live verification for that mobile; the tracking 404 when reference,
// mobile and application do not belong together; 409 when the stage no longer allows it.

const route = apiRoute(trackBankApplication, {
  POST: async ({ request, params }) => {
    const result = await decideOnTrack(idParam(params.id), await readJsonBody(request));
    if (!result.ok) return failure(result);
    return noStoreJson(result.bankApplication);
  },
});

export const loader = route.loader;
export const action = route.action;
