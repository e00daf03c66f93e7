import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  grievanceFormToInput,
  isGrievanceStatus,
  GRIEVANCE_MESSAGES as M,
  MAX_GRIEVANCE_LENGTH,
  parseGrievance,
} from "./schema.ts";

const valid = {
  reference: "gs-7k2m 9qx4",
  phone: "+91 98765 43210",
  email: " asha@example.test ",
  text: "  The bank was sent my file although I declined.  ",
  consent: true,
};

describe("parseGrievance", () => {
  it("reads a full grievance: the reference normalised, the mobile as 10 digits, text trimmed", () => {
    expect(parseGrievance(valid)).toEqual({
      ok: true,
      data: {
        reference: "GS-7K2M9QX4",
        phone: "9876543210",
        email: "asha@example.test",
        text: "The bank was sent my file although I declined.",
        consent: true,
        language: "en",
      },
    });
  });

  it("takes the reference and the e-mail as optional: absent, null or blank is none", () => {
    for (const none of [undefined, null, "", "   "]) {
      const parsed = parseGrievance({ ...valid, reference: none, email: none });
      expect(parsed.ok && parsed.data).toMatchObject({ reference: null, email: null });
    }
  });

  it.each([
    ["a reference that cannot be one", { reference: "GS-12" }, "reference", M.reference],
    ["a reference that is a number", { reference: 12 }, "reference", M.reference],
    ["no mobile", { phone: "" }, "phone", M.phone],
    ["a number starting 2", { phone: "2345678901" }, "phone", M.phone],
    ["a mobile starting 5", { phone: "5876543210" }, "phone", M.phone],
    ["a bad e-mail", { email: "asha@" }, "email", M.emailInvalid],
    ["an e-mail that is not text", { email: 5 }, "email", M.emailInvalid],
    ["no text", { text: "   " }, "text", M.textRequired],
    ["text missing", { text: undefined }, "text", M.textRequired],
    ["text too long", { text: "x".repeat(MAX_GRIEVANCE_LENGTH + 1) }, "text", M.textLength],
    ["no consent", { consent: false }, "consent", M.consent],
    ["consent as text", { consent: "yes" }, "consent", M.consent],
    ["an unknown language", { language: "fr" }, "language", M.language],
  ])("refuses %s with the field's message", (_name, change, field, message) => {
    const parsed = parseGrievance({ ...valid, ...change });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fields[field]).toBe(message);
  });

  it("accepts the longest text and keeps Hindi as typed", () => {
    const text = "मेरी फ़ाइल बिना पूछे बैंक को भेजी गई।".padEnd(MAX_GRIEVANCE_LENGTH, ".");
    const parsed = parseGrievance({ ...valid, text, language: "hi" });
    expect(parsed.ok && parsed.data).toMatchObject({ text, language: "hi" });
  });

  it("never throws, and accepts only with a mobile, some text and consent (property)", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            reference: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
            phone: fc.oneof(fc.string(), fc.constantFrom("9876543210", "+919876543210")),
            email: fc.oneof(fc.string(), fc.constant(null)),
            text: fc.oneof(fc.string(), fc.integer()),
            consent: fc.oneof(fc.boolean(), fc.string()),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const parsed = parseGrievance(input);
          if (parsed.ok) {
            expect(parsed.data.phone).toMatch(/^[6-9]\d{9}$/);
            expect(parsed.data.text.length).toBeGreaterThan(0);
            expect(input.consent).toBe(true);
          } else {
            expect(parsed.error).toEqual(expect.any(String));
          }
        },
      ),
    );
  });
});

describe("grievanceFormToInput", () => {
  it("reads the consent box as the API's boolean", () => {
    expect(grievanceFormToInput({ text: "x", consent: "yes" })).toEqual({
      text: "x",
      consent: true,
    });
    expect(grievanceFormToInput({ text: "x" })).toEqual({ text: "x", consent: false });
  });
});

describe("isGrievanceStatus", () => {
  it("knows open and resolved only", () => {
    expect(["open", "resolved", "closed", "", null].map(isGrievanceStatus)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
