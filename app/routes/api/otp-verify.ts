import { apiRoute } from "../../modules/api-route.server.ts";
import { verifyCode } from "../../modules/otp/otp.server.ts";
import { failure, noStoreJson, readJsonBody } from "../../utils/http.server.ts";

// POST {phone, code} → 200 {verification} or 400 'That code is wrong or has expired.'

const route = apiRoute({
  POST: async ({ request }) => {
    const result = await verifyCode(await readJsonBody(request));
    if (result.ok) return noStoreJson({ verification: result.verification });
    return failure(result);
  },
});

export const loader = route.loader;
export const action = route.action;
