import { verifyCode } from "../../modules/otp/otp.server.ts";
import { failure, noStoreJson } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { otpVerify } from "../+shared/contracts/otp.ts";

// POST {phone, code} → 200 {verification} or 400 'That code is wrong or has expired.'
const route = apiRoute(otpVerify, {
  POST: async ({ body }) => {
    const result = await verifyCode(body);
    if (result.ok) return noStoreJson({ verification: result.verification });
    return failure(result);
  },
});

export const loader = route.loader;
export const action = route.action;
