import { describe, expect, it } from "vitest";
import { parseEligibilityApplication } from "../../domain/eligibility/application-parser.ts";
import { ASSESSMENT_MESSAGES, eligibleMessage } from "../../domain/eligibility/assess.ts";
import { ELIGIBILITY_FIELDS, type WizardField } from "../../domain/eligibility/fields.ts";
import { ELIGIBILITY_MESSAGES } from "../../domain/eligibility/messages.ts";
import { validateAllSteps } from "../../domain/eligibility/rules.ts";
import { choiceOptions, STEPS } from "../../domain/eligibility/steps.ts";
import { emptyEligibilityValues } from "../../domain/eligibility/wizard-values.ts";
import { GENERIC_INVALID_MESSAGE } from "../../domain/validation.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import errorsEn from "../../i18n/en/errors-wizard.ts";
import wizardEn from "../../i18n/en/wizard.ts";
import errorsHi from "../../i18n/hi/errors-wizard.ts";
import wizardHi from "../../i18n/hi/wizard.ts";
import { createApi } from "../../i18n/i18n.tsx";
import { LEAD_MESSAGES } from "../../modules/leads/intake.server.ts";
import { INVALID_CHARACTER_MESSAGE } from "../../utils/form-guards.ts";
import { GENERIC_REJECTION } from "../../utils/lead-outbox.ts";
import { resultMessage } from "./result-panel.tsx";
import { OPTION_KEYS, STEP_TITLE_KEYS } from "./wizard-copy.ts";

// The wizard in Hindi: every English message its rules and its server can produce has a Hindi
// translation in errors-wizard (docs/product/pages.md "Hindi"), and the result reads the same in
// English as the domain's stored message.

const englishMessages = new Set<string>(Object.values(errorsEn));
const hi = createApi("hi", [i18nFor("hi", "wizard", "errors-wizard")]);
const en = createApi("en", [i18nFor("en", "wizard", "errors-wizard")]);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every message the wizard's rules and the server's intake of an application can produce. */
const PRODUCED = [
  ...Object.values(ELIGIBILITY_MESSAGES),
  GENERIC_INVALID_MESSAGE,
  GENERIC_REJECTION,
  INVALID_CHARACTER_MESSAGE,
  LEAD_MESSAGES.spam,
  LEAD_MESSAGES.bankSlug,
  LEAD_MESSAGES.invalidCharacter,
];

describe("errors-wizard", () => {
  it.each(PRODUCED)("has the domain's %j, translated to Hindi", (english) => {
    expect(englishMessages.has(english)).toBe(true);
    const hindi = hi.message(english);
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
  });

  it("lists only messages the domain or the server produce", () => {
    const produced = new Set<string>(PRODUCED);
    expect([...englishMessages].filter((m) => !produced.has(m))).toEqual([]);
  });

  it("covers what the rules answer for an empty wizard and for an empty JSON body", () => {
    const messages = new Set<string>(Object.values(validateAllSteps(emptyEligibilityValues())));
    const parsed = parseEligibilityApplication({ client_id: "x" });
    if (!parsed.ok) {
      messages.add(parsed.error);
      for (const m of Object.values(parsed.fields)) messages.add(m);
    }
    expect(parseEligibilityApplication(null)).toMatchObject({ ok: false });
    expect(messages.size).toBeGreaterThan(5);
    for (const m of messages) expect(hi.message(m), m).toMatch(DEVANAGARI);
  });

  it("keeps the English messages as they are on English pages", () => {
    for (const m of PRODUCED) expect(en.message(m)).toBe(m);
  });

  it("keeps ₹ amounts in Indian grouping with Latin digits", () => {
    expect(hi.message(ELIGIBILITY_MESSAGES.borrowMin)).toContain("₹10,00,000");
  });
});

describe("wizard catalogue", () => {
  it("has the same keys in both languages, and Hindi text for every label", () => {
    expect(Object.keys(wizardHi).sort()).toEqual(Object.keys(wizardEn).sort());
    expect(Object.keys(errorsHi).sort()).toEqual(Object.keys(errorsEn).sort());
    const same = Object.entries(wizardHi).filter(([, text]) => !DEVANAGARI.test(text));
    // Words Indian readers use as they are.
    expect(same.map(([key]) => key).sort()).toEqual(["wizard.option.mnc", "wizard.option.psu"]);
  });

  it("labels every control and every option the wizard can show", () => {
    const fields = [...ELIGIBILITY_FIELDS, "consent"] as WizardField[];
    for (const field of fields) expect(wizardEn).toHaveProperty(`wizard.field.${field}`);
    for (const field of fields) {
      const options =
        field === "relationship_status"
          ? [
              ...choiceOptions(field, { applicant_type: "justMe" }),
              ...choiceOptions(field, { applicant_type: "mePlusOne" }),
            ]
          : choiceOptions(field);
      for (const option of options) {
        if (field === "dependents") continue; // numbers
        expect(OPTION_KEYS[option], `${field}: ${option}`).toBeDefined();
      }
    }
    expect(STEP_TITLE_KEYS.map((key) => en.t(key))).toEqual(STEPS.map((s) => s.title));
  });
});

describe("resultMessage", () => {
  const eligible = {
    is_eligible: 1,
    eligibility_message: eligibleMessage(21442.5),
    calculated_emi: "21442.50",
  };

  it("reads, in English, exactly as the domain's stored message", () => {
    expect(resultMessage(eligible, en)).toBe(eligibleMessage(21442.5));
    expect(
      resultMessage({ ...eligible, calculated_emi: "123456.00", eligibility_message: "" }, en),
    ).toBe(eligibleMessage(123456));
    for (const text of Object.values(ASSESSMENT_MESSAGES)) {
      expect(
        resultMessage({ is_eligible: 0, eligibility_message: text, calculated_emi: null }, en),
      ).toBe(text);
    }
  });

  it("is built in Hindi from the eligible flag and the EMI, ₹ in Indian grouping", () => {
    const text = resultMessage(
      { ...eligible, calculated_emi: "123456.75", eligibility_message: "ignored" },
      hi,
    );
    expect(text).toContain("₹1,23,456.75");
    expect(text).toMatch(DEVANAGARI);
    expect(text).not.toMatch(/Eligible|month/);
  });

  it("gives each reason for not being eligible in Hindi", () => {
    const texts = Object.values(ASSESSMENT_MESSAGES).map((m) =>
      resultMessage({ is_eligible: 0, eligibility_message: m, calculated_emi: "1000.00" }, hi),
    );
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
