import { describe, expect, it } from "vitest";
import { CALLBACK_MESSAGES } from "../domain/callbacks/schema.ts";
import { DECISION_MESSAGES } from "../domain/loan-file/stages.ts";
import { addMonths } from "../domain/my-loan/dates.ts";
import { parseSavedLoan, SAVED_LOAN_MESSAGES } from "../domain/my-loan/saved-loan.ts";
import { OTP_MESSAGES } from "../domain/otp/rules.ts";
import { MY_LOAN_PAGE_MESSAGES } from "../modules/my-loans/page.server.ts";
import { CATALOGUES, pageMessages } from "./catalogues.server.ts";

// Every English message the /my-loan page can show (docs/product/my-loan.md "Pages") has its
// Hindi on /hi/my-loan, whichever errors-… namespace holds it: the page loads "errors-my-loan",
// "errors-forms" (the callback form, the codes) and "errors-loan-file" (a stale verification).

const TODAY = "2026-12-01";

/** Loans that between them break every rule of a saved loan. */
const BAD_LOANS: unknown[] = [
  null,
  {},
  {
    phone: "1",
    email: "x",
    bank: "x",
    rate_type: "x",
    current_rate: "x",
    outstanding: "x",
    remaining_months: "x",
    emi: "x",
    language: "fr",
    consent: false,
  },
  {
    phone: "9876543210",
    bank: "other",
    lender_name: "",
    rate_type: "repo",
    current_rate: 25,
    last_reset_on: addMonths(TODAY, 1),
    outstanding: 1,
    remaining_months: 999,
    emi: 0.5,
    consent: true,
  },
  {
    phone: "9876543210",
    bank: "sbi",
    rate_type: "repo",
    current_rate: 8.15,
    outstanding: 3_000_000,
    remaining_months: 216,
    consent: true,
  },
  // Valid but for the lender's name, which "other" needs (checked once the fields pass).
  {
    phone: "9876543210",
    bank: "other",
    rate_type: "other",
    current_rate: 8.15,
    outstanding: 3_000_000,
    remaining_months: 216,
    consent: true,
  },
];

function loanMessages(): string[] {
  const found = new Set<string>();
  for (const input of BAD_LOANS) {
    const parsed = parseSavedLoan(input, TODAY);
    if (parsed.ok) continue;
    found.add(parsed.error);
    for (const text of Object.values(parsed.fields)) found.add(text);
  }
  return [...found];
}

describe("the My loan page's messages", () => {
  it("finds every saved loan's message (the cases reach every rule)", () => {
    const found = new Set(loanMessages());
    for (const [key, text] of Object.entries(SAVED_LOAN_MESSAGES)) {
      // `language` is never sent by the page (it is the page's own).
      if (key !== "language") expect(found.has(text), key).toBe(true);
    }
  });

  it("are all translated on /hi/my-loan", () => {
    const { errors } = pageMessages("hi", ["errors-my-loan", "errors-forms", "errors-loan-file"]);
    const shown = [
      ...loanMessages().filter((text) => text !== SAVED_LOAN_MESSAGES.language),
      ...Object.values(MY_LOAN_PAGE_MESSAGES),
      DECISION_MESSAGES.expired,
      DECISION_MESSAGES.needsCode,
      OTP_MESSAGES.phone,
      OTP_MESSAGES.codeFormat,
      OTP_MESSAGES.wrongOrExpired,
      OTP_MESSAGES.tooSoon,
      OTP_MESSAGES.tooMany,
      OTP_MESSAGES.unavailable,
      OTP_MESSAGES.sendFailed,
      CALLBACK_MESSAGES.nameRequired,
      CALLBACK_MESSAGES.cityRequired,
      CALLBACK_MESSAGES.slot,
      CALLBACK_MESSAGES.consent,
    ];
    for (const text of shown) expect(errors[text], text).toMatch(/[\u0900-\u097F]/);
  });

  it("keeps errors-my-loan's English the domain's exact texts", () => {
    const english = new Set<string>(Object.values(CATALOGUES["errors-my-loan"].en));
    for (const [key, text] of Object.entries(SAVED_LOAN_MESSAGES)) {
      if (key === "phone" || key === "email" || key === "language") continue;
      expect(english.has(text), key).toBe(true);
    }
  });
});
