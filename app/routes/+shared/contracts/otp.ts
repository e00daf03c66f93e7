import { z } from "zod";
import * as rules from "../../../domain/otp/rules.ts";
import { otpRequestSchema, otpVerifySchema } from "../../../domain/otp/schemas.ts";
import { verificationAnswerSchema } from "../../../modules/otp/verification.server.ts";
import { call, contract, error, invalid, json } from "./contract.ts";

// Mobile verification (docs/product/borrower-journey.md "Mobile verification").

export const otp = contract("Leads", "/api/otp", {
  POST: call("requestOtp", `Send a ${rules.OTP_LENGTH}-digit code to a mobile number by SMS`, {
    body: otpRequestSchema.meta({ id: "OtpRequest" }),
    202: json(z.object({ message: z.string() }), "Sent."),
    404: error("No SMS provider configured: verification is not offered."),
    429: error(
      `A code less than ${rules.OTP_RESEND_AFTER_MS / 1000} s ago, ${rules.OTP_MAX_PER_HOUR} in the last hour, or the address's rate limit (Retry-After).`,
    ),
    502: error("The SMS provider refused or did not answer."),
  }),
});

export const otpVerify = contract("Leads", "/api/otp/verify", {
  POST: call("verifyOtp", "Check a code; answers a verification token for that number", {
    body: otpVerifySchema.meta({ id: "OtpVerify" }),
    200: json(verificationAnswerSchema, "Verified."),
    400: invalid(
      `'That code is wrong or has expired.' (also after ${rules.OTP_MAX_WRONG_TRIES} wrong codes, or a used one).`,
    ),
    404: error("No SMS provider configured."),
  }),
});
