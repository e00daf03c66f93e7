import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseContactMessage } from "./schema.ts";
import { CONTACT_MESSAGE } from "./test-fixtures.ts";

describe("contact message", () => {
  it("accepts a valid message and trims it", () => {
    expect(parseContactMessage({ ...CONTACT_MESSAGE, first_name: " Ravi " })).toEqual({
      ok: true,
      data: CONTACT_MESSAGE,
    });
  });

  it("names and message are optional", () => {
    const result = parseContactMessage({
      email: CONTACT_MESSAGE.email,
      phone: CONTACT_MESSAGE.phone,
      consent: true,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        first_name: null,
        last_name: null,
        email: CONTACT_MESSAGE.email,
        phone: CONTACT_MESSAGE.phone,
        message: null,
        consent: true,
      },
    });
  });

  it.each([
    ["email", "", "Email is required."],
    ["email", undefined, "Email is required."],
    ["email", "asha", "Enter a valid email address."],
    ["phone", "", "Phone number is required."],
    ["phone", "987654321", "Enter a valid phone number."],
    ["phone", "1234567890123456", "Enter a valid phone number."],
    ["first_name", "x".repeat(101), "First name must be at most 100 characters."],
    ["last_name", "x".repeat(101), "Last name must be at most 100 characters."],
    ["message", "x".repeat(2001), "Message must be at most 2000 characters."],
    ["consent", false, "Please agree to be contacted and to the privacy notice to continue."],
    ["consent", undefined, "Please agree to be contacted and to the privacy notice to continue."],
    ["consent", "true", "Please agree to be contacted and to the privacy notice to continue."],
  ])("%s = %j → %s", (field, value, message) => {
    const result = parseContactMessage({ ...CONTACT_MESSAGE, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it("accepts 10 and 15 digit phones and a 2000-character message", () => {
    expect(parseContactMessage({ ...CONTACT_MESSAGE, phone: "9876543210" }).ok).toBe(true);
    expect(parseContactMessage({ ...CONTACT_MESSAGE, phone: "123456789012345" }).ok).toBe(true);
    expect(parseContactMessage({ ...CONTACT_MESSAGE, message: "x".repeat(2000) }).ok).toBe(true);
  });

  it("never throws on arbitrary input", () => {
    fc.assert(fc.property(fc.jsonValue(), (input) => parseContactMessage(input).ok === false));
  });
});
