import { trackEnquiry } from "../../modules/enquiries/enquiries.server.ts";
import { failure, noStoreJson, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { track } from "../+shared/contracts/borrower.ts";

// POST {reference, phone} → 200 the status and its dated history, or one 404 for any mismatch.

const route = apiRoute(track, {
  POST: async ({ request }) => {
    const result = await trackEnquiry(await readJsonBody(request));
    if (result.ok) return noStoreJson(result.answer);
    return failure(result);
  },
});

export const loader = route.loader;
export const action = route.action;
