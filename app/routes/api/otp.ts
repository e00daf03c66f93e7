import { requestCode } from "../../modules/otp/otp.server.ts";
import { failure } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { otp } from "../+shared/contracts/otp.ts";

// POST {phone} → 202: a 6-digit code goes to the number by SMS (docs/product/borrower-journey.md
// "Mobile verification").
const route = apiRoute(otp, {
  POST: async ({ body }) => {
    const result = await requestCode(body);
    if (result.ok) return Response.json({ message: "Code sent." }, { status: 202 });
    const headers = result.retryAfterS ? { "Retry-After": String(result.retryAfterS) } : undefined;
    return failure(result, headers);
  },
});

export const loader = route.loader;
export const action = route.action;
