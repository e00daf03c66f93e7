import { describe, expect, it } from "vitest";
import { CONTACT_UNAVAILABLE } from "../components/home/get-in-touch.tsx";
import { AUTH_MESSAGES } from "../domain/auth/schemas.ts";
import { TWO_STEP_MESSAGES } from "../domain/auth/two-step.ts";
import { CALLBACK_MESSAGES } from "../domain/callbacks/schema.ts";
import { CLIENT_ID_MESSAGE } from "../domain/client-id.ts";
import { CONTACT_MESSAGES } from "../domain/contact/schema.ts";
import { OTP_MESSAGES } from "../domain/otp/rules.ts";
import { GENERIC_INVALID_MESSAGE } from "../domain/validation.ts";
import { CALLBACK_SPAM, CALLBACK_THANKS } from "../modules/callbacks/callbacks.server.ts";
import { CONTACT_SPAM_MESSAGE, CONTACT_THANKS } from "../modules/contact/contact.server.ts";
import * as enquiries from "../modules/enquiries/enquiries.server.ts";
import { DUPLICATE_EMAIL_MESSAGE, SPAM_REJECTED_MESSAGE } from "../modules/users/users.server.ts";
import { ACCOUNT_WITHDRAW_FAILED } from "../routes/account.tsx";
import { INVALID_LOGIN } from "../routes/login.tsx";
import { SUCCESS_MESSAGE } from "../routes/register.tsx";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../utils/database-outage.server.ts";
import { INVALID_CHARACTER_MESSAGE } from "../utils/form-guards.ts";
import { pageMessages } from "./catalogues.server.ts";
import en from "./en/errors-forms.ts";
import hi from "./hi/errors-forms.ts";

// Every English message the callback, contact, OTP, tracking, withdrawal, sign-in and registration
// forms can show comes from these exported constants: each needs its Hindi in "errors-forms"
// (docs/product/pages.md "Hindi"), so a new message without a translation fails here.

const enquiryMessages = Object.entries(enquiries)
  .filter(([name, value]) => /^[A-Z_]+$/.test(name) && typeof value === "string")
  .filter(([name]) => name !== "BORROWER_ACTOR")
  .map(([, value]) => value as string);

const MESSAGES: string[] = [
  ...Object.values(AUTH_MESSAGES),
  ...Object.values(TWO_STEP_MESSAGES),
  ...Object.values(CALLBACK_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(OTP_MESSAGES),
  ...enquiryMessages,
  GENERIC_INVALID_MESSAGE,
  INVALID_CHARACTER_MESSAGE,
  CALLBACK_SPAM,
  CALLBACK_THANKS,
  CONTACT_SPAM_MESSAGE,
  CONTACT_THANKS,
  CONTACT_UNAVAILABLE,
  CLIENT_ID_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  DUPLICATE_EMAIL_MESSAGE,
  SPAM_REJECTED_MESSAGE,
  ACCOUNT_WITHDRAW_FAILED,
  INVALID_LOGIN,
  SUCCESS_MESSAGE,
  "Enter your reference, like GS-7K2M9QX4.",
];

describe("errors-forms catalogue", () => {
  it("has every form message of the domain rules and modules", () => {
    expect(enquiryMessages.length).toBeGreaterThanOrEqual(3);
    const english = new Set(Object.values(en));
    const missing = [...new Set(MESSAGES)].filter((text) => !english.has(text));
    expect(missing).toEqual([]);
  });

  it("maps each English message to Hindi on Hindi pages, and to nothing on English pages", () => {
    const { errors } = pageMessages("hi", ["errors-forms"]);
    for (const text of MESSAGES) {
      expect(errors[text], text).toBeTruthy();
      expect(errors[text], text).not.toBe(text);
      expect(errors[text], text).toMatch(/[\u0900-\u097F]/);
    }
    expect(pageMessages("en", ["errors-forms"]).errors).toEqual({});
  });

  it("gives one English text one Hindi text", () => {
    const seen = new Map<string, string>();
    for (const [key, text] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof hi];
      if (seen.has(text)) expect(hindi).toBe(seen.get(text));
      seen.set(text, hindi);
    }
  });
});
