import crypto from "node:crypto";
import { z } from "zod";
import { normaliseIndianMobile } from "../../domain/auth/schemas.ts";
import { DECISION_MESSAGES } from "../../domain/loan-file/stages.ts";

// The proof that a phone number was verified (docs/product/borrower-journey.md "Mobile
// verification"): POST /api/otp/verify answers a token that a lead, a callback request or a
// withdrawal then carries. It is signed, not stored: `v1.<10 digits>.<expiry ms>.<hex HMAC-SHA256>`
// under the server's secret (docs/decisions/011).

export const VERIFICATION_LIFETIME_MS = 30 * 60_000;

/** POST /api/otp/verify's answer (the API's contract). */
export const verificationAnswerSchema = z.object({
  verification: z.string().meta({
    description: `Send as \`otp_verification\` with a lead, a callback request or a withdrawal (${VERIFICATION_LIFETIME_MS / 60_000} minutes).`,
  }),
});

// Without SESSION_SECRET (module tests) a per-process key still signs; tokens then die with it.
const fallbackKey = crypto.randomBytes(32).toString("hex");

export function otpSecret(): string {
  return `otp:${process.env.SESSION_SECRET || fallbackKey}`;
}

function sign(payload: string): string {
  return crypto.createHmac("sha256", otpSecret()).update(payload).digest("hex");
}

export function issueVerification(phone: string, now: Date = new Date()): string {
  const payload = `v1.${phone}.${now.getTime() + VERIFICATION_LIFETIME_MS}`;
  return `${payload}.${sign(payload)}`;
}

/** The 10-digit phone a token vouches for, or null when it is malformed, forged or expired. */
export function verifiedPhone(token: unknown, now: Date = new Date()): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^(v1\.(\d{10})\.(\d{1,15}))\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(match[1]), "hex");
  const given = Buffer.from(match[4], "hex");
  if (!crypto.timingSafeEqual(expected, given)) return null;
  if (Number(match[3]) <= now.getTime()) return null;
  return match[2];
}

/**
 * The 400 of a body whose `otp_verification` does not vouch for its phone, naming that field:
 * "verify first" without a token, "verify again" with one that expired, is forged or vouches for
 * another number.
 */
export function unverifiedPhone(token: unknown) {
  const error = token ? DECISION_MESSAGES.expired : DECISION_MESSAGES.needsCode;
  return { ok: false as const, status: 400 as const, error, fields: { otp_verification: error } };
}

/** Does the token vouch for this phone (written any way the forms accept)? */
export function phoneVerifiedBy(token: unknown, phone: string, now: Date = new Date()): boolean {
  if (token === undefined || token === null || token === "") return false;
  const verified = verifiedPhone(token, now);
  return verified !== null && verified === normaliseIndianMobile(phone);
}
