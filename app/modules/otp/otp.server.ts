import crypto from "node:crypto";
import type { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import {
  checkCode,
  codeFromUint32,
  decideSend,
  OTP_MAX_WRONG_TRIES,
  OTP_MESSAGES,
  otpMessage,
} from "../../domain/otp/rules.ts";
import { otpRequestSchema, otpVerifySchema } from "../../domain/otp/schemas.ts";
import { type ParseResult, toResult } from "../../domain/validation.ts";
import { refuseNul } from "../../utils/form-guards.ts";
import { log } from "../../utils/log.server.ts";
import { deletedRows } from "../deleted-rows.server.ts";
import { smsProvider } from "./sms.server.ts";
import { issueVerification, otpSecret } from "./verification.server.ts";

// POST /api/otp and POST /api/otp/verify (docs/product/borrower-journey.md "Mobile verification",
// docs/decisions/011). Codes are kept only as an HMAC under the server's secret (a plain hash of
// six digits is reversed by trying a million), compared in constant time; the per-number limits
// live in the database so that every instance counts the same sends.

export type RequestCodeResult =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 404 | 429 | 502;
      error: string;
      fields?: Record<string, string>;
      retryAfterS?: number;
    };

export type VerifyCodeResult =
  | { ok: true; verification: string }
  | { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

const HOUR_MS = 60 * 60_000;

function hashCode(phone: string, code: string): string {
  return crypto.createHmac("sha256", otpSecret()).update(`${phone}:${code}`).digest("hex");
}

function randomCode(): string {
  for (;;) {
    const code = codeFromUint32(crypto.randomBytes(4).readUInt32BE(0));
    if (code) return code;
  }
}

/**
 * The body read with its zod schema (app/domain/otp/schemas.ts), after the NUL guard every public
 * write has: the API's contract has parsed it already, the my-loan page's form has not.
 */
function readInput<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  return refuseNul(input) ?? toResult(schema, input);
}

/** Sends a new code to the number, within the 30-second and five-an-hour limits. */
export async function requestCode(
  input: unknown,
  now: Date = new Date(),
): Promise<RequestCodeResult> {
  const provider = smsProvider();
  const read = readInput(otpRequestSchema, input);
  if (!read.ok) return { ...read, status: 400 };
  if (!provider) return { ok: false, status: 404, error: OTP_MESSAGES.unavailable };
  const { phone, language } = read.data;
  const db = getDb();
  const recent = await db
    .selectFrom("otp_codes")
    .select("created_at")
    .where("phone", "=", phone)
    .where("created_at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
    .execute();
  const decision = decideSend(
    recent.map((r) => new Date(r.created_at)),
    now,
  );
  if (!decision.ok) {
    return {
      ok: false,
      status: 429,
      error: decision.error,
      retryAfterS: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
    };
  }
  const code = randomCode();
  const at = now.toISOString();
  // A new code retires the older ones: only the latest can verify.
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("otp_codes")
      .set({ consumed_at: at })
      .where("phone", "=", phone)
      .where("consumed_at", "is", null)
      .execute();
    await trx
      .insertInto("otp_codes")
      .values({
        phone,
        code_hash: hashCode(phone, code),
        wrong_tries: 0,
        consumed_at: null,
        created_at: at,
      })
      .execute();
  });
  try {
    await provider.send({ to: `+91${phone}`, message: otpMessage(code, language), code });
  } catch (error) {
    log("error", "sms send failed", {
      provider: provider.name,
      error: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, status: 502, error: OTP_MESSAGES.sendFailed };
  }
  return { ok: true };
}

/** Checks a code: right and alive → a verification token; else one answer for every failure. */
export async function verifyCode(
  input: unknown,
  now: Date = new Date(),
): Promise<VerifyCodeResult> {
  const read = readInput(otpVerifySchema, input);
  if (!read.ok) return { ...read, status: 400 };
  if (!smsProvider()) return { ok: false, status: 404, error: OTP_MESSAGES.unavailable };
  const { phone, code } = read.data;
  const wrong = {
    ok: false,
    status: 400,
    error: OTP_MESSAGES.wrongOrExpired,
    fields: { code: OTP_MESSAGES.wrongOrExpired },
  } as const;
  return getDb()
    .transaction()
    .execute(async (trx): Promise<VerifyCodeResult> => {
      const stored = await trx
        .selectFrom("otp_codes")
        .selectAll()
        .where("phone", "=", phone)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      // Compared whatever the state (a dummy hash when there is no code) so timing tells nothing.
      const expected = Buffer.from(stored?.code_hash ?? "0".repeat(64), "hex");
      const given = Buffer.from(hashCode(phone, code), "hex");
      const matches = crypto.timingSafeEqual(expected, given) && stored !== undefined;
      const outcome = checkCode(
        stored && {
          createdAt: new Date(stored.created_at),
          wrongTries: Number(stored.wrong_tries),
          consumed: stored.consumed_at !== null,
        },
        matches,
        now,
      );
      if (!stored || outcome.outcome === "dead") return wrong;
      if (outcome.outcome === "wrong") {
        // Counted in the row, guarded so two racing wrong guesses cannot both be the third.
        await trx
          .updateTable("otp_codes")
          .set((eb) => ({
            wrong_tries: eb("wrong_tries", "+", 1),
            consumed_at: outcome.void ? now.toISOString() : null,
          }))
          .where("id", "=", stored.id)
          .where("consumed_at", "is", null)
          .where("wrong_tries", "<", OTP_MAX_WRONG_TRIES)
          .execute();
        return wrong;
      }
      const used = await trx
        .updateTable("otp_codes")
        .set({ consumed_at: now.toISOString() })
        .where("id", "=", stored.id)
        .where("consumed_at", "is", null)
        .executeTakeFirst();
      // Two racing right answers: only the first wins a token.
      if (Number(used.numUpdatedRows) !== 1) return wrong;
      return { ok: true, verification: issueVerification(phone, now) };
    });
}

/** Codes older than a day prove nothing any more (the hourly limit looks back one hour). */
export const OTP_KEEP_MS = 24 * HOUR_MS;

/** Deletes old code rows: data minimisation; run by the scheduler (server/jobs.ts). */
export async function purgeOldCodes(now: Date = new Date()): Promise<number> {
  return deletedRows(
    getDb()
      .deleteFrom("otp_codes")
      .where("created_at", "<", new Date(now.getTime() - OTP_KEEP_MS).toISOString()),
  );
}
