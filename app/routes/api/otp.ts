import { apiRoute } from "../../modules/api-route.server.ts";
import { requestCode } from "../../modules/otp/otp.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";

// POST {phone} → 202: a 6-digit code goes to the number by SMS (docs/product/borrower-journey.md
// "Mobile verification").

const route = apiRoute({
  POST: async ({ request }) => {
    const result = await requestCode(await readJsonBody(request));
    if (result.ok) return Response.json({ message: "Code sent." }, { status: 202 });
    const headers: HeadersInit | undefined = result.retryAfterS
      ? { "Retry-After": String(result.retryAfterS) }
      : undefined;
    return failure(result, headers);
  },
});

export const loader = route.loader;
export const action = route.action;
