// Two-step sign-in for the team (docs/product/team.md "Two-step sign-in",
// docs/decisions/041-two-step-sign-in.md): the rules that the API, the pages and the tests share.
// TOTP as RFC 6238 with the parameters every authenticator app defaults to, so the QR code needs no
// settings beyond the secret.

import { z } from "zod";
import type { ParseResult } from "../validation.ts";
import { toResult } from "../validation.ts";

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ALGORITHM = "SHA1";
/** One step either way: a phone's clock a little off, or a code typed as it turned over. */
export const TOTP_DRIFT_STEPS = 1;
/** 160 bits, RFC 4226's recommended secret length. */
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/**
 * At this many recovery codes left, a sign-in with one leads to the page that makes new ones
 * (docs/product/team.md "Two-step sign-in"): a member should not find the last one gone.
 */
export const RECOVERY_CODES_LOW = 3;
/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = "GharSetu";

export const TWO_STEP_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "The code is 6 digits, from your authenticator app.",
  codeWrong:
    "That code is not right. Check that your phone's time is set automatically, and enter the newest code.",
  codeUsed: "That code was already used. Wait for the next code and enter it.",
  recoveryRequired: "Enter one of your recovery codes.",
  recoveryWrong: "That recovery code is not right, or it was already used.",
  oneOfBoth: "Send either a code or a recovery code, not both.",
  enrolFirst: "Set up two-step sign-in first.",
  codeFirst: "Enter the code from your authenticator app to finish signing in.",
  setupFirst:
    "Start setting up two-step sign-in first: scan the QR code, then enter its first code.",
  signInFirst: "Sign in with your email and password first.",
  teamOnly: "Two-step sign-in is for the team's accounts.",
  alreadySignedIn: "You are already signed in.",
  alreadyOn: "Two-step sign-in is already set up for this account.",
  notOn: "Two-step sign-in is not set up for this account yet.",
  resetSelf: "You cannot reset your own two-step sign-in. Ask another admin.",
  notFound: "User not found.",
} as const;
const M = TWO_STEP_MESSAGES;

/** The current 30-second step (RFC 6238's T with T0 = 0). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

// Phones show "123 456"; people paste "123-456". Only the digits count.
const codeField = z
  .string({ error: M.codeRequired })
  .transform((s) => s.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired })
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: M.codeFormat }),
  );

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export function normaliseRecoveryCode(text: string): string {
  return text.replace(/[\s-]/g, "").toLowerCase();
}

const recoveryField = z
  .string({ error: M.recoveryRequired })
  .max(64, { error: M.recoveryWrong })
  .transform(normaliseRecoveryCode)
  .pipe(z.string().min(1, { error: M.recoveryRequired }));

/** POST /api/auth/mfa/setup `{code}`. */
export const enrolCodeSchema = z.object({ code: codeField }, { error: "Invalid input." });

export type SecondStep = { kind: "code"; code: string } | { kind: "recovery"; code: string };

/** POST /api/auth/mfa: `{code}` or `{recovery_code}`, exactly one. */
export function parseSecondStep(input: unknown): ParseResult<SecondStep> {
  const body = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const hasCode = body.code !== undefined && body.code !== "";
  const hasRecovery = body.recovery_code !== undefined && body.recovery_code !== "";
  if (hasCode && hasRecovery)
    return { ok: false, error: M.oneOfBoth, fields: { code: M.oneOfBoth } };
  if (hasRecovery) {
    const parsed = toResult(z.object({ recovery_code: recoveryField }), body);
    return parsed.ok
      ? { ok: true, data: { kind: "recovery", code: parsed.data.recovery_code } }
      : parsed;
  }
  const parsed = toResult(enrolCodeSchema, body);
  return parsed.ok ? { ok: true, data: { kind: "code", code: parsed.data.code } } : parsed;
}

/** POST /api/auth/mfa's body as documented: parseSecondStep also checks that only one is sent. */
export const secondStepBodySchema = z.union([
  enrolCodeSchema,
  z.object({
    recovery_code: z.string().max(64).meta({
      description: "One of the recovery codes from enrolment; case, spaces and hyphens ignored.",
    }),
  }),
]);

/** GET /api/auth/mfa/setup's answer: the secret, as text and as the URL the QR code holds. */
export const setupAnswerSchema = z.object({
  secret: z
    .string()
    .regex(/^[A-Z2-7]+$/)
    .meta({ description: "Base32." }),
  otpauth_url: z.string().regex(/^otpauth:\/\/totp\//),
});

/** POST /api/auth/mfa/setup's answer: the recovery codes, shown this once. */
export const enrolAnswerSchema = z.object({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});

export function parseEnrolCode(input: unknown): ParseResult<{ code: string }> {
  return toResult(enrolCodeSchema, input);
}

/** Recovery codes are shown as two groups of five, easier to copy by hand. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A base32 secret in groups of four, as people copy it into an app by hand. */
export function secretGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}
