import { describe, expect, it } from "vitest";
import {
  checkCode,
  codeFromUint32,
  decideSend,
  isOtpCode,
  OTP_LIFETIME_MS,
  OTP_MESSAGES,
  otpMessage,
} from "./rules.ts";

// A fake clock: every time is an offset from T0.
const T0 = Date.parse("2026-11-24T10:00:00Z");
const at = (ms: number) => new Date(T0 + ms);
const S = 1000;
const MIN = 60 * S;

describe("decideSend (30 s between codes, 5 an hour)", () => {
  it("allows the first code", () => {
    expect(decideSend([], at(0))).toEqual({ ok: true });
  });

  it("refuses a resend within 30 seconds and says how long to wait", () => {
    const decision = decideSend([at(0)], at(29 * S));
    expect(decision).toMatchObject({ ok: false, reason: "too-soon", retryAfterMs: 1 * S });
    expect(decision.ok ? "" : decision.error).toBe(OTP_MESSAGES.tooSoon);
    expect(decideSend([at(0)], at(30 * S))).toEqual({ ok: true });
  });

  it("allows five in an hour and refuses the sixth until the oldest is an hour old", () => {
    const five = [0, 1, 2, 3, 4].map((i) => at(i * 5 * MIN));
    expect(decideSend(five.slice(0, 4), at(20 * MIN))).toEqual({ ok: true });
    const sixth = decideSend(five, at(30 * MIN));
    expect(sixth).toMatchObject({ ok: false, reason: "too-many", retryAfterMs: 30 * MIN });
    expect(decideSend(five, at(60 * MIN + 1))).toEqual({ ok: true });
  });

  it("ignores sends outside the hour and from the future", () => {
    expect(decideSend([at(-61 * MIN), at(5 * MIN)], at(0))).toEqual({ ok: true });
  });
});

describe("checkCode (10-minute life, 3 wrong tries)", () => {
  const fresh = { createdAt: at(0), wrongTries: 0, consumed: false };

  it("verifies the right code within 10 minutes", () => {
    expect(checkCode(fresh, true, at(9 * MIN))).toEqual({ outcome: "verified" });
  });

  it("refuses any code after 10 minutes", () => {
    expect(checkCode(fresh, true, at(OTP_LIFETIME_MS))).toEqual({ outcome: "dead" });
  });

  it("counts wrong codes and voids the code at the third", () => {
    expect(checkCode(fresh, false, at(MIN))).toEqual({ outcome: "wrong", void: false });
    expect(checkCode({ ...fresh, wrongTries: 1 }, false, at(MIN))).toEqual({
      outcome: "wrong",
      void: false,
    });
    expect(checkCode({ ...fresh, wrongTries: 2 }, false, at(MIN))).toEqual({
      outcome: "wrong",
      void: true,
    });
  });

  it("refuses even the right code on the fourth try", () => {
    expect(checkCode({ ...fresh, wrongTries: 3 }, true, at(MIN))).toEqual({ outcome: "dead" });
  });

  it("refuses a used code and a missing one", () => {
    expect(checkCode({ ...fresh, consumed: true }, true, at(MIN))).toEqual({ outcome: "dead" });
    expect(checkCode(undefined, true, at(MIN))).toEqual({ outcome: "dead" });
  });
});

describe("codes", () => {
  it("are six digits, zero-padded, and uniform (the top of the 32-bit range is drawn again)", () => {
    expect(codeFromUint32(0)).toBe("000000");
    expect(codeFromUint32(1_234_567)).toBe("234567");
    expect(codeFromUint32(4_293_999_999)).toBe("999999");
    expect(codeFromUint32(4_294_000_000)).toBeNull();
    expect(codeFromUint32(-1)).toBeNull();
  });

  it("isOtpCode accepts exactly six digits", () => {
    expect(isOtpCode("012345")).toBe(true);
    for (const bad of ["12345", "1234567", "12a456", 123456, null]) {
      expect(isOtpCode(bad)).toBe(false);
    }
  });

  it("the SMS starts with the code and says how long it lives", () => {
    expect(otpMessage("123456")).toMatch(/^123456 .*10 minutes/);
    expect(otpMessage("123456", "en")).toBe(otpMessage("123456"));
    const hindi = otpMessage("123456", "hi");
    expect(hindi).toMatch(/^123456 .*10 मिनट/);
    // One Unicode SMS segment holds 70 characters.
    expect([...hindi].length).toBeLessThanOrEqual(70);
  });
});
