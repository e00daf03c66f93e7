import crypto from "node:crypto";
import { type Kysely, sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { Database } from "../../db/schema.ts";
import {
  formatRecoveryCode,
  TWO_STEP_MESSAGES as M,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  type SecondStep,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  totpStep,
} from "../../domain/auth/two-step.ts";
import { recordAccess } from "../access-log/access-log.server.ts";
import { filesKey } from "../files/files-key.server.ts";
import type { PublicUser } from "../users/users.server.ts";

// Two-step sign-in for the team (docs/product/team.md "Two-step sign-in",
// docs/decisions/041-two-step-sign-in.md). What a stolen copy of the database must not give away:
// the secrets are encrypted with a key derived from the app's files key (kept outside the
// database), and recovery codes are kept as HMACs under another derived key, so neither can be read
// or guessed offline from the rows alone. A code is good once: its step is claimed by inserting
// (user, step) under a primary key, which every instance sharing the database sees at once.

const SECRET_FORMAT = "v1";

function derivedKey(purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", filesKey(), Buffer.alloc(0), purpose, 32));
}

let secretKeyCache: Buffer | undefined;
let recoveryKeyCache: Buffer | undefined;
const secretKey = () => {
  secretKeyCache ??= derivedKey("gharsetu two-step secrets");
  return secretKeyCache;
};
const recoveryKey = () => {
  recoveryKeyCache ??= derivedKey("gharsetu two-step recovery codes");
  return recoveryKeyCache;
};

/** Tests that change FILES_KEY between cases (with forgetFilesKey). */
export function forgetTwoStepKeys(): void {
  secretKeyCache = undefined;
  recoveryKeyCache = undefined;
}

/** AES-256-GCM, bound to the account: a secret copied onto another user's row does not open. */
export function encryptSecret(base32: string, userId: number): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", secretKey(), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${SECRET_FORMAT}:${Buffer.concat([iv, body]).toString("base64url")}`;
}

export function decryptSecret(stored: string, userId: number): string {
  const [format, payload] = stored.split(":");
  if (format !== SECRET_FORMAT || !payload) throw new Error("unknown two-step secret format");
  const bytes = Buffer.from(payload, "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", secretKey(), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // What the log says when every enrolled sign-in fails: most often a server started with
    // another key than the one the secret was set up under (a new DATA_DIR, a restore or a second
    // instance without the same FILES_KEY), not a broken row. OpenSSL's own words ("Unsupported
    // state or unable to authenticate data") name neither.
    throw new Error(
      `the two-step secret of user ${userId} does not open with this server's key: FILES_KEY (or <DATA_DIR>/files-key) must be the one it was set up with (docs/product/operations.md "One app key")`,
    );
  }
}

const hashRecoveryCode = (code: string) =>
  crypto.createHmac("sha256", recoveryKey()).update(normaliseRecoveryCode(code)).digest("hex");

function totpFor(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/** The step a code belongs to (within one step of now), or null when it matches none. */
function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpFor(base32, "").validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_DRIFT_STEPS,
  });
  return delta === null ? null : totpStep(now.getTime()) + delta;
}

export type TwoStepState = "off" | "pending" | "on";

interface FactorRow {
  mfa_secret: string | null;
  mfa_enrolled_at: string | null;
}

const stateOf = (row: FactorRow): TwoStepState =>
  row.mfa_enrolled_at ? "on" : row.mfa_secret ? "pending" : "off";

async function factorRow(userId: number) {
  return getDb()
    .selectFrom("users")
    .select(["mfa_secret", "mfa_enrolled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Whether the account has set up two-step sign-in ("on"), started to ("pending"), or not. */
export async function twoStepState(userId: number): Promise<TwoStepState> {
  const row = await factorRow(userId);
  return row ? stateOf(row) : "off";
}

export type Failure = { ok: false; status: 400 | 401 | 403 | 404 | 409; error: string };
const fail = (status: Failure["status"], error: string): Failure => ({ ok: false, status, error });

export interface SetupDetails {
  secret: string;
  otpauthUrl: string;
}

/**
 * The secret to enrol with. The same one until the first code proves it (a reload of the QR page
 * must not invalidate what the phone has just scanned); a new one after an admin's reset.
 */
export async function setupSecret(user: PublicUser): Promise<SetupDetails | Failure> {
  const row = await factorRow(user.id);
  if (!row) return fail(404, M.notFound);
  if (row.mfa_enrolled_at) return fail(409, M.alreadyOn);
  let secret = row.mfa_secret ? decryptSecret(row.mfa_secret, user.id) : null;
  if (!secret) {
    const fresh = new Secret({ size: TOTP_SECRET_BYTES }).base32;
    // Two tabs opening the page at once must end up with one secret: only an empty slot is filled.
    await getDb()
      .updateTable("users")
      .set({ mfa_secret: encryptSecret(fresh, user.id) })
      .where("id", "=", user.id)
      .where("mfa_secret", "is", null)
      .where("mfa_enrolled_at", "is", null)
      .execute();
    const stored = await factorRow(user.id);
    if (!stored?.mfa_secret || stored.mfa_enrolled_at) return fail(409, M.alreadyOn);
    secret = decryptSecret(stored.mfa_secret, user.id);
  }
  return { secret, otpauthUrl: totpFor(secret, user.email).toString() };
}

/** The otpauth URL as a QR code, drawn on the server as SVG (no script, no image request). */
export function qrCodeSvg(otpauthUrl: string): Promise<string> {
  return QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
}

function newRecoveryCodes(): string[] {
  // 10 characters of a 32-letter alphabet without 0/o, 1/l/i: 50 bits each, easy to copy by hand.
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join(""),
  );
}

/**
 * Claims `step` for the account: true once per step, on every instance (the insert of a step
 * already used meets the primary key and inserts nothing). Steps too old to be typed again are
 * let go, so the table holds a few rows per member.
 */
async function claimStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const inserted = await db
    .insertInto("mfa_used_steps")
    .values({ user_id: userId, step })
    .onConflict((oc) => oc.columns(["user_id", "step"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await db
    .deleteFrom("mfa_used_steps")
    .where("user_id", "=", userId)
    .where("step", "<", step - 2 * TOTP_DRIFT_STEPS - 1)
    .execute();
  return true;
}

/** Enrolling and renewing answer the new recovery codes, shown once. */
type RecoveryCodesResult = { ok: true; recoveryCodes: string[] } | Failure;

/** Rolls an enrolment or a renewal back when its code's step was taken meanwhile. */
class StepTaken extends Error {}

/**
 * The first code proves the phone holds the secret: two-step sign-in is on from here, and the
 * recovery codes are made (shown once; only their HMACs are kept).
 */
export async function confirmEnrolment(
  user: PublicUser,
  code: string,
  now: Date = new Date(),
): Promise<RecoveryCodesResult> {
  const row = await factorRow(user.id);
  if (!row) return fail(404, M.notFound);
  if (row.mfa_enrolled_at) return fail(409, M.alreadyOn);
  const secret = row.mfa_secret;
  if (!secret) return fail(400, M.setupFirst);
  return issueRecoveryCodes(user, secret, code, now, "set up two-step sign-in", async (trx) => {
    // Only an enrolment still open is finished: two tabs sending codes at once enrol once.
    const opened = await trx
      .updateTable("users")
      .set({ mfa_enrolled_at: now.toISOString() })
      .where("id", "=", user.id)
      .where("mfa_enrolled_at", "is", null)
      .where("mfa_secret", "=", secret)
      .executeTakeFirst();
    return Number(opened.numUpdatedRows) === 1 ? null : fail(409, M.alreadyOn);
  });
}

/**
 * What enrolling and renewing share once the account's state allows it: `code` must match the
 * stored secret (400), then in one transaction `first` may refuse (enrolment: switching two-step
 * on), the code's step is claimed (a step taken meanwhile rolls it all back: 400, used) and the
 * recovery codes are replaced. The member's own access-log line says `detail`; the answer shows
 * the new codes, once.
 */
async function issueRecoveryCodes(
  user: PublicUser,
  encryptedSecret: string,
  code: string,
  now: Date,
  detail: string,
  first: (trx: Kysely<Database>) => Promise<Failure | null> = async () => null,
): Promise<RecoveryCodesResult> {
  const step = matchingStep(decryptSecret(encryptedSecret, user.id), code, now);
  if (step === null) return fail(400, M.codeWrong);
  const recoveryCodes = newRecoveryCodes();
  let refused: Failure | null;
  try {
    refused = await getDb()
      .transaction()
      .execute(async (trx) => {
        const refusal = await first(trx);
        if (refusal) return refusal;
        if (!(await claimStep(trx, user.id, step))) throw new StepTaken();
        await replaceRecoveryCodes(trx, user.id, recoveryCodes);
        return null;
      });
  } catch (error) {
    if (!(error instanceof StepTaken)) throw error;
    refused = fail(400, M.codeUsed);
  }
  if (refused) return refused;
  await logOwnTwoStep(user, detail);
  return { ok: true, recoveryCodes: recoveryCodes.map(formatRecoveryCode) };
}

/** The access log's line for what a member did with their own second factor. */
function logOwnTwoStep(user: PublicUser, detail: string) {
  return recordAccess({
    actorId: user.id,
    actorEmail: user.email,
    action: "two-step",
    subjectType: "user",
    subjectId: user.id,
    detail,
  });
}

/** The second step of a sign-in: a fresh code, or a recovery code not used before. */
export async function verifySecondStep(
  user: PublicUser,
  input: SecondStep,
  now: Date = new Date(),
): Promise<{ ok: true; recoveryCodesLeft: number | null } | Failure> {
  const row = await factorRow(user.id);
  if (!row?.mfa_enrolled_at || !row.mfa_secret) return fail(401, M.enrolFirst);
  if (input.kind === "code") {
    const step = matchingStep(decryptSecret(row.mfa_secret, user.id), input.code, now);
    if (step === null) return fail(400, M.codeWrong);
    if (!(await claimStep(getDb(), user.id, step))) return fail(400, M.codeUsed);
    return { ok: true, recoveryCodesLeft: null };
  }
  const spent = await getDb()
    .updateTable("mfa_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", user.id)
    .where("code_hash", "=", hashRecoveryCode(input.code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return fail(400, M.recoveryWrong);
  const left = await recoveryCodesLeft(user.id);
  await logOwnTwoStep(user, `signed in with a recovery code (${left} left)`);
  return { ok: true, recoveryCodesLeft: left };
}

/**
 * New recovery codes for a member whose two-step sign-in is on, proved by a fresh code from the
 * app (a session left open on a shared PC must not be enough): the old codes stop working at once.
 */
export async function renewRecoveryCodes(
  user: PublicUser,
  code: string,
  now: Date = new Date(),
): Promise<RecoveryCodesResult> {
  const row = await factorRow(user.id);
  if (!row?.mfa_enrolled_at || !row.mfa_secret) return fail(409, M.notOn);
  return issueRecoveryCodes(user, row.mfa_secret, code, now, "made new recovery codes");
}

/** The member's recovery codes are these from now on (kept as HMACs only). */
async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number, codes: string[]) {
  await trx.deleteFrom("mfa_recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("mfa_recovery_codes")
    .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c), used_at: null })))
    .execute();
}

export async function recoveryCodesLeft(userId: number): Promise<number> {
  const row = await getDb()
    .selectFrom("mfa_recovery_codes")
    .select(sql<number>`count(*)`.as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * An admin's reset of a member's second factor (a lost phone): the secret, the recovery codes and
 * every session of that member go; their next sign-in enrols again. Resetting one's own factor is
 * refused, like removing one's own admin role: another admin must do it.
 */
export async function resetTwoStep(
  actor: PublicUser,
  userId: number,
): Promise<{ ok: true; user: ResetUser } | Failure> {
  if (!Number.isSafeInteger(userId) || userId <= 0) return fail(404, M.notFound);
  if (userId === actor.id) return fail(400, M.resetSelf);
  const target = await getDb()
    .selectFrom("users")
    .select(["id", "email", "mfa_secret", "mfa_enrolled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!target) return fail(404, M.notFound);
  return {
    ok: true,
    user: await clearFactor(target, { actorId: actor.id, actorEmail: actor.email }),
  };
}

/**
 * The operator's reset (`npm run reset-two-step -- EMAIL`, docs/product/operations.md): for the
 * admin who lost both phone and recovery codes when no other admin can reset them.
 */
export async function resetTwoStepByOperator(email: string): Promise<ResetUser | null> {
  const target = await getDb()
    .selectFrom("users")
    .select(["id", "email", "mfa_secret", "mfa_enrolled_at"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return target ? clearFactor(target, { actorId: null, actorEmail: "operator" }) : null;
}

/** What a reset answers (POST /api/users/{id}/mfa-reset): the member, now without a factor. */
export const resetUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  two_step: z.literal("off"),
});
type ResetUser = z.output<typeof resetUserSchema>;

async function clearFactor(
  target: FactorRow & { id: number; email: string },
  by: { actorId: number | null; actorEmail: string },
): Promise<ResetUser> {
  const before = stateOf(target);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ mfa_secret: null, mfa_enrolled_at: null })
        .where("id", "=", target.id)
        .execute();
      await trx.deleteFrom("mfa_used_steps").where("user_id", "=", target.id).execute();
      await trx.deleteFrom("mfa_recovery_codes").where("user_id", "=", target.id).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", target.id).execute();
    });
  await recordAccess({
    ...by,
    action: "two-step",
    subjectType: "user",
    subjectId: target.id,
    detail: `reset two-step sign-in of ${target.email} (was ${before})`,
  });
  return { id: target.id, email: target.email, two_step: "off" };
}

export interface TwoStepSummary {
  state: TwoStepState;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

/** Each account's two-step state for the Users page, by user id (accounts never enrolled: off). */
export async function twoStepSummaries(): Promise<Map<number, TwoStepSummary>> {
  const [users, codes] = await Promise.all([
    getDb()
      .selectFrom("users")
      .select(["id", "mfa_secret", "mfa_enrolled_at"])
      .where((eb) =>
        eb.or([eb("mfa_secret", "is not", null), eb("mfa_enrolled_at", "is not", null)]),
      )
      .execute(),
    getDb()
      .selectFrom("mfa_recovery_codes")
      .select(["user_id", sql<number>`count(*)`.as("n")])
      .where("used_at", "is", null)
      .groupBy("user_id")
      .execute(),
  ]);
  const left = new Map(codes.map((c) => [c.user_id, Number(c.n)]));
  return new Map(
    users.map((u) => [
      u.id,
      { state: stateOf(u), enrolledAt: u.mfa_enrolled_at, recoveryCodesLeft: left.get(u.id) ?? 0 },
    ]),
  );
}
