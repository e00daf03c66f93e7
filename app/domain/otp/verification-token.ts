import { z } from "zod";

/**
 * `otp_verification`: the token POST /api/otp/verify answers for a mobile, sent back with a form
 * or a look-up that the mobile's owner must make (docs/decisions/011-mobile-verification-by-otp.md).
 * One definition for every body that carries it, so its limit and its description are said once.
 */
export const verificationTokenSchema = z
  .string()
  .max(400)
  .meta({ description: "The token of POST /api/otp/verify for that mobile." });
