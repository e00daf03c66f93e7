import { beforeAll, describe, expect, it } from "vitest";
import { totp } from "../../../scripts/lib/authenticator.mjs";
import { getDb } from "../../db/db.server.ts";
import { totpStep } from "../../domain/auth/two-step.ts";
import { forgetFilesKey } from "../files/files-key.server.ts";
import { createUser, type PublicUser } from "../users/users.server.ts";
import {
  confirmEnrolment,
  decryptSecret,
  encryptSecret,
  forgetTwoStepKeys,
  recoveryCodesLeft,
  renewRecoveryCodes,
  resetTwoStep,
  setupSecret,
  twoStepState,
  twoStepSummaries,
  verifySecondStep,
} from "./two-step.server.ts";

// The two-step rules on a fixed clock (docs/decisions/041-two-step-sign-in.md); the HTTP flow, the
// pages and two instances are in tests/integration/two-step.test.ts.

const T0 = new Date("2026-12-02T10:00:05Z");
const at = (steps: number) => new Date(T0.getTime() + steps * 30_000);
const STEP = totpStep(T0.getTime());

beforeAll(() => {
  process.env.FILES_KEY ??= "5a".repeat(32);
});

async function member(role: "staff" | "admin" = "staff"): Promise<PublicUser> {
  return createUser({
    email: `member-${Math.random().toString(36).slice(2)}@example.test`,
    password: "long enough password",
    role,
  });
}

async function enrolled() {
  const user = await member();
  const setup = await setupSecret(user);
  if ("ok" in setup) throw new Error("setup refused");
  const done = await confirmEnrolment(user, totp(setup.secret, STEP), T0);
  if (!done.ok) throw new Error(done.error);
  return { user, secret: setup.secret, recoveryCodes: done.recoveryCodes };
}

describe("the secret at rest", () => {
  it("round-trips, differs from the secret, and opens only for its own account", () => {
    const stored = encryptSecret("JBSWY3DPEHPK3PXP", 7);
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(encryptSecret("JBSWY3DPEHPK3PXP", 7)).not.toBe(stored);
    expect(decryptSecret(stored, 7)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decryptSecret(stored, 8)).toThrow(/does not open with this server's key/);
  });

  it("under another app key it does not open, and the error names the key to set", () => {
    const stored = encryptSecret("JBSWY3DPEHPK3PXP", 7);
    const before = process.env.FILES_KEY;
    process.env.FILES_KEY = "ab".repeat(32);
    forgetFilesKey();
    forgetTwoStepKeys();
    try {
      expect(() => decryptSecret(stored, 7)).toThrow(/user 7 .*FILES_KEY/);
    } finally {
      if (before === undefined) delete process.env.FILES_KEY;
      else process.env.FILES_KEY = before;
      forgetFilesKey();
      forgetTwoStepKeys();
    }
    expect(decryptSecret(stored, 7)).toBe("JBSWY3DPEHPK3PXP");
  });
});

describe("enrolment", () => {
  it("keeps one secret until the first code, which turns it on and makes ten recovery codes", async () => {
    const user = await member();
    expect(await twoStepState(user.id)).toBe("off");
    const first = await setupSecret(user);
    const again = await setupSecret(user);
    if ("ok" in first || "ok" in again) throw new Error("setup refused");
    expect(again.secret).toBe(first.secret);
    expect(await twoStepState(user.id)).toBe("pending");
    expect(await confirmEnrolment(user, totp(first.secret, STEP + 2), T0)).toEqual({
      ok: false,
      status: 400,
      error: expect.stringContaining("That code is not right."),
    });
    const done = await confirmEnrolment(user, totp(first.secret, STEP - 1), T0);
    expect(done).toEqual({ ok: true, recoveryCodes: expect.any(Array) });
    expect(await twoStepState(user.id)).toBe("on");
    expect((await confirmEnrolment(user, totp(first.secret, STEP), T0)).ok).toBe(false);
    const summary = (await twoStepSummaries()).get(user.id);
    expect(summary).toEqual({ state: "on", enrolledAt: T0.toISOString(), recoveryCodesLeft: 10 });
  });
});

describe("the second step", () => {
  it("takes each step once, within one step of the clock", async () => {
    const { user, secret } = await enrolled();
    const code = (step: number) => ({ kind: "code" as const, code: totp(secret, step) });
    // The enrolment's step is spent; the one before it and after it are not.
    expect((await verifySecondStep(user, code(STEP), T0)).ok).toBe(false);
    expect(await verifySecondStep(user, code(STEP - 1), T0)).toEqual({
      ok: true,
      recoveryCodesLeft: null,
    });
    expect((await verifySecondStep(user, code(STEP + 1), T0)).ok).toBe(true);
    expect((await verifySecondStep(user, code(STEP + 1), at(1))).ok).toBe(false);
    expect((await verifySecondStep(user, code(STEP + 3), T0)).ok).toBe(false);
    // Later, the steps of the new window are fresh; old rows are let go.
    expect((await verifySecondStep(user, code(STEP + 10), at(10))).ok).toBe(true);
    const rows = await getDb()
      .selectFrom("mfa_used_steps")
      .select("step")
      .where("user_id", "=", user.id)
      .execute();
    expect(rows.map((r) => r.step)).toEqual([STEP + 10]);
  });

  it("spends a recovery code once, whatever its case and spacing", async () => {
    const { user, recoveryCodes } = await enrolled();
    const typed = recoveryCodes[4].toUpperCase().replace("-", " ");
    expect(await verifySecondStep(user, { kind: "recovery", code: typed }, T0)).toEqual({
      ok: true,
      recoveryCodesLeft: 9,
    });
    expect(
      (await verifySecondStep(user, { kind: "recovery", code: recoveryCodes[4] }, T0)).ok,
    ).toBe(false);
  });
});

describe("new recovery codes", () => {
  it("need a fresh code from the app, and retire every old code at once", async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const recovery = (code: string) => verifySecondStep(user, { kind: "recovery", code }, T0);
    expect((await recovery(recoveryCodes[0])).ok).toBe(true);
    expect(await recoveryCodesLeft(user.id)).toBe(9);
    // The enrolment's own step is spent, and a wrong code changes nothing.
    expect(await renewRecoveryCodes(user, totp(secret, STEP), T0)).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringContaining("already used"),
    });
    expect((await renewRecoveryCodes(user, totp(secret, STEP + 3), T0)).ok).toBe(false);
    expect(await recoveryCodesLeft(user.id)).toBe(9);

    const renewed = await renewRecoveryCodes(user, totp(secret, STEP + 1), T0);
    if (!renewed.ok) throw new Error(renewed.error);
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[1]);
    expect(await recoveryCodesLeft(user.id)).toBe(10);
    expect((await recovery(recoveryCodes[1])).ok).toBe(false);
    expect(await recovery(renewed.recoveryCodes[1])).toEqual({ ok: true, recoveryCodesLeft: 9 });
  });

  it("are refused to an account whose two-step sign-in is not on", async () => {
    expect(await renewRecoveryCodes(await member(), "123456", T0)).toMatchObject({
      ok: false,
      status: 409,
    });
  });
});

describe("an admin's reset", () => {
  it("clears the factor, the codes, the used steps and the member's sessions; never one's own", async () => {
    const admin = await member("admin");
    const { user } = await enrolled();
    await getDb()
      .insertInto("sessions")
      .values({
        id: `s-${user.id}`,
        user_id: user.id,
        created_at: T0.toISOString(),
        expires_at: at(100).toISOString(),
      })
      .execute();
    expect(await resetTwoStep(admin, admin.id)).toMatchObject({ ok: false, status: 400 });
    expect(await resetTwoStep(admin, 99_999_999)).toMatchObject({ ok: false, status: 404 });
    expect(await resetTwoStep(admin, user.id)).toEqual({
      ok: true,
      user: { id: user.id, email: user.email, two_step: "off" },
    });
    expect(await twoStepState(user.id)).toBe("off");
    const left = async (table: "sessions" | "mfa_used_steps" | "mfa_recovery_codes") =>
      (await getDb().selectFrom(table).select("user_id").where("user_id", "=", user.id).execute())
        .length;
    expect([
      await left("sessions"),
      await left("mfa_used_steps"),
      await left("mfa_recovery_codes"),
    ]).toEqual([0, 0, 0]);
    // Enrolling again in the same window works with the new secret.
    const setup = await setupSecret(user);
    if ("ok" in setup) throw new Error("setup refused");
    expect((await confirmEnrolment(user, totp(setup.secret, STEP), T0)).ok).toBe(true);
  });
});
