import { describe, expect, it } from "vitest";
import { CALLBACK_MESSAGES, callbackFormToInput, parseCallbackRequest } from "./schema.ts";
import { CALLBACK_REQUEST } from "./test-fixtures.ts";

describe("parseCallbackRequest", () => {
  it("accepts a valid request and keeps the 10 digits", () => {
    const parsed = parseCallbackRequest({ ...CALLBACK_REQUEST, bank: "sbi" });
    expect(parsed).toEqual({
      ok: true,
      data: {
        name: "Ravi Kumar",
        phone: "9876543210",
        city: "Pune",
        preferred_slot: "17:00-19:00",
        consent: true,
        bank: "sbi",
        language: "en",
      },
    });
    expect(parseCallbackRequest({ ...CALLBACK_REQUEST, bank: "" })).toMatchObject({
      data: { bank: null },
    });
    expect(parseCallbackRequest({ ...CALLBACK_REQUEST, language: "hi" })).toMatchObject({
      data: { language: "hi" },
    });
  });

  it.each([
    ["phone", { phone: "5876543210" }, CALLBACK_MESSAGES.phone],
    ["phone", { phone: "98765" }, CALLBACK_MESSAGES.phone],
    ["phone", { phone: 9876543210 }, CALLBACK_MESSAGES.phone],
    ["preferred_slot", { preferred_slot: "07:00-08:00" }, CALLBACK_MESSAGES.slot],
    ["preferred_slot", { preferred_slot: "19:00-21:00" }, CALLBACK_MESSAGES.slot],
    ["consent", { consent: false }, CALLBACK_MESSAGES.consent],
    ["language", { language: "Hindi" }, CALLBACK_MESSAGES.language],
    ["consent", { consent: "true" }, CALLBACK_MESSAGES.consent],
    ["name", { name: "" }, CALLBACK_MESSAGES.nameRequired],
    ["city", { city: "x".repeat(61) }, CALLBACK_MESSAGES.cityLength],
    ["bank", { bank: "acme" }, CALLBACK_MESSAGES.bank],
  ])("refuses a bad %s", (field, change, message) => {
    const parsed = parseCallbackRequest({ ...CALLBACK_REQUEST, ...change });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.fields[field]).toBe(message);
  });

  it("reads a form's consent box", () => {
    expect(callbackFormToInput({ consent: "yes" }).consent).toBe(true);
    expect(callbackFormToInput({}).consent).toBe(false);
  });
});
