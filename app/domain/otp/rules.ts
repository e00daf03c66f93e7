// Mobile verification by one-time code (docs/product/borrower-journey.md "Mobile verification",
// docs/decisions/011): the rules only, with the clock passed in so tests can move time. Hashing and
// storage live in the OTP module.

import type { Language } from "../enums.ts";

export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_MS = 30_000;
export const OTP_MAX_PER_HOUR = 5;
export const OTP_MAX_WRONG_TRIES = 3;
export const OTP_LIFETIME_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

export const OTP_MESSAGES = {
  wrongOrExpired: "That code is wrong or has expired.",
  tooSoon: "Please wait 30 seconds before asking for another code.",
  tooMany: "Too many codes for this number. Please try again in an hour.",
  codeFormat: "Enter the 6-digit code we sent you.",
  phone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  unavailable: "Mobile verification is not available at the moment.",
  sendFailed: "We could not send the code just now. Please try again shortly.",
  language: "language must be en or hi.",
} as const;

export type SendDecision =
  | { ok: true }
  | { ok: false; reason: "too-soon" | "too-many"; retryAfterMs: number; error: string };

/**
 * May a new code go to a number that was sent codes at `previous` (any order)? At most one every
 * 30 seconds and five in any hour.
 */
export function decideSend(previous: readonly Date[], now: Date): SendDecision {
  const t = now.getTime();
  const inHour = previous.map((d) => d.getTime()).filter((at) => at > t - HOUR_MS && at <= t);
  const latest = inHour.length > 0 ? Math.max(...inHour) : undefined;
  if (latest !== undefined && t - latest < OTP_RESEND_AFTER_MS) {
    return {
      ok: false,
      reason: "too-soon",
      retryAfterMs: OTP_RESEND_AFTER_MS - (t - latest),
      error: OTP_MESSAGES.tooSoon,
    };
  }
  if (inHour.length >= OTP_MAX_PER_HOUR) {
    const oldest = Math.min(...inHour);
    return {
      ok: false,
      reason: "too-many",
      retryAfterMs: oldest + HOUR_MS - t,
      error: OTP_MESSAGES.tooMany,
    };
  }
  return { ok: true };
}

export interface StoredCode {
  createdAt: Date;
  wrongTries: number;
  /** Set once the code was used or voided: it never verifies again. */
  consumed: boolean;
}

export type CheckOutcome =
  /** Right code, in time, with tries left. */
  | { outcome: "verified" }
  /** Wrong code: count the try; `void` when it was the last allowed. */
  | { outcome: "wrong"; void: boolean }
  /** Expired, used, or out of tries: refused without looking at the code. */
  | { outcome: "dead" };

/**
 * Judges one attempt. `matches` is the constant-time comparison's answer, worked out by the
 * caller whatever the state, so the time taken does not reveal whether a code is alive.
 */
export function checkCode(code: StoredCode | undefined, matches: boolean, now: Date): CheckOutcome {
  if (!code || code.consumed) return { outcome: "dead" };
  if (now.getTime() - code.createdAt.getTime() >= OTP_LIFETIME_MS) return { outcome: "dead" };
  if (code.wrongTries >= OTP_MAX_WRONG_TRIES) return { outcome: "dead" };
  if (matches) return { outcome: "verified" };
  return { outcome: "wrong", void: code.wrongTries + 1 >= OTP_MAX_WRONG_TRIES };
}

export function isOtpCode(value: unknown): value is string {
  return typeof value === "string" && /^\d{6}$/.test(value);
}

/** The code from random bytes: uniform over 000000–999999 (4 bytes, rejection of the top). */
export function codeFromUint32(n: number): string | null {
  // 4,294,000,000 is the largest multiple of 1,000,000 below 2^32: above it, modulo would favour
  // low codes, so the caller draws again.
  if (!Number.isInteger(n) || n < 0 || n >= 4_294_000_000) return null;
  return String(n % 1_000_000).padStart(OTP_LENGTH, "0");
}

/**
 * The SMS text: the code first (phones offer to paste it), the life and a warning, in the language
 * of the page that asked for it (docs/product/pages.md "Hindi"). The Hindi stays within one
 * 70-character Unicode SMS.
 */
export function otpMessage(code: string, language: Language = "en"): string {
  if (language === "hi") return `${code} आपका GharSetu कोड है, 10 मिनट तक मान्य। इसे किसी को न बताएँ।`;
  return `${code} is your GharSetu verification code. It is valid for 10 minutes. Do not share it with anyone.`;
}
