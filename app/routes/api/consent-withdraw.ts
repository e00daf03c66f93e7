import { withdrawConsent } from "../../modules/enquiries/enquiries.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { consentWithdraw } from "../+shared/contracts/borrower.ts";

// POST {reference, phone[, otp_verification]} → 200 {message}; the same 404 rules as tracking.

const route = apiRoute(consentWithdraw, {
  POST: async ({ request }) => {
    const result = await withdrawConsent(await readJsonBody(request));
    if (result.ok) return Response.json({ reference: result.reference, message: result.message });
    return failure(result);
  },
});

export const loader = route.loader;
export const action = route.action;
