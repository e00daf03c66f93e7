import { describe, expect, it } from "vitest";
import {
  issueVerification,
  phoneVerifiedBy,
  VERIFICATION_LIFETIME_MS,
  verifiedPhone,
} from "./verification.server.ts";

describe("verification tokens", () => {
  const now = new Date("2026-11-24T10:00:00Z");

  it("vouch for their own number until they expire", () => {
    const token = issueVerification("9876543210", now);
    expect(verifiedPhone(token, now)).toBe("9876543210");
    expect(phoneVerifiedBy(token, "+91 98765 43210", now)).toBe(true);
    expect(phoneVerifiedBy(token, "9876543211", now)).toBe(false);
    const later = new Date(now.getTime() + VERIFICATION_LIFETIME_MS);
    expect(verifiedPhone(token, later)).toBeNull();
  });

  it("cannot be forged or moved to another number", () => {
    const token = issueVerification("9876543210", now);
    expect(verifiedPhone(token.replace("9876543210", "9876543211"), now)).toBeNull();
    expect(
      verifiedPhone(`${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`, now),
    ).toBeNull();
    for (const bad of [undefined, null, "", 5, "v1.x", "v1.9876543210.1.zz"]) {
      expect(verifiedPhone(bad, now)).toBeNull();
    }
  });
});
