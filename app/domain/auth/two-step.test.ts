import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatRecoveryCode,
  TWO_STEP_MESSAGES as M,
  normaliseRecoveryCode,
  parseEnrolCode,
  parseSecondStep,
  secretGroups,
  totpStep,
} from "./two-step.ts";

describe("parseSecondStep", () => {
  it.each([
    [{ code: "123456" }, { ok: true, data: { kind: "code", code: "123456" } }],
    [{ code: "123 456" }, { ok: true, data: { kind: "code", code: "123456" } }],
    [{ code: "123-456" }, { ok: true, data: { kind: "code", code: "123456" } }],
    [
      { recovery_code: "ABCDE-fghjk" },
      { ok: true, data: { kind: "recovery", code: "abcdefghjk" } },
    ],
    [
      { code: "", recovery_code: "abcde fghjk" },
      { ok: true, data: { kind: "recovery", code: "abcdefghjk" } },
    ],
    [{}, { ok: false, error: M.codeRequired, fields: { code: M.codeRequired } }],
    [{ code: "12345" }, { ok: false, error: M.codeFormat, fields: { code: M.codeFormat } }],
    [{ code: "1234567" }, { ok: false, error: M.codeFormat, fields: { code: M.codeFormat } }],
    [{ code: "12a456" }, { ok: false, error: M.codeFormat, fields: { code: M.codeFormat } }],
    [{ code: 123456 }, { ok: false, error: M.codeRequired, fields: { code: M.codeRequired } }],
    [
      { code: "123456", recovery_code: "x" },
      { ok: false, error: M.oneOfBoth, fields: { code: M.oneOfBoth } },
    ],
    [
      { recovery_code: " - " },
      { ok: false, error: M.recoveryRequired, fields: { recovery_code: M.recoveryRequired } },
    ],
    [
      { recovery_code: "x".repeat(65) },
      { ok: false, error: M.recoveryWrong, fields: { recovery_code: M.recoveryWrong } },
    ],
  ])("%j → %j", (input, expected) => {
    expect(parseSecondStep(input)).toEqual(expected);
  });

  it("never throws and refuses anything but six digits as a code", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseSecondStep(input);
        if (result.ok && result.data.kind === "code") expect(result.data.code).toMatch(/^\d{6}$/);
      }),
    );
  });
});

describe("parseEnrolCode", () => {
  it("takes the code alone", () => {
    expect(parseEnrolCode({ code: " 987 654 " })).toEqual({ ok: true, data: { code: "987654" } });
    expect(parseEnrolCode({ recovery_code: "abcdefghjk" }).ok).toBe(false);
  });
});

describe("recovery codes and secrets as people read them", () => {
  it("formats a code in two fives and reads it back whatever the case and spacing", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z2-9]{10}$/), (code) => {
        const shown = formatRecoveryCode(code);
        expect(shown).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
        expect(normaliseRecoveryCode(shown.toUpperCase().replace("-", " "))).toBe(code);
      }),
    );
  });

  it("groups a secret in fours that join back into it", () => {
    expect(secretGroups("ABCDEFGHIJ")).toEqual(["ABCD", "EFGH", "IJ"]);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{0,40}$/), (secret) => {
        expect(secretGroups(secret).join("")).toBe(secret);
      }),
    );
  });
});

describe("totpStep", () => {
  it("counts 30-second steps from the Unix epoch (RFC 6238, T0 = 0)", () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1_111_111_109_000)).toBe(37_037_036);
    expect(totpStep(29_999)).toBe(0);
  });
});
